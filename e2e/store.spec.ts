import { demo, fillDetails, lastMailTo, loginAs } from './support/helpers';
import { expect, type Page, test } from './support/test';

async function payWith(checkout: Page, number: string) {
  const form = checkout.getByRole('form', { name: 'Add Your Card Details' });
  await form.getByLabel('Card Number').fill(number);
  await form.getByLabel('MM').fill('12');
  await form.getByLabel('YYYY').fill('2034');
  await form.getByLabel('CVV').fill('123');
  await form.getByRole('button', { name: 'Make Payment $54.99' }).click();
}

test('a member browses collections, fills and empties the cart, then buys the hoodie', async ({ page }) => {
  await loginAs(page, demo.member);

  // Store -> Collections.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' }).click();
  await expect(page).toHaveURL(/\/shopping-store$/);
  // The landing shows the products under its two tiles: no extra click to reach one.
  await expect(page.getByRole('heading', { name: 'Shop the latest' })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.getByRole('link', { name: 'Collections' }).click();
  await expect(page).toHaveURL(/\/shopping-home$/);

  // A tab per collection; Kitchen fits on one page.
  await page.getByRole('tab', { name: 'Kitchen' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Kitchen' })).toBeVisible();
  await expect(page.getByTestId('product-card')).toHaveCount(4);
  await expect(page.getByText('No more products to show...')).toBeVisible();

  // Apparel has a second page behind Load more.
  await page.getByRole('tab', { name: 'Apparel' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Apparel' })).toBeVisible();
  await expect(page.getByTestId('product-card')).toHaveCount(6);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByTestId('product-card')).toHaveCount(7);
  await expect(page.getByText('No more products to show...')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  // Add a product: the cart opens; plus, then remove.
  const tote = page.getByRole('article', { name: 'Market Tote Bag' });
  await tote.getByRole('button', { name: 'Add to Cart' }).click();
  const cart = page.getByRole('dialog', { name: 'Cart' });
  await expect(cart.getByTestId('cart-line')).toHaveCount(1);
  await expect(cart.getByTestId('cart-line-quantity')).toHaveText('1');
  await cart.getByRole('button', { name: 'Increase quantity: Market Tote Bag' }).click();
  await expect(cart.getByTestId('cart-line-quantity')).toHaveText('2');
  await expect(cart.getByTestId('cart-subtotal')).toHaveText('$36.00');
  await cart.getByRole('button', { name: 'Decrease quantity: Market Tote Bag' }).click();
  await expect(cart.getByTestId('cart-line-quantity')).toHaveText('1');
  await cart.getByRole('button', { name: 'Remove: Market Tote Bag' }).click();
  await expect(cart.getByText('Your Cart is empty.')).toBeVisible();
  await page.keyboard.press('Escape');

  // The hoodie page: colour and size, Add to cart opens the cart.
  await page.goto('/product-display');
  await expect(page.getByTestId('product-price')).toHaveText('$49.00');
  await expect(page.getByRole('radiogroup', { name: /Colour/ }).getByRole('radio')).toHaveCount(6);
  await page
    .getByRole('radiogroup', { name: /Colour/ })
    .getByText('Navy', { exact: true })
    .click();
  await page.getByRole('radiogroup', { name: /Size/ }).getByText('XL', { exact: true }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cart.getByText('Navy / XL')).toBeVisible();
  await expect(cart.getByTestId('cart-total')).toHaveText('$49.00');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart (1)' })).toBeVisible();

  // Checkout opens in a new window: a declined card keeps it unpaid, the success card pays.
  const [checkout] = await Promise.all([
    page.context().waitForEvent('page'),
    cart.getByRole('button', { name: 'Checkout' }).click(),
  ]);
  await expect(checkout).toHaveURL(/\/store-checkout\/\d+$/);
  await expect(
    checkout.getByRole('region', { name: 'Order summary' }).getByText('Navy / XL · × 1'),
  ).toBeVisible();
  await fillDetails(checkout);
  await expect(checkout.getByTestId('test-mode')).toBeVisible();
  await payWith(checkout, '4000 0000 0000 0002');
  await expect(checkout.getByRole('form', { name: 'Add Your Card Details' }).getByRole('alert')).toHaveText(
    'Your card was declined. Please use another card.',
  );
  await payWith(checkout, '4242 4242 4242 4242');
  await expect(checkout.getByText(/Payment successful\. Your order #\d+ is confirmed\./)).toBeVisible();
  const number = (await checkout.getByTestId('order-number').textContent())?.match(/#(\d+)/)?.[1];
  expect(number).toBeTruthy();
  const receipt = `order #${number}`;
  expect((await lastMailTo(demo.member.email, { matching: receipt })).text).toContain(receipt);
  // The store window that opened the checkout shows the emptied cart at once.
  await expect(cart.getByText('Your Cart is empty.')).toBeVisible();
  await checkout.close();

  // Back leads to the collections; the header's cart shows the cart is empty now.
  await page.reload();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/collections$/);
  await page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true }).click();
  await expect(page).toHaveURL(/\/collections$/);
  await expect(cart.getByText('Your Cart is empty.')).toBeVisible();
});
