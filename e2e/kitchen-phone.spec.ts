import { signUpQuickly } from './support/helpers';
import { expect, test } from './support/test';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the grocery list stays on the first screen and ticked items sink to the end of their aisle', async ({
  page,
}) => {
  await signUpQuickly(page);
  await page.goto('/add-grocery-list');
  const create = page.getByRole('form', { name: 'New grocery list' });
  await create.getByLabel('List Name').fill('Market');
  await create.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/grocery-lists$/);
  await page.getByRole('link', { name: 'Market' }).first().click();

  // The form waits behind one button on a phone.
  await expect(page.getByRole('form', { name: 'Add item' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add an item' }).click();
  const form = page.getByRole('form', { name: 'Add item' });
  for (const name of ['Apples', 'Pears']) {
    await form.getByLabel('Item Name').fill(name);
    await form.getByLabel('Quantity').fill('2');
    await form.getByRole('textbox', { name: 'Category' }).fill('fruit');
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  }
  await page.reload();
  await expect(page.getByRole('button', { name: 'Add an item' })).toBeVisible();
  const names = () =>
    page.getByRole('checkbox').evaluateAll((boxes) => boxes.map((b) => b.getAttribute('aria-label') ?? ''));
  await page.getByRole('checkbox').first().check();
  await expect.poll(async () => (await names()).join(',')).toMatch(/Pears.*Apples/);
  // The list's first item shows on the first screen.
  const box = await page.getByRole('checkbox').first().boundingBox();
  expect(box && box.y + box.height).toBeLessThan(844);
  await page.screenshot({ path: 'test-results/phone-grocery-list.png', fullPage: false });
});
