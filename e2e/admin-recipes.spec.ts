import { demo, signInAs } from './support/helpers';
import { expect, type Page, test } from './support/test';

interface VideoDetail {
  id: number;
  connected_recipe: Array<{ id: number; name: string; ingredients: Array<{ name: string }> }>;
}

/** A published, free video of the demo catalogue (a visitor can open its Recipe tab). */
async function freeVideo(page: Page): Promise<number> {
  const res = await page.request.get('/v1/admin/user/video/');
  expect(res.ok()).toBeTruthy();
  const video = ((await res.json()).results as Array<{ id: number; is_premium: boolean }>).find(
    (v) => !v.is_premium,
  );
  if (!video) throw new Error('no free demo video');
  return video.id;
}

async function videoDetail(page: Page, id: number): Promise<VideoDetail> {
  return (await (await page.request.get(`/v1/admin/user/video/${id}/`)).json()) as VideoDetail;
}

const name = `Brown butter sauce ${Date.now()}`;

test('an admin writes, edits and deletes the recipe of a video; a visitor reads it', async ({
  page,
  browser,
}) => {
  const videoId = await freeVideo(page);
  const before = (await videoDetail(page, videoId)).connected_recipe.length;
  await signInAs(page, demo.admin);

  await page.goto(`/upload-recipe-instructions/video/${videoId}/new-recipe`);
  await expect(page.getByRole('heading', { name: 'New recipe' })).toBeVisible();

  // Saving empty shows the spec's messages under the fields.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Recipe name is required!')).toBeVisible();
  await expect(page.getByText('Instructions are required!')).toBeVisible();

  await page.getByLabel('Recipe name').fill(name);
  await page.getByTestId('instructions-editor').locator('.ProseMirror').click();
  await page.keyboard.type('Melt the butter until it smells of hazelnuts.');
  const rows = page.getByTestId('ingredient-row');
  const fill = async (i: number, values: [string, string, string, string]) => {
    const row = rows.nth(i);
    await row.getByLabel('Ingredient name').fill(values[0]);
    await row.getByLabel('Quantity').fill(values[1]);
    await row.getByLabel('Unit').fill(values[2]);
    await row.getByRole('textbox', { name: 'Category' }).fill(values[3]);
    await row.getByLabel('Ingredient name').click(); // closes the suggestion lists
  };
  await fill(0, ['butter', '100', 'g', 'dairy']);
  await page.getByRole('button', { name: 'Add ingredient' }).click();
  await fill(1, ['sage leaves', '6', '', 'herbs']);
  // A third row left without a name is dropped when saving.
  await page.getByRole('button', { name: 'Add ingredient' }).click();
  await expect(rows).toHaveCount(3);

  // A wrong image type is refused on the page.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(page.getByText('Wrong File type encountered! Please try again.').first()).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Recipe uploaded successfully!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/update-content/video/${videoId}$`));
  await expect(page.getByTestId('connected-recipe-row').filter({ hasText: name })).toContainText(
    '2 ingredients',
  );

  const saved = (await videoDetail(page, videoId)).connected_recipe;
  expect(saved).toHaveLength(before + 1);
  const recipe = saved.find((r) => r.name === name)!;
  expect(recipe.ingredients.map((i) => i.name)).toEqual(['butter', 'sage leaves']);

  // A visitor sees it on the video page's Recipe tab.
  const visitor = await browser.newPage();
  await visitor.goto(`/video/${videoId}`);
  await visitor.getByRole('tab', { name: `Recipe ${before + 1} : ${name}` }).click();
  const panel = visitor.getByTestId('connected-recipe').filter({ hasText: 'hazelnuts' });
  await expect(panel.getByText('butter', { exact: true })).toBeVisible();
  await expect(panel.getByText('sage leaves')).toBeVisible();
  await expect(panel.getByText('100 g')).toBeVisible();
  await visitor.close();

  // Editing: Save stays disabled until something changed.
  await page.goto(`/edit-recipe-instructions/video/${videoId}/edit-recipe/${recipe.id}`);
  await expect(page.getByLabel('Recipe name')).toHaveValue(name);
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await rows.nth(1).getByLabel('Quantity').fill('8');
  await expect(save).toBeEnabled();
  await rows.nth(1).getByLabel('Quantity').fill('6');
  await expect(save).toBeDisabled();
  await page.getByLabel('Recipe name').fill(`${name} (edited)`);
  await save.click();
  await expect(page.getByText('Recipe updated successfully!')).toBeVisible();
  const edited = (await videoDetail(page, videoId)).connected_recipe.find((r) => r.id === recipe.id);
  expect(edited?.name).toBe(`${name} (edited)`);

  // Deleting from the parent's recipe list asks first.
  await expect(page).toHaveURL(new RegExp(`/update-content/video/${videoId}$`));
  const listed = page.getByTestId('connected-recipe-row').filter({ hasText: `${name} (edited)` });
  await expect(listed).toBeVisible();
  await listed.getByRole('button', { name: `Delete ${name} (edited)` }).click();
  await expect(
    page.getByText(`Are you sure you want to delete the recipe "${name} (edited)"?`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Recipe deleted successfully!')).toBeVisible();
  await expect(listed).toHaveCount(0);
  const after = (await videoDetail(page, videoId)).connected_recipe;
  expect(after.some((r) => r.id === recipe.id)).toBe(false);
  expect(after).toHaveLength(before);
});
