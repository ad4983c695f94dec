import { fullChromiumPath, launchOptions } from './support/chromium';
import { signUp } from './support/helpers';
import { expect, type Page, test } from './support/test';

// Background Sync: the headless shell the other journeys run in never fires a service worker's
// `sync` event, so this journey runs in Debian's full Chromium (e2e/support/chromium.ts).
test.use({ launchOptions: { ...launchOptions, executablePath: fullChromiumPath } });

const pageToken = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('simmer.user') ?? '{}') as { access_token: string }).access_token,
  );

test('offline: a check-off made offline is sent by the service worker after the page is closed and the network returns', async ({
  page,
  context,
  request,
}) => {
  await signUp(page);
  const token = await pageToken(page);
  const auth = { authorization: `Bearer ${token}` };
  const created = await request.post('/v1/grocery/lists/', {
    headers: auth,
    data: {
      list_name: 'Market',
      grocery_items: [
        { item_name: 'Leeks', quantity: '2', category: 'vegetable' },
        { item_name: 'Butter', quantity: '250', unit: 'g', category: 'dairy' },
      ],
    },
  });
  expect(created.ok()).toBeTruthy();
  const list = (await created.json()).data as {
    id: number;
    grocery_items: Array<{ id: number; item_name: string }>;
  };
  const leeks = list.grocery_items.find((i) => i.item_name === 'Leeks')!;

  // Offline emulation is set per target, and a service worker that starts again meanwhile is a
  // new one, while Background Sync fires at once since the machine itself is online: the
  // check-off's request could slip out before the network "returns". So while offline it is
  // also refused here, for the page and the worker alike (Chromium routes a worker's requests).
  let networkAway = false;
  await context.route('**/v1/grocery/items/**', (route) =>
    networkAway ? route.abort('internetdisconnected') : route.continue(),
  );

  await page.goto(`/view-grocery-list/${list.id}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // Loaded once online, the list is readable offline.
  await page.reload();
  await expect(page.getByText('Leeks', { exact: true })).toBeVisible();
  networkAway = true;
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Leeks', { exact: true })).toBeVisible();
  await expect(page.getByText(/You are offline/)).toBeVisible();

  const row = page.getByTestId('grocery-item').filter({ has: page.getByText('Leeks', { exact: true }) });
  await row.getByRole('checkbox').check();
  await expect(row.getByRole('checkbox')).toBeChecked();
  // The service worker holds the change in IndexedDB.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('simmer-sw');
            open.onsuccess = () => {
              const req = open.result.transaction('purchases').objectStore('purchases').count();
              req.onsuccess = () => resolve(req.result);
              req.onerror = () => resolve(-1);
            };
            open.onerror = () => resolve(-1);
          }),
      ),
    )
    .toBe(1);

  // The page is closed; the server has not heard of the change yet.
  await page.close();
  const purchased = async () => {
    const res = await request.get(`/v1/grocery/lists/${list.id}/`, { headers: auth });
    return (
      (await res.json()) as { grocery_items: Array<{ id: number; purchased: boolean }> }
    ).grocery_items.find((i) => i.id === leeks.id)?.purchased;
  };
  expect(await purchased()).toBe(false);

  networkAway = false;
  await context.setOffline(false);
  await expect.poll(purchased, { timeout: 30_000 }).toBe(true);
});
