import { deflateSync } from 'node:zlib';
import { loginAs, logoutMember, signUpQuickly } from './support/helpers';
import { expect, type Page, test } from './support/test';

interface RecipeDetail {
  id: number;
  title: string;
  connected_recipe: Array<{
    id: number;
    name: string;
    ingredients: Array<{ name: string; quantity: string; unit: string }>;
  }>;
}

/** A published recipe of the demo catalogue whose first written recipe has numeric quantities. */
async function findRecipe(page: Page): Promise<RecipeDetail> {
  const list = await page.request.get('/v1/admin/user/youtube-recipe/');
  expect(list.ok()).toBeTruthy();
  for (const r of (await list.json()).results as Array<{ id: number }>) {
    const detail = (await (
      await page.request.get(`/v1/admin/user/youtube-recipe/${r.id}/`)
    ).json()) as RecipeDetail;
    const first = detail.connected_recipe?.[0];
    if (first?.ingredients.some((i) => /^\d+$/.test(i.quantity))) return detail;
  }
  throw new Error('no demo recipe with ingredients');
}

/** A small real PNG (solid colour), built here so the test needs no fixture file. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x66)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('from a recipe, a member fills a grocery list, sums a second helping, checks items off (offline too) and deletes by recipe', async ({
  page,
  context,
}) => {
  await signUpQuickly(page);
  const recipe = await findRecipe(page);
  const written = recipe.connected_recipe[0]!;
  const numeric = written.ingredients.find((i) => /^\d+$/.test(i.quantity))!;

  await page.goto(`/recipe/${recipe.id}`);
  await page.getByRole('button', { name: 'Add to grocery list' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name of the new list').fill('Weekend shop');
  await dialog.getByRole('button', { name: 'New list' }).click();
  await expect(page.getByText('Ingredients added to Weekend shop')).toBeVisible();

  // The list now holds the recipe: it shows a check mark; adding again sums the quantities.
  await page.getByRole('button', { name: 'Add to grocery list' }).first().click();
  const again = page.getByRole('dialog');
  await again.getByRole('listitem', { name: 'Weekend shop (already added)' }).click();
  await expect(page.getByText('Ingredients added to Weekend shop').first()).toBeVisible();

  await page.goto('/grocery-lists');
  await page.getByRole('link', { name: 'Weekend shop' }).first().click();
  await expect(page).toHaveURL(/\/view-grocery-list\/\d+$/);
  const row = (name: string) =>
    page.getByTestId('grocery-item').filter({ has: page.getByText(name, { exact: true }) });
  const doubled = String(Number(numeric.quantity) * 2);
  await expect(row(numeric.name).getByTestId('grocery-quantity')).toHaveText(
    [doubled, numeric.unit].filter(Boolean).join(' '),
  );
  // Categories are headed in upper case.
  await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText(/^[^a-z]+$/);

  // Check one item off, and keep it after a reload.
  const firstBox = row(numeric.name).getByRole('checkbox');
  const saved = page.waitForResponse(
    (r) => r.url().includes('/v1/grocery/') && r.request().method() !== 'GET' && r.ok(),
  );
  await firstBox.check();
  await expect(firstBox).toBeChecked();
  await saved;
  await page.reload();
  await expect(row(numeric.name).getByRole('checkbox')).toBeChecked();

  // Offline: the tick shows at once, waits on the device, and is sent when the connection returns.
  const other = written.ingredients.find((i) => i.name !== numeric.name)!;
  await context.setOffline(true);
  await row(other.name).getByRole('checkbox').check();
  await expect(row(other.name).getByRole('checkbox')).toBeChecked();
  await expect(page.getByText(/You are offline/)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('Your offline changes were saved.')).toBeVisible();
  await page.reload();
  await expect(row(other.name).getByRole('checkbox')).toBeChecked();

  // Delete Items by Recipe empties the list of this recipe's items.
  await page.getByRole('button', { name: 'Delete Items by Recipe' }).click();
  await page.getByRole('menuitem', { name: written.name }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('This list is empty.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('grocery-item')).toHaveCount(0);
});

test('a visitor is asked to log in before adding to a grocery list', async ({ page }) => {
  const recipe = await findRecipe(page);
  await page.goto(`/recipe/${recipe.id}`);
  await page.getByRole('button', { name: 'Add to grocery list' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('a member edits the profile and picture, changes the password and logs in with it', async ({ page }) => {
  const { email, password } = await signUpQuickly(page);

  await page.goto('/user-profile');
  await expect(page.getByRole('link', { name: 'My Grocery Lists' })).toHaveAttribute(
    'href',
    '/grocery-lists',
  );
  await expect(page.getByRole('link', { name: 'Premium Plans' })).toHaveAttribute('href', '/premium-plans');
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/edit-profile$/);

  const form = page.getByRole('form', { name: 'Edit profile' });
  await form.getByLabel('First Name').fill('');
  await form.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog', { name: 'Oops!' })).toContainText('Please fill all  fields.');
  await page.getByRole('button', { name: 'OK' }).click();

  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(64, 64) });
  await expect(page.getByText('Your Profile Picture has been updated Successfully')).toBeVisible();
  await expect(form.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', /\.png$/);

  await form.getByLabel('First Name').fill('Marguerite');
  await form.getByLabel('Last Name').fill('Poule');
  await form.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Great! Your Profile has been updated Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/user-profile$/);
  await expect(page.getByRole('heading', { name: 'Marguerite Poule' })).toBeVisible();

  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await page.getByRole('link', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  const pw = page.getByRole('form', { name: 'Change password' });
  await pw.getByRole('button', { name: 'Save' }).click();
  await expect(pw.getByRole('alert')).toHaveText('Please fill all the fields.');
  await pw.getByLabel('Current Password').fill('Wrong2026x');
  await pw.getByLabel('New Password', { exact: true }).fill('Fresh2027x');
  await pw.getByLabel('Confirm New Password').fill('Fresh2027x');
  await pw.getByRole('button', { name: 'Save' }).click();
  await expect(pw.getByRole('alert')).toHaveText(
    'Your old password was entered incorrectly. Please enter it again.',
  );
  await pw.getByLabel('Current Password').fill(password);
  await pw.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Password has been updated successful')).toBeVisible();
  await expect(page).toHaveURL(/\/user-profile$/);

  await logoutMember(page);
  await loginAs(page, { email, password: 'Fresh2027x' });
});

test('help shows FAQ topics as tabs on wide screens and an accordion on narrow ones', async ({ page }) => {
  await signUpQuickly(page);
  await page.goto('/help');
  await expect(page.getByRole('tab', { name: 'Account' })).toBeVisible();
  await page.getByRole('tab', { name: 'Grocery lists' }).click();
  await page.getByRole('button', { name: 'What happens if two recipes need the same ingredient?' }).click();
  await expect(page.getByText(/quantities are added together/)).toBeVisible();
  await page.setViewportSize({ width: 400, height: 800 });
  await expect(page.getByRole('tab')).toHaveCount(0);
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await expect(page.getByRole('button', { name: 'How do I change my password?' })).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/user-profile$/);
});

test('a member adds items by hand, with category suggestions and the spec messages', async ({ page }) => {
  await signUpQuickly(page);
  await page.goto('/grocery-lists');
  await expect(page.getByText('No Grocery List Found!')).toBeVisible();
  await page.getByRole('link', { name: 'New list' }).click();
  await expect(page).toHaveURL(/\/add-grocery-list$/);
  const create = page.getByRole('form', { name: 'New grocery list' });
  await create.getByRole('button', { name: 'Done' }).click();
  await expect(create.getByText('List Name is required!')).toBeVisible();
  await create.getByLabel('List Name').fill('Corner shop');
  await create.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Grocery List is created Successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/grocery-lists$/);
  await page.getByRole('link', { name: 'Corner shop' }).first().click();

  const form = page.getByRole('form', { name: 'Add item' });
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form.getByText('Item Name is required!')).toBeVisible();
  await expect(form.getByText('Quantity is required!')).toBeVisible();
  await expect(form.getByText('Category is required!')).toBeVisible();

  await form.getByLabel('Item Name').fill('Apples');
  await form.getByLabel('Quantity').fill('3');
  const category = form.getByRole('textbox', { name: 'Category' });
  await category.click();
  // Empty: fruit and vegetable are suggested.
  await expect(page.getByRole('option', { name: 'fruit' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'vegetable' })).toBeVisible();
  await category.fill('snack aisle');
  await expect(page.getByRole('option', { name: 'Add snack aisle' })).toBeVisible();
  await category.fill('fru');
  await page.getByRole('option', { name: 'fruit' }).click();
  await expect(category).toHaveValue('fruit');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Item added successfully to the list')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'FRUIT' })).toBeVisible();

  // The same item again adds up on the same line.
  await form.getByLabel('Item Name').fill('apples');
  await form.getByLabel('Quantity').fill('2');
  await category.fill('fruit');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByTestId('grocery-item')).toHaveCount(1);
  await expect(page.getByTestId('grocery-quantity')).toHaveText('5');

  await page.getByRole('button', { name: 'Delete Apples' }).click();
  await expect(page.getByText('Item deleted successfully from the list')).toBeVisible();
  await expect(page.getByTestId('grocery-item')).toHaveCount(0);
});
