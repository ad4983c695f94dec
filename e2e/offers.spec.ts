import { demo, lastMailTo, signInAs, signUpLink, signUpQuickly } from './support/helpers';
import { expect, test } from './support/test';

async function fillCard(page: import('@playwright/test').Page, number: string) {
  const form = page.getByRole('form', { name: 'Add Your Card Details' });
  await form.getByLabel('Card Number').fill(number);
  await form.getByLabel('MM').fill('12');
  await form.getByLabel('YYYY').fill('2034');
  await form.getByLabel('CVV').fill('123');
  return form;
}

const stamp = Date.now().toString(36).toUpperCase();

test('an admin makes a coupon; a member pays the discounted price; receipt and ledger show the discount', async ({
  page,
  browser,
}) => {
  const code = `HALF${stamp}`;
  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await signInAs(admin, demo.admin);
  await admin.goto('/admin-coupons');
  await expect(admin.getByRole('heading', { name: 'Coupons' })).toBeVisible();
  const form = admin.getByRole('region', { name: 'New coupon' });
  await form.getByLabel('Code').fill(code.toLowerCase());
  await form.getByLabel(/^Discount(\s*\*)?$/).fill('50');
  await form.getByLabel('Redemption limit').fill('5');
  await form.getByRole('button', { name: 'Create coupon' }).click();
  await expect(admin.getByText(`Coupon ${code} created.`)).toBeVisible();
  const row = admin.getByTestId(`coupon-${code}`);
  await expect(row).toContainText('50 %');
  await expect(row).toContainText('0 of 5');

  // The member: a wrong code is refused, the right one changes the order summary.
  const { email } = await signUpQuickly(page);
  await page.goto('/premium-plans');
  await page.getByTestId('plan-monthly').getByRole('button', { name: 'Choose' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  const coupon = page.getByLabel('Coupon code');
  await coupon.fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This coupon code does not exist.')).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('$9.99');
  await coupon.fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('order-price')).toHaveText('$9.99');
  await expect(page.getByTestId('order-discount')).toHaveText('−$5.00');
  await expect(page.getByTestId('order-total')).toHaveText('$4.99');
  await expect(page.getByTestId('coupon-lasts')).toHaveText(
    'The discount applies to the first payment only.',
  );

  const card = await fillCard(page, '4242424242424242');
  await card.getByRole('button', { name: 'Make Payment $4.99' }).click();
  await expect(page).toHaveURL(/\/user-plan-details$/);
  const receipt = await lastMailTo(email, { matching: '$4.99' });
  expect(receipt.text).toContain(`Discount (${code}): -$5.00`);
  expect(receipt.text).toContain('Price: $9.99');

  // The admin: one redemption counted, the discount on the revenue page and in the ledger.
  await admin.goto('/admin-coupons');
  await expect(admin.getByTestId(`coupon-${code}`)).toContainText('1 of 5');
  await admin.goto('/admin-revenue');
  await expect(admin.getByTestId('revenue-discounts')).toContainText('$');
  const token = await admin.evaluate(
    () => JSON.parse(localStorage.getItem('simmer.user') ?? '{}').access_token as string,
  );
  const today = new Date().toISOString().slice(0, 10);
  const csv = await admin.request.get(`/v1/admin/revenue/ledger.csv?from=${today}&to=${today}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const line = (await csv.text()).split('\r\n').find((l) => l.includes(email));
  expect(line).toContain(`,4.99,5.00,${code},`);

  // Deactivated after a confirmation: the code no longer applies.
  await admin.goto('/admin-coupons');
  await admin.getByRole('button', { name: `Deactivate ${code}` }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(admin.getByTestId(`coupon-${code}`)).toContainText('Inactive');
  await staff.close();
});

test('an admin gives the annual plan a free trial; a member starts it with nothing charged and cancels before the first charge', async ({
  page,
  browser,
}) => {
  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await signInAs(admin, demo.admin);
  const adminToken = async () =>
    admin.evaluate(() => JSON.parse(localStorage.getItem('simmer.user') ?? '{}').access_token as string);
  try {
    await admin.goto('/admin-settings');
    const prices = admin.getByTestId('settings-prices');
    await prices.getByLabel('Annual plan: free trial (days)').fill('7');
    await prices.getByRole('button', { name: 'Save prices' }).click();
    await expect(admin.getByText('Prices updated.')).toBeVisible();

    const { email } = await signUpQuickly(page);
    await page.goto('/premium-plans');
    await page.getByTestId('plan-annual').getByRole('button', { name: 'Choose' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByTestId('order-trial')).toHaveText('Free for 7 days');
    await expect(page.getByTestId('order-total')).toHaveText('$0.00');
    await expect(page.getByTestId('trial-first-charge')).toContainText(
      'Your first payment of $99.99 will be on',
    );
    const card = await fillCard(page, '4242424242424242');
    await card.getByRole('button', { name: 'Make Payment $0.00' }).click();
    await expect(page).toHaveURL(/\/user-plan-details$/);
    await expect(page.getByText(/Your free trial of the annual plan has started\./)).toBeVisible();
    const trial = page.getByTestId('plan-trial');
    await expect(trial).toContainText('Free trial: your first payment of $99.99 will be on');

    const mail = await lastMailTo(email, { matching: 'free trial' });
    expect(mail.text).toMatch(
      /Your first payment of \$99\.99 will be charged to your card on \d{4}-\d\d-\d\d/,
    );

    // Cancelled before the trial ends: nothing will be charged.
    await page.getByRole('button', { name: 'Cancel renewal' }).click();
    await page.getByRole('button', { name: 'Yes, cancel renewal' }).click();
    await expect(trial).toContainText('nothing will be charged');

    // The ledger: a trial row at 0, and no charge.
    const today = new Date().toISOString().slice(0, 10);
    const csv = await admin.request.get(`/v1/admin/revenue/ledger.csv?from=${today}&to=${today}`, {
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
    const lines = (await csv.text()).split('\r\n').filter((l) => l.includes(email));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(',trial,Free trial of the Annual plan,0.00,0.00,,');
    await admin.goto('/admin-revenue');
    await expect(admin.getByTestId('revenue-trials')).toContainText(/[1-9]/);
  } finally {
    // Other journeys on this server pay for plans at once.
    await admin.request.put('/v1/payments/membership-pricing/', {
      headers: { authorization: `Bearer ${await adminToken()}` },
      data: { prices: [{ membership_type: 'annual', price: 9999, trial_days: 0 }] },
    });
    await staff.close();
  }
});

test('a member gives 3 months; a new person signs up from the link, redeems it and has the plan; the buyer sees it redeemed', async ({
  page,
  browser,
}) => {
  const friend = { email: `gift-${Date.now()}@example.com`, password: 'Simmer2026' };
  const { email: buyerEmail } = await signUpQuickly(page);
  await page.goto('/premium-plans');
  await page.getByRole('link', { name: 'Give a membership as a gift' }).click();
  await expect(page).toHaveURL(/\/gift$/);
  await page.getByRole('radio', { name: '3 months · $29.97' }).check();
  await page.getByLabel("Recipient's e-mail").fill(friend.email);
  await page.getByLabel('Message (optional)').fill('For your Sunday roasts');
  const card = await fillCard(page, '4242424242424242');
  await card.getByRole('button', { name: 'Make Payment $29.97' }).click();
  await expect(page).toHaveURL(/\/user-plan-details$/);
  await expect(
    page.getByText(`Thank you! Your gift of 3 months is on its way to ${friend.email}.`),
  ).toBeVisible();
  await expect(page.getByTestId(`gift-${friend.email}`)).toContainText('Not redeemed yet');
  expect((await lastMailTo(buyerEmail, { matching: '$29.97' })).text).toContain('Gift membership');

  // The recipient: a mail with the link; no account yet, so sign-up on the way.
  const mail = await lastMailTo(friend.email, { matching: '/redeem-gift/' });
  expect(mail.text).toContain('For your Sunday roasts');
  const link = mail.text.match(/\/redeem-gift\/[A-Za-z0-9_-]+/)![0];
  const context = await browser.newContext();
  const them = await context.newPage();
  await them.goto(link);
  await expect(them.getByTestId('gift-summary')).toHaveText('Robin gave you 3 months of membership.');
  await them.locator('#main').getByRole('button', { name: 'Sign up' }).click();
  const signUp = them.getByRole('form', { name: 'Sign up' });
  await signUp.getByLabel('First name').fill('Gia');
  await signUp.getByLabel('Last name').fill('Friend');
  await signUp.getByLabel('Email').fill(friend.email);
  await signUp.getByLabel(/^Password/).fill(friend.password);
  await signUp.getByLabel('Confirm password').fill(friend.password);
  await signUp.getByRole('checkbox').check();
  const answered = them.waitForResponse((r) => r.url().includes('/rest-auth/registration/'));
  await signUp.getByRole('button', { name: 'Sign up' }).click();
  expect((await answered).status()).toBe(201);
  // The account is made by the link in the sign-up mail (decision 930); then back to the gift.
  await them.goto(await signUpLink(friend.email));
  await expect(them).toHaveURL(/user-home-page/);
  await them.goto(link);
  await them.getByRole('button', { name: 'Redeem gift' }).click();
  await expect(them).toHaveURL(/\/user-plan-details$/);
  await expect(them.getByText(/Your gifted membership is active until \d{4}-\d\d-\d\d/)).toBeVisible();
  await expect(them.getByTestId('plan-details')).toContainText('Monthly');
  await expect(them.getByTestId('plan-details')).toContainText('Does not renew');

  // The link works once.
  await them.goto(link);
  await expect(them.getByText('This gift has already been redeemed.')).toBeVisible();
  await context.close();

  await page.reload();
  await expect(page.getByTestId(`gift-${friend.email}`)).toContainText('Redeemed on');
});
