import { lastMailTo, signUpLink, signUpQuickly } from './support/helpers';
import { expect, test } from './support/test';

async function fillCard(page: import('@playwright/test').Page, number: string) {
  const form = page.getByRole('form', { name: 'Add Your Card Details' });
  await form.getByLabel('Card Number').fill(number);
  await form.getByLabel('MM').fill('12');
  await form.getByLabel('YYYY').fill('2034');
  await form.getByLabel('CVV').fill('123');
  return form;
}

test('a member buys a monthly plan, sees it, upgrades to annual and cancels renewal', async ({ page }) => {
  const { email } = await signUpQuickly(page);

  await page.goto('/premium-plans');
  await expect(page.getByTestId('plan-monthly')).toContainText('$9.99');
  await expect(page.getByTestId('plan-annual')).toContainText('$99.99');
  await page.getByTestId('plan-monthly').getByRole('button', { name: 'Choose' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByTestId('test-mode')).toContainText('Test mode');

  // A number failing the card checks never reaches the payment call.
  let form = await fillCard(page, '4242424242424241');
  // The number is grouped in fours as it is entered.
  await expect(form.getByLabel('Card Number')).toHaveValue('4242 4242 4242 4241');
  await form.getByRole('button', { name: 'Make Payment $9.99' }).click();
  await expect(form.getByRole('alert')).toHaveText('Error Processing Card');

  // The declined test card: the server's message, and nothing granted.
  form = await fillCard(page, '4000000000000002');
  await form.getByRole('button', { name: 'Make Payment $9.99' }).click();
  await expect(form.getByRole('alert')).toHaveText('Your card was declined. Please use another card.');
  await expect(page).toHaveURL(/\/payment$/);

  // The success card; automatic renewal starts on for a recurring plan.
  await expect(page.getByTestId('order-item')).toHaveText('Monthly membership');
  await expect(page.getByTestId('order-total')).toHaveText('$9.99');
  form = await fillCard(page, '4242424242424242');
  const renewal = form.getByRole('switch', { name: 'Apply automatic monthly renewal for this plan.' });
  await expect(renewal).toBeChecked();
  await form.getByRole('button', { name: 'Make Payment $9.99' }).click();
  await expect(page).toHaveURL(/\/user-plan-details$/);
  await expect(page.getByText(/Payment successful\. Your monthly plan is active until/)).toBeVisible();
  const details = page.getByTestId('plan-details');
  await expect(details).toContainText('Monthly');
  await expect(details).toContainText('Renews automatically');
  // Shown through the shared date formatter, in the browser's language ("Dec 23, 2026").
  await expect(page.getByTestId('plan-end-date')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  expect((await lastMailTo(email, { matching: '$9.99' })).text).toContain('$9.99');

  // Upgrade: the prorated amount, and no renewal choice on the payment page.
  const upgrade = page.getByRole('button', { name: /^Upgrade to Annual for \$\d+\.\d{2}$/ });
  await expect(upgrade).toBeVisible();
  const amount = (await upgrade.textContent())!.match(/\$\d+\.\d{2}/)![0];
  await upgrade.click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { name: 'Upgrade to Annual' })).toBeVisible();
  form = await fillCard(page, '4242424242424242');
  await expect(form.getByRole('switch')).toHaveCount(0);
  await form.getByRole('button', { name: `Make Payment ${amount}` }).click();
  await expect(page).toHaveURL(/\/user-plan-details$/);
  await expect(details).toContainText('Annual');

  // Cancel renewal, after a confirmation; the plan stays.
  await page.getByRole('button', { name: 'Cancel renewal' }).click();
  await page.getByRole('button', { name: 'Yes, cancel renewal' }).click();
  await expect(details).toContainText('Does not renew');
  await expect(page.getByRole('button', { name: 'Cancel renewal' })).toHaveCount(0);
  await expect(details).toContainText('Annual');
});

