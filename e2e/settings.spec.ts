import { endpoints, settingKeys } from '@simmer/contracts';
import { demo, lastMailTo, mailsTo, signInAs } from './support/helpers';
import { expect, test } from './support/test';

const name = 'Sage Ember Kitchen';
const colour = '#2f9e44';

/** Shade 7 of the palette built from the colour (app/theme.ts): the header's brand name. */
const shade7 = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => Math.round(c * 0.88));
  return `rgb(${r}, ${g}, ${b})`;
};

// The server is shared with the journeys that follow: the brand goes back to its defaults.
test.afterAll(async ({ request }) => {
  const login = await request.post(`/v1${endpoints.auth.login.path}`, { data: demo.admin });
  const { access_token } = await login.json();
  const res = await request.patch(`/v1${endpoints.settings.update.path}`, {
    headers: { authorization: `Bearer ${access_token}` },
    data: { reset: [...settingKeys] },
  });
  expect(res.status()).toBe(200);
});

test('an admin renames the brand and changes its colour: pages, manifest, shared links and e-mail follow', async ({
  page,
  browser,
}) => {
  await signInAs(page, demo.admin);
  await page.goto('/admin-settings');
  await expect(page.getByRole('heading', { name: 'Brand settings' })).toBeVisible();

  const brand = page.getByRole('region', { name: 'Brand' });
  const nameInput = brand.getByRole('textbox', { name: 'Brand name' });
  await expect(nameInput).toHaveValue('Simmer');

  // An empty name is refused under its field, and nothing is saved.
  await nameInput.fill('');
  await page.getByTestId('settings-save').click();
  await expect(brand.getByText('Enter the brand name (1 to 60 characters).')).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The settings could not be saved.' }).first(),
  ).toBeVisible();
  const colourInput = brand.getByRole('textbox', { name: 'Primary colour' });

  // The preview follows the name and colour as they are typed.
  const preview = page.getByTestId('brand-preview-name');
  const colourOf = () => preview.evaluate((el) => getComputedStyle(el).color);
  const colourBefore = await colourOf();
  await nameInput.fill(name);
  await colourInput.fill(colour);
  await colourInput.press('Tab');
  await expect(preview).toHaveText(name);
  await expect.poll(colourOf).not.toBe(colourBefore);

  await page.getByTestId('settings-save').click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  // This tab follows at once: the header and the tab's title.
  await expect(page.getByRole('link', { name: `${name} home` }).first()).toBeVisible();
  await expect(page).toHaveTitle(name);

  // A visitor (no session) opening the public home sees the new name in the new colour.
  const visitor = await browser.newContext();
  const home = await visitor.newPage();
  await home.goto('/home-page-new');
  await expect(home.getByRole('heading', { level: 1, name })).toBeVisible();
  const headerName = home
    .getByRole('link', { name: `${name} home` })
    .first()
    .getByText(name);
  await expect(headerName).toHaveCSS('color', shade7(colour));
  const primary = await home.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-brand-6').trim(),
  );
  expect(primary.toLowerCase()).toBe(colour);
  await expect(home).toHaveTitle(name);
  await expect(home.locator('meta[property="og:site_name"]')).toHaveAttribute('content', name);
  await expect(home.locator('meta[name="theme-color"]')).toHaveAttribute('content', colour);

  // The web app manifest, as a browser installing the app reads it.
  const manifest = await (await home.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name, theme_color: colour });

  // A recipe page's shared-link tags carry the new name too.
  await home.goto('/all-recipes');
  const firstRecipe = home.locator('a[href^="/recipe/"]').first();
  await expect(firstRecipe).toBeVisible();
  const recipeHtml = await (await home.request.get((await firstRecipe.getAttribute('href'))!)).text();
  expect(recipeHtml).toContain(`<meta property="og:site_name" content="${name}">`);
  expect(recipeHtml).toMatch(new RegExp(`<title>[^<]* \\| ${name}</title>`));

  // The next e-mail (a password reset) is sent in the new name.
  const before = mailsTo(demo.member.email).length;
  await home.goto('/forgot-password');
  await home.getByLabel('Email').fill(demo.member.email);
  await home.getByRole('button', { name: 'Send reset link' }).click();
  await expect(home).toHaveURL(/\/login$/);
  const mail = (await lastMailTo(demo.member.email, { after: before, matching: name })) as {
    text: string;
    subject?: string;
    from?: string;
  };
  expect(mail.subject).toBe(`${name}: reset your password`);
  expect(mail.from).toMatch(new RegExp(`^${name} <`));
  await visitor.close();
});
