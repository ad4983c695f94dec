import { demo, loginAs, scrollThroughHome, signInAs } from './support/helpers';
import { expect, type Page, test } from './support/test';

async function logInInModal(page: Page, who: { email: string; password: string }) {
  const form = page.getByRole('dialog').getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(who.email);
  await form.getByLabel(/^Password/).fill(who.password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

test("a visitor following the footer's Store link is asked to log in, then lands in the store", async ({
  page,
}) => {
  await page.goto('/home-page-new');
  await scrollThroughHome(page);
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Store' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText(
    'Please log in to visit the store. You will return to it afterwards.',
  );
  await expect(page).toHaveURL(/\/home-page-new$/);
  await logInInModal(page, demo.member);
  await expect(page).toHaveURL(/\/shopping-store$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('every header leads to All Videos', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/home-page-new');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Videos' }).click();
  await expect(page).toHaveURL(/\/all-videos$/);
  await expect(page.getByRole('heading', { name: 'All Videos' })).toBeVisible();
  await loginAs(page, demo.member);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Videos' }).click();
  await expect(page).toHaveURL(/\/all-videos$/);
});

test("a member's phone menu reaches recipes, shows, grocery lists and the profile", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, demo.member);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Sidebar' });
  for (const name of [
    'Home',
    'Recipes',
    'Videos',
    'Shows',
    'Store',
    'Community',
    'Create Post',
    'My Posts',
    'Notifications',
    'Grocery Lists',
    'Saved',
    'My Profile',
  ]) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByText('Chat Board')).toHaveCount(0);
  await menu.getByRole('link', { name: 'Grocery Lists' }).click();
  await expect(page).toHaveURL(/\/grocery-lists$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/user-profile$/);
});

test('a member whose session can no longer be refreshed is told so and returns to the page after login', async ({
  page,
}) => {
  await signInAs(page, demo.member);
  await page.goto('/grocery-lists');
  await expect(page).toHaveURL(/\/grocery-lists$/);
  // The access token has expired and the refresh token is no longer valid (revoked elsewhere).
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('simmer.user') ?? 'null');
    const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '');
    session.access_token = `${b64({ alg: 'HS256' })}.${b64({ sub: '1', exp: 1 })}.x`;
    session.refresh_token = 'revoked';
    localStorage.setItem('simmer.user', JSON.stringify(session));
  });
  await page.reload();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('status')).toHaveText('Your session has expired, please log in again');
  await expect(page).toHaveURL(/\/home-page-new$/);
  await logInInModal(page, demo.member);
  await expect(page).toHaveURL(/\/grocery-lists$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('the back-to-top button steps aside for carousel arrows and footer links', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/home-page-new');
  await scrollThroughHome(page);
  const backToTop = page.getByRole('button', { name: 'Back to top' });
  // A carousel's arrows brought into the bottom-right corner: the button is not over them.
  const next = page.getByRole('button', { name: 'Next' }).first();
  await expect(next).toBeVisible();
  const bottom = await next.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y), bottom - 800 + 24);
  await expect(backToTop).toBeHidden();
  // Once they have scrolled past, it is back.
  await page.evaluate((y) => window.scrollTo(0, y), bottom - 800 + 300);
  await expect(backToTop).toBeVisible();
  // Scrolling through the footer, the button never lies over one of its links.
  const coversFooterLink = () =>
    page.evaluate(() => {
      const b = document.querySelector('[aria-label="Back to top"]')?.getBoundingClientRect();
      if (!b) return false;
      return [...document.querySelectorAll('footer a, footer button')].some((el) => {
        const r = el.getBoundingClientRect();
        return r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
      });
    });
  const footerTop = await page
    .locator('footer')
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  for (let y = Math.max(0, footerTop - 800); y <= end + 40; y += 60) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    // The button moves once the page has seen the scroll (an observer, then a transition).
    await expect.poll(coversFooterLink, { message: `scrolled to ${y}` }).toBe(false);
  }
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Recipes' }).click();
  await expect(page).toHaveURL(/\/all-recipes$/);
});
