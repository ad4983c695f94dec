import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DELETE_ACCOUNT_WORD, msg } from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import {
  createTestApp,
  createUser,
  login,
  signedIn,
  signUpWithLink,
  type TestApp,
} from '../../../test/harness';
import {
  bookmarks,
  comments,
  connectedRecipes,
  devices,
  groceryItems,
  groceryLists,
  likes,
  memberships,
  notifications,
  payments,
  purchases,
  recipeCollections,
  recipeNotes,
  refreshTokens,
  storeOrderLines,
  storeOrders,
  userPosts,
  users,
  youtubeRecipes,
} from '../../db/schema';
import { readOutbox } from '../../platform/mail/outbox';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { role: 'admin' });
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url: `/v1${url}`, headers: headers as Record<string, string>, payload });

/** The archive's files by name. */
function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
const json = (files: Map<string, Buffer>, name: string) => JSON.parse(files.get(name)!.toString('utf8'));

let seq = 0;
/** A member with a row in every domain the archive covers, and a picture on their post. */
async function memberWithData(tag: string) {
  seq += 1;
  const m = await signedIn(t, { firstName: `Ana${tag}`, lastName: 'Lopez' });
  const db = t.database.db;
  // As storeImage keeps a picture: three sizes of one stem; the post shows the large one.
  const stem = `images/ad/${tag.toLowerCase()}${seq}post`;
  const imageKey = `${stem}-1600.jpg`;
  const smallKey = `${stem}-400.jpg`;
  const imageBytes = Buffer.from(`jpeg bytes of ${tag}`);
  const [post] = await db
    .insert(userPosts)
    .values({
      userId: m.user.id,
      postType: 'photo',
      statusText: `post of ${tag}`,
      image: `/v1/media/files/${imageKey}`,
    })
    .returning();
  for (const key of [imageKey, smallKey, `${stem}-800.jpg`]) {
    const file = path.join(t.dataDir, 'media', key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, imageBytes);
  }
  const [comment] = await db
    .insert(comments)
    .values({ userId: m.user.id, commentType: 'user_post', contentId: post!.id, text: `comment of ${tag}` })
    .returning();
  await db.insert(likes).values({ userId: m.user.id, contentType: 'user_post', contentId: post!.id });
  await db.insert(bookmarks).values({ userId: m.user.id, contentType: 'user_post', contentId: post!.id });
  const [list] = await db
    .insert(groceryLists)
    .values({ userId: m.user.id, name: `list of ${tag}` })
    .returning();
  await db.insert(groceryItems).values({ listId: list!.id, name: `flour ${tag}`, category: 'Baking' });
  await db.insert(recipeCollections).values({ userId: m.user.id, name: `box of ${tag}` });
  const [noteParent] = await db
    .insert(youtubeRecipes)
    .values({ title: `dish of ${tag}`, isPublish: true })
    .returning();
  const [noted] = await db
    .insert(connectedRecipes)
    .values({ name: `dish of ${tag}`, contentType: 'youtube_recipe', youtubeRecipeId: noteParent!.id })
    .returning();
  await db.insert(recipeNotes).values({ userId: m.user.id, recipeId: noted!.id, text: `note of ${tag}` });
  await db
    .insert(notifications)
    .values({ userId: m.user.id, type: 'announcement', message: `news for ${tag}` });
  await db.insert(devices).values({
    userId: m.user.id,
    registrationId: `https://push.example.com/${tag}${seq}`,
    deviceId: `${tag}${seq}`,
  });
  const now = Date.now();
  await db.insert(memberships).values({
    userId: m.user.id,
    type: 'monthly',
    startDate: new Date(now - 86_400_000),
    endDate: new Date(now + 29 * 86_400_000),
    recurring: true,
    processor: 'sandbox',
    paymentMethodId: 'tok_sandbox_visa',
    cardBrand: 'visa',
    cardLast4: '4242',
  });
  await db.insert(purchases).values({ userId: m.user.id, productType: 'video', productId: 900 + seq });
  await db.insert(payments).values({
    userId: m.user.id,
    kind: 'membership',
    membershipType: 'monthly',
    amountCents: 999,
    status: 'succeeded',
    processor: 'sandbox',
    processorRef: `ch_${tag}${seq}`,
    chargeKey: `key-${tag}-${seq}`,
  });
  const [order] = await db
    .insert(storeOrders)
    .values({
      userId: m.user.id,
      email: m.user.email,
      shippingAddress: {
        name: `Ana${tag} Lopez`,
        line1: '1 Olive Street',
        line2: '',
        city: 'Springfield',
        region: 'CA',
        postcode: '90001',
        country: 'US',
      },
      subtotalCents: 2500,
      taxCents: 200,
      totalCents: 2700,
    })
    .returning();
  await db.insert(storeOrderLines).values({
    orderId: order!.id,
    productTitle: `Apron ${tag}`,
    variantTitle: 'Black',
    quantity: 1,
    unitPriceCents: 2500,
  });
  return { ...m, post: post!, comment: comment!, list: list!, order: order!, imageKey, smallKey, imageBytes };
}