test('a visitor picks a premium video, logs in from the modal, pays and lands back on the video', async ({
  page,
}) => {
  const email = `buyer-${Date.now()}@example.com`;
  const password = 'Simmer2026';
  const created = await page.request.post('/v1/users/rest-auth/registration/', {
    data: { email, first_name: 'Pat', last_name: 'Buyer', password1: password, password2: password },
  });
  expect(created.status()).toBe(201);
  const made = await page.request.post('/v1/users/verify-email/', {
    data: { token: new URLSearchParams((await signUpLink(email)).split('?')[1]).get('token') },
  });
  expect(made.status()).toBe(200);

  await page.goto('/all-videos');
  const card = page
    .getByTestId('catalog-grid')
    .getByTestId('catalog-card')
    .filter({ hasText: 'Premium' })
    .first();
  const href = await card.getAttribute('href');
  const title = (await card.getAttribute('aria-label'))!;
  const videoPath = href!.replace(/\/$/, '');
  await card.click();
  const modal = page.getByRole('dialog', { name: 'Log in' });
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel(/^Password/).fill(password);
  await modal.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${videoPath}/?$`));

  await page.getByTestId('premium-prompt').getByRole('link', { name: 'Join for $9.99/month' }).click();
  await expect(page).toHaveURL(/\/premium-plans$/);
  await page.getByTestId('plan-monthly').getByRole('button', { name: 'Choose' }).click();
  await expect(page).toHaveURL(/\/payment$/);

  // The declined card shows the error and grants nothing.
  let form = await fillCard(page, '4000000000000002');
  await form.getByRole('button', { name: 'Make Payment $9.99' }).click();
  await expect(form.getByRole('alert')).toHaveText('Your card was declined. Please use another card.');
  const stored = await page.evaluate(() =>
    (globalThis as unknown as { localStorage: { getItem(k: string): string } }).localStorage.getItem(
      'simmer.user',
    ),
  );
  const res = await page.request.get('/v1/payments/membership/', {
    headers: { authorization: `Bearer ${JSON.parse(stored).access_token}` },
  });
  expect(((await res.json()) as { membership_type: unknown }).membership_type).toBeNull();

  form = await fillCard(page, '4242424242424242');
  await form.getByRole('button', { name: 'Make Payment $9.99' }).click();
  await expect(page).toHaveURL(new RegExp(`${videoPath}/?$`));
  const video = page.getByTestId('video-player');
  await expect(video).toBeVisible();
  await expect(page.getByTestId('premium-prompt')).toHaveCount(0);
  // And it plays: k starts the player, and its time advances. The demo clips are made in the
  // background after the first start, premium ones after the free: until this one is made the
  // player says it is still being processed, and a reload plays it once it is.
  await expect(async () => {
    await page.reload();
    await page.getByRole('region', { name: title }).press('k');
    await expect
      .poll(() => video.evaluate((v) => (v as unknown as { currentTime: number }).currentTime), {
        timeout: 15_000,
      })
      .toBeGreaterThan(1);
  }).toPass({ timeout: 240_000 });
});

test('a member buys a premium video from its paywall with a card that asks for 3-D Secure', async ({
  page,
}) => {
  await signUpQuickly(page);
  await page.goto('/all-videos');
  const card = page
    .getByTestId('catalog-grid')
    .getByTestId('catalog-card')
    .filter({ hasText: 'Premium' })
    .first();
  const title = (await card.getAttribute('aria-label'))!;
  const videoPath = (await card.getAttribute('href'))!.replace(/\/$/, '');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${videoPath}/?$`));

  // The paywall names both prices.
  const prompt = page.getByTestId('premium-prompt');
  await expect(prompt.getByRole('link', { name: 'Join for $9.99/month' })).toBeVisible();
  await prompt.getByRole('button', { name: 'Buy this video for $2.99' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByTestId('order-item')).toHaveText(`video: ${title}`);
  await expect(page.getByTestId('order-total')).toHaveText('$2.99');
  await expect(page.getByTestId('test-mode')).toContainText('4000 0025 0000 3155');

  // The bank's step: failing it grants nothing and says so.
  let form = await fillCard(page, '4000002500003155');
  await form.getByRole('button', { name: 'Make Payment $2.99' }).click();
  let step = page.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(step).toContainText(title);
  await step.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'The payment was not authenticated. Please try again or use another card.',
  );
  await expect(page).toHaveURL(/\/payment$/);

  // Completing it pays, and the member is back on the video, which now plays.
  form = await fillCard(page, '4000002500003155');
  await form.getByRole('button', { name: 'Make Payment $2.99' }).click();
  step = page.getByRole('dialog', { name: 'Confirm your payment' });
  await step.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page).toHaveURL(new RegExp(`${videoPath}/?$`));
  await expect(page.getByTestId('video-player')).toBeVisible();
  await expect(page.getByTestId('premium-prompt')).toHaveCount(0);

  // The plan details list the payment that went through, the item named; the refused
  // authentication is no invoice (the admin's ledger keeps it).
  await page.goto('/user-plan-details');
  const invoices = page.getByTestId('invoices');
  await expect(invoices.getByRole('row').filter({ hasText: 'Paid' })).toContainText(title);
  await expect(invoices.getByRole('row').filter({ hasText: 'Paid' })).toContainText('$2.99');
  await expect(invoices.getByRole('row').filter({ hasText: 'Failed' })).toHaveCount(0);
});

test('the mobile checkout hands the card token to the host app', async ({ page }) => {
  await page.goto('/mobile-payment-checkout/host-ref-42');
  await page.evaluate(() => {
    const host = globalThis as unknown as { posted: string[]; ReactNativeWebView: object };
    host.posted = [];
    host.ReactNativeWebView = { postMessage: (m: string) => host.posted.push(m) };
  });
  const form = await fillCard(page, '4242424242424242');
  await form.getByRole('button', { name: 'Make Payment' }).click();
  await expect(page.getByText('Card details verified.')).toBeVisible();
  const posted = await page.evaluate(() => (globalThis as unknown as { posted: string[] }).posted);
  expect(JSON.parse(posted[0]!)).toMatchObject({
    token_id: 'host-ref-42',
    payment_method_id: expect.stringMatching(/^pm_sandbox_/),
  });
});
