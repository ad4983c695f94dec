import { signUpQuickly } from './support/helpers';
import { expect, test } from './support/test';

test('a private note: saved beside the steps, shown in cook mode, never seen by another member', async ({
  page,
  browser,
}) => {
  // A published demo recipe with written steps.
  const list = (await (await page.request.get('/v1/admin/user/youtube-recipe/')).json()) as {
    results: Array<{ id: number }>;
  };
  let id: number | null = null;
  for (const r of list.results) {
    const detail = await (await page.request.get(`/v1/admin/user/youtube-recipe/${r.id}/`)).json();
    if ((detail.connected_recipe?.[0]?.instructions ?? '').includes('<li>')) {
      id = r.id;
      break;
    }
  }
  expect(id, 'a demo recipe with steps').not.toBeNull();

  await signUpQuickly(page);
  await page.goto(`/recipe/${id}`);
  const note = page.getByTestId('recipe-note').first();
  await expect(note.getByText('Only you can see these notes.')).toBeVisible();
  const box = note.getByRole('textbox', { name: 'My notes' });
  await box.fill('Half the chili next time.');
  await expect(note.getByRole('status')).toHaveText('Unsaved changes');
  await note.getByRole('button', { name: 'Save note' }).click();
  await expect(note.getByRole('status')).toHaveText('Saved');

  // The note stays after a reload and shows in cook mode.
  await page.reload();
  await expect(page.getByTestId('recipe-note').first().getByRole('textbox')).toHaveValue(
    'Half the chili next time.',
  );
  await page.getByRole('button', { name: 'Cook mode' }).first().click();
  const cook = page.getByTestId('cook-mode');
  await expect(cook.getByTestId('recipe-note').getByRole('textbox')).toHaveValue('Half the chili next time.');
  await cook.getByRole('button', { name: 'Leave cook mode' }).click();

  // Another member sees an empty note of their own.
  const other = await browser.newPage();
  await signUpQuickly(other);
  await other.goto(`/recipe/${id}`);
  const theirs = other.getByTestId('recipe-note').first();
  await expect(theirs.getByText('Only you can see these notes.')).toBeVisible();
  await expect(theirs.getByRole('textbox')).toHaveValue('');
  await expect(other.getByText('Half the chili next time.')).toHaveCount(0);
  await other.close();
});