describe('member data export', () => {
  it("holds every domain's rows of the member and none of another member's", async () => {
    const a = await memberWithData('Alpha');
    const b = await memberWithData('Bravo');
    const res = await inject('GET', '/users/profile/export/', a.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename=".+-data-\d+-\d{4}-\d\d-\d\d\.zip"/,
    );
    const files = await unzip(res.rawPayload);
    expect([...files.keys()].sort()).toEqual(
      [
        'README.txt',
        'comments.json',
        'devices.json',
        'grocery-lists.json',
        `images/post-${a.post.id}.jpg`,
        'likes-and-saved.json',
        'mail.json',
        'notifications.json',
        'posts.json',
        'profile.json',
        'purchases.json',
        'recipe-box.json',
        'recipe-notes.json',
        'store-orders.json',
        'watching.json',
      ].sort(),
    );
    expect(files.get('README.txt')!.toString()).toContain('posts.json');
    expect(json(files, 'mail.json')).toMatchObject({
      preferences: { newsletters: true },
      newsletters_received: [],
    });
    expect(json(files, 'profile.json')).toMatchObject({
      id: a.user.id,
      email: a.user.email,
      firstName: 'AnaAlpha',
    });
    expect(json(files, 'profile.json')).not.toHaveProperty('passwordHash');
    expect(json(files, 'devices.json')).toHaveLength(1);
    expect(json(files, 'posts.json')).toMatchObject([{ id: a.post.id, statusText: 'post of Alpha' }]);
    expect(files.get(`images/post-${a.post.id}.jpg`)).toEqual(a.imageBytes);
    expect(json(files, 'comments.json').comments).toMatchObject([
      { id: a.comment.id, text: 'comment of Alpha' },
    ]);
    expect(json(files, 'likes-and-saved.json')).toMatchObject({
      likes: [{ contentType: 'user_post', contentId: a.post.id }],
      saved: [{ contentType: 'user_post', contentId: a.post.id }],
    });
    expect(json(files, 'grocery-lists.json')).toMatchObject([
      { list_name: 'list of Alpha', grocery_items: [{ item_name: 'flour Alpha' }] },
    ]);
    expect(json(files, 'notifications.json')).toMatchObject([{ message: 'news for Alpha' }]);
    expect(json(files, 'recipe-box.json')).toMatchObject({
      collections: [{ name: 'box of Alpha', shared_by_link: false, items: [] }],
      cooked: [],
      meal_plan: [],
    });
    expect(json(files, 'recipe-notes.json')).toEqual([
      expect.objectContaining({ recipe_name: 'dish of Alpha', text: 'note of Alpha' }),
    ]);
    const bought = json(files, 'purchases.json');
    expect(bought.membership).toMatchObject({ type: 'monthly', recurring: true, cardLast4: '4242' });
    expect(bought.membership).not.toHaveProperty('paymentMethodId');
    expect(bought.payments).toMatchObject([{ amountCents: 999, status: 'succeeded' }]);
    expect(bought.purchases).toHaveLength(1);
    expect(bought.gifts).toEqual([]);
    expect(bought.coupons).toEqual([]);
    expect(json(files, 'store-orders.json')).toMatchObject([
      { id: a.order.id, totalCents: 2700, lines: [{ productTitle: 'Apron Alpha' }] },
    ]);
    // Nothing of the other member, anywhere in the archive.
    const everything = [...files.values()].map((f) => f.toString('utf8')).join('\n');
    expect(everything).not.toContain('Bravo');
    expect(everything).not.toContain(b.user.email);
  });

  it('needs a signed-in member, and is limited per member', async () => {
    expect((await inject('GET', '/users/profile/export/', {})).statusCode).toBe(401);
    const m = await signedIn(t);
    for (let i = 0; i < 3; i += 1) {
      expect((await inject('GET', '/users/profile/export/', m.headers)).statusCode).toBe(200);
    }
    const limited = await inject('GET', '/users/profile/export/', m.headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().msg).toBe(msg.exportTooOften);
    // Another member is not held back by the first one's downloads.
    const other = await signedIn(t);
    expect((await inject('GET', '/users/profile/export/', other.headers)).statusCode).toBe(200);
  });

  it("lets staff download a member's archive, not a member another's", async () => {
    const a = await memberWithData('Charlie');
    const res = await inject('GET', `/adminpanel/users/${a.user.id}/export/`, admin.headers);
    expect(res.statusCode).toBe(200);
    const files = await unzip(res.rawPayload);
    expect(json(files, 'posts.json')).toMatchObject([{ id: a.post.id }]);
    const other = await signedIn(t);
    expect((await inject('GET', `/adminpanel/users/${a.user.id}/export/`, other.headers)).statusCode).toBe(
      403,
    );
    expect((await inject('GET', '/adminpanel/users/999999/export/', admin.headers)).statusCode).toBe(404);
  });
});

