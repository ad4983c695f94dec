import { demo, fillDetails, lastMailTo, loginAs, signInAs } from './support/helpers';
import { expect, test } from './support/test';

const shots = process.env.E2E_SCREENSHOTS;
const sizes = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const size of sizes) {
  test.describe(`store to a shipped order at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a member buys the navy hoodie from its product page and an admin ships it', async ({
      page,
      browser,
    }) => {
      test.setTimeout(240_000);
      const snap = async (p: typeof page, name: string) => {
        if (shots) await p.screenshot({ path: `${shots}/${size.name}-${name}.png`, fullPage: true });
      };
      await signInAs(page, demo.member);
      await page.goto('/collections');
      // Apparel, the first collection, is shown first.
      const card = page.getByRole('article', { name: 'Simmer Classic Hoodie' });
      // The picture on the card follows the chosen colour.
      const cardImage = card.locator('img').first();
      const black = await cardImage.getAttribute('src');
      await card.getByLabel('Colour').selectOption('Navy');
      await expect(cardImage).not.toHaveAttribute('src', black ?? '');
      const navy = await cardImage.getAttribute('src');
      await snap(page, 'collections');

      // Title opens the product page of the chosen variant.
      await card.getByTestId('product-link').click();
      await expect(page).toHaveURL(/\/product\/simmer-hoodie\?variant=\d+$/);
      await expect(page.getByTestId('product-image')).toHaveAttribute('src', navy ?? '');
      await page.getByRole('radiogroup', { name: /Size/ }).getByText('L', { exact: true }).click();
      const url = page.url();
      await page
        .getByRole('radiogroup', { name: /Colour/ })
        .getByText('Sand', { exact: true })
        .click();
      await expect(page).not.toHaveURL(url);
      await expect(page.getByTestId('product-image')).not.toHaveAttribute('src', navy ?? '');
      await page
        .getByRole('radiogroup', { name: /Colour/ })
        .getByText('Navy', { exact: true })
        .click();
      await expect(page.getByTestId('product-image')).toHaveAttribute('src', navy ?? '');
      await snap(page, 'product');
      await page.getByRole('button', { name: 'Add to cart' }).click();
      const cart = page.getByRole('dialog', { name: 'Cart' });
      const line = cart.getByTestId('cart-line').filter({ hasText: 'Navy / L' });
      await expect(line.locator('img')).toHaveAttribute('src', navy ?? '');
      await snap(page, 'cart');

      const [checkout] = await Promise.all([
        page.context().waitForEvent('page'),
        cart.getByRole('button', { name: 'Checkout' }).click(),
      ]);
      await checkout.setViewportSize({ width: size.width, height: size.height });
      await expect(checkout.getByRole('form', { name: 'Shipping address' })).toBeVisible();
      await snap(checkout, 'checkout-details');
      await fillDetails(checkout);
      const summary = checkout.getByRole('region', { name: 'Order summary' });
      await expect(summary.getByText('Shipping (Standard (5 to 8 days))')).toBeVisible();
      await snap(checkout, 'checkout-pay');
      const form = checkout.getByRole('form', { name: 'Add Your Card Details' });
      await form.getByLabel('Card Number').fill('4242 4242 4242 4242');
      await form.getByLabel('MM').fill('12');
      await form.getByLabel('YYYY').fill('2034');
      await form.getByLabel('CVV').fill('123');
      await form.getByRole('button', { name: /^Make Payment \$/ }).click();
      await expect(checkout.getByText(/Payment successful\. Your order #\d+ is confirmed\./)).toBeVisible();
      const number = (await checkout.getByTestId('order-number').textContent())?.match(/#(\d+)/)?.[1];
      expect(number).toBeTruthy();
      const receipt = await lastMailTo(demo.member.email, { matching: `order #${number}` });
      expect(receipt.text).toContain(`order #${number}`);
      expect(receipt.text).toContain('Simmer Classic Hoodie (Navy / L)');
      expect(receipt.text).toContain('1 Market St');
      await checkout.close();

      // Order history from the profile.
      await page.goto('/user-profile');
      await page.getByRole('link', { name: 'My orders' }).click();
      await expect(page).toHaveURL(/\/store-orders$/);
      const row = page.getByRole('link', { name: `Order #${number}` });
      await expect(row.getByTestId('order-status')).toHaveText('Paid');
      await snap(page, 'orders');

      // An admin ships it with a tracking number.
      const adminContext = await browser.newContext({ viewport: { width: size.width, height: size.height } });
      const admin = await adminContext.newPage();
      await loginAs(admin, demo.admin, /admin-home-page/);
      if (size.width < 900) {
        await admin.getByRole('button', { name: 'Open admin menu' }).click();
        await admin.getByRole('dialog').getByRole('link', { name: 'Store' }).click();
      } else {
        await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Store' }).click();
      }
      await expect(admin).toHaveURL(/\/store-admin\/orders$/);
      await snap(admin, 'admin-orders');
      await admin.getByRole('link', { name: `Order #${number}` }).click();
      await expect(admin.getByTestId('order-line').first()).toContainText('Navy / L');
      await admin.getByRole('button', { name: 'Mark shipped' }).click();
      await expect(admin.getByText('Enter the tracking number (3 to 64 characters).')).toBeVisible();
      const tracking = `1Z${size.width}${number}`;
      await admin.getByLabel('Tracking number').fill(tracking);
      await admin.getByRole('button', { name: 'Mark shipped' }).click();
      await expect(admin.getByTestId('order-status')).toHaveText('Shipped');
      await expect(admin.getByTestId('tracking-number')).toHaveText(tracking);
      await snap(admin, 'admin-order');
      for (const section of ['products', 'collections', 'shipping']) {
        await admin.goto(`/store-admin/${section}`);
        await expect(admin.getByRole('tab', { selected: true })).toBeVisible();
        await snap(admin, `admin-${section}`);
      }
      await admin.goto('/store-admin/products');
      await admin.getByRole('link', { name: 'Edit Simmer Classic Hoodie' }).click();
      await expect(admin.getByTestId('admin-variant-row')).toHaveCount(30);
      await snap(admin, 'admin-product');
      await adminContext.close();

      // The member sees it shipped with the tracking number, and got the e-mail.
      await page.reload();
      await expect(row.getByTestId('order-status')).toHaveText('Shipped');
      await row.click();
      await expect(page.getByTestId('tracking-number')).toHaveText(tracking);
      await expect(page.getByTestId('order-line').locator('img')).toHaveAttribute('src', navy ?? '');
      await snap(page, 'order');
      const shipped = `Tracking number: ${tracking}`;
      expect((await lastMailTo(demo.member.email, { matching: shipped })).text).toContain(shipped);
    });
  });
}