const confirm = (password?: string, confirmation = DELETE_ACCOUNT_WORD) => ({ password, confirmation });
const outbox = () => readOutbox(path.join(t.dataDir, 'outbox'));
async function mailTo(to: string) {
  for (let i = 0; i < 250; i += 1) {
    const mail = (await outbox()).find((m) => m.to === to);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail to ${to}`);
}

async function expectErased(a: Awaited<ReturnType<typeof memberWithData>>) {
  const db = t.database.db;
  const [row] = await db.select().from(users).where(eq(users.id, a.user.id));
  expect(row).toMatchObject({
    email: `deleted-${a.user.id}@deleted.invalid`,
    firstName: 'Deleted',
    lastName: 'member',
    passwordHash: null,
    googleSub: null,
    profileImage: null,
    isActive: false,
  });
  expect(row!.deletedAt).toBeInstanceOf(Date);
  // Posts, comments, likes, saved items, lists, notifications and devices are gone.
  expect(await db.select().from(userPosts).where(eq(userPosts.userId, a.user.id))).toEqual([]);
  expect(await db.select().from(comments).where(eq(comments.userId, a.user.id))).toEqual([]);
  expect(await db.select().from(likes).where(eq(likes.userId, a.user.id))).toEqual([]);
  expect(await db.select().from(bookmarks).where(eq(bookmarks.userId, a.user.id))).toEqual([]);
  expect(await db.select().from(groceryLists).where(eq(groceryLists.userId, a.user.id))).toEqual([]);
  expect(await db.select().from(recipeCollections).where(eq(recipeCollections.userId, a.user.id))).toEqual(
    [],
  );
  expect(await db.select().from(recipeNotes).where(eq(recipeNotes.userId, a.user.id))).toEqual([]);
  expect(await db.select().from(notifications).where(eq(notifications.userId, a.user.id))).toEqual([]);
  expect(await db.select().from(devices).where(eq(devices.userId, a.user.id))).toEqual([]);
  const tokens = await db.select().from(refreshTokens).where(eq(refreshTokens.userId, a.user.id));
  expect(tokens.length).toBeGreaterThan(0);
  expect(tokens.every((r) => r.revokedAt !== null)).toBe(true);
  // The plan stops renewing and forgets the card; the paid term stays.
  const [plan] = await db.select().from(memberships).where(eq(memberships.userId, a.user.id));
  expect(plan).toMatchObject({ recurring: false, paymentMethodId: null, cardLast4: null, type: 'monthly' });
  // Payments, purchases and orders stay, without the name, e-mail or street address.
  expect(await db.select().from(payments).where(eq(payments.userId, a.user.id))).toMatchObject([
    { amountCents: 999, status: 'succeeded' },
  ]);
  expect(await db.select().from(purchases).where(eq(purchases.userId, a.user.id))).toHaveLength(1);
  const [order] = await db.select().from(storeOrders).where(eq(storeOrders.id, a.order.id));
  expect(order).toMatchObject({ userId: a.user.id, totalCents: 2700, email: null });
  expect(order!.shippingAddress).toEqual({
    name: '',
    line1: '',
    line2: '',
    city: '',
    postcode: '',
    region: 'CA',
    country: 'US',
  });
  expect(await db.select().from(storeOrderLines).where(eq(storeOrderLines.orderId, a.order.id))).toHaveLength(
    1,
  );
  // The post's picture is removed from storage, every size of it.
  for (const key of [a.imageKey, a.smallKey]) {
    const gone = await t.app.inject({ method: 'GET', url: `/v1/media/files/${key}` });
    expect(gone.statusCode).toBe(404);
  }
}

describe('account deletion by the member', () => {
  it('refuses a wrong password or a missing confirmation word, and changes nothing', async () => {
    const a = await memberWithData('Delta');
    const wrong = await inject('POST', '/users/profile/delete/', a.headers, confirm('NotMyPassw0rd'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ password: msg.deleteAccountPasswordWrong });
    const missing = await inject('POST', '/users/profile/delete/', a.headers, confirm(undefined));
    expect(missing.statusCode).toBe(400);
    const word = await inject(
      'POST',
      '/users/profile/delete/',
      a.headers,
      confirm(a.user.password, 'delete it'),
    );
    expect(word.statusCode).toBe(400);
    expect(word.json().errors.confirmation).toBe(`Please type ${DELETE_ACCOUNT_WORD} to confirm.`);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, a.user.id));
    expect(row).toMatchObject({ email: a.user.email, isActive: true, deletedAt: null });
    expect((await login(t, a.user.email, a.user.password)).access_token).toBeTruthy();
  });

  it('erases the account, removes posts and comments, keeps payments without the name', async () => {
    const a = await memberWithData('Echo');
    // Someone else's comment on the member's post goes with the post.
    const other = await createUser(t);
    await t.database.db
      .insert(comments)
      .values({ userId: other.id, commentType: 'user_post', contentId: a.post.id, text: 'lovely' });
    const res = await inject('POST', '/users/profile/delete/', a.headers, confirm(a.user.password));
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe(msg.accountDeleted);
    await expectErased(a);
    expect(await t.database.db.select().from(comments).where(eq(comments.userId, other.id))).toEqual([]);
    // The confirmation went to the address the account had.
    const mail = await mailTo(a.user.email);
    expect(mail.text).toContain('has been deleted');
    // The account can no longer sign in, nor refresh its session.
    const signIn = await inject(
      'POST',
      '/users/rest-auth/login/',
      {},
      { email: a.user.email, password: a.user.password },
    );
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().msg).toBe(msg.invalidCredentials);
    const refreshed = await inject(
      'POST',
      '/users/rest-auth/token/refresh/',
      {},
      { refresh: a.refresh_token },
    );
    expect(refreshed.statusCode).toBe(401);
    // Its address can sign up again, as a new account.
    const again = await signUpWithLink(t, {
      email: a.user.email,
      first_name: 'Ana',
      last_name: 'Again',
      password1: 'Kitchen2026',
      password2: 'Kitchen2026',
    });
    expect(again.answer.statusCode).toBe(201);
    expect(again.opened.statusCode).toBe(200);
    expect(again.opened.json().user.id).not.toBe(a.user.id);
  });

  it('asks an account without a password for a recent sign-in', async () => {
    const m = await signedIn(t);
    await t.database.db
      .update(users)
      .set({ passwordHash: null, provider: 'google' })
      .where(eq(users.id, m.user.id));
    const stale = new Date(Date.now() - 60 * 60_000);
    await t.database.db
      .update(refreshTokens)
      .set({ createdAt: stale })
      .where(eq(refreshTokens.userId, m.user.id));
    const res = await inject('POST', '/users/profile/delete/', m.headers, confirm(undefined));
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe(msg.deleteAccountSignInAgain);
    await t.database.db
      .update(refreshTokens)
      .set({ createdAt: new Date() })
      .where(eq(refreshTokens.userId, m.user.id));
    expect((await inject('POST', '/users/profile/delete/', m.headers, confirm(undefined))).statusCode).toBe(
      200,
    );
  });
});

describe('account deletion by staff', () => {
  it('deletes a member the same way', async () => {
    const a = await memberWithData('Foxtrot');
    const word = await inject('POST', `/adminpanel/users/${a.user.id}/delete/`, admin.headers, {
      confirmation: 'x',
    });
    expect(word.statusCode).toBe(400);
    const res = await inject('POST', `/adminpanel/users/${a.user.id}/delete/`, admin.headers, {
      confirmation: DELETE_ACCOUNT_WORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe(msg.adminMemberDeleted);
    await expectErased(a);
    expect((await mailTo(a.user.email)).text).toContain('deleted by our team');
    // The deleted account leaves the admin's member list.
    const list = await inject('GET', '/adminpanel/users/?search_name_email=deleted.invalid', admin.headers);
    expect(list.json().results.map((r: { id: number }) => r.id)).not.toContain(a.user.id);
    const twice = await inject('POST', `/adminpanel/users/${a.user.id}/delete/`, admin.headers, {
      confirmation: DELETE_ACCOUNT_WORD,
    });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses staff accounts, and members calling it', async () => {
    const other = await signedIn(t, { role: 'admin' });
    const staff = await inject('POST', `/adminpanel/users/${other.user.id}/delete/`, admin.headers, {
      confirmation: DELETE_ACCOUNT_WORD,
    });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().msg).toBe(msg.staffAccountNotDeletable);
    const own = await inject('POST', '/users/profile/delete/', other.headers, confirm(other.user.password));
    expect(own.statusCode).toBe(403);
    const member = await signedIn(t);
    const victim = await createUser(t);
    const denied = await inject('POST', `/adminpanel/users/${victim.id}/delete/`, member.headers, {
      confirmation: DELETE_ACCOUNT_WORD,
    });
    expect(denied.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, victim.id));
    expect(row!.deletedAt).toBeNull();
  });
});
