import type { AppContext } from '../../context';
import { accountRecordOf, devicesOf } from '../auth/auth.read';
import {
  couponsRedeemedBy,
  giftsBoughtBy,
  itemsBoughtBy,
  paymentsOf,
  planRecordOf,
} from '../billing/billing.read';
import { postsOf } from '../community/community.read';
import { listsOf } from '../grocery/grocery.read';
import { liveCommentsOf } from '../live/live.read';
import { mailRecordOf } from '../newsletters/newsletters.read';
import { notificationsOf } from '../notifications/notifications.read';
import { bookmarksOf, commentsOf, likesOf } from '../reactions/reactions.read';
import { recipeBoxOf } from '../recipe-box/recipe-box.read';
import { notesOf } from '../recipe-notes/recipe-notes.read';
import { ordersOf } from '../store/store.read';
import { positionsOf, visitsOf } from '../watching/watching.read';

/** One JSON document of the archive: a domain of the member's data. */
export interface ArchiveDocument {
  file: string;
  /** What the README says the file holds. */
  about: string;
  data: unknown;
}

/** An uploaded image of the member's own (a post's or a comment's picture, their avatar). */
export interface ArchiveImage {
  /** Its path inside the archive. */
  file: string;
  url: string;
}

/**
 * Everything Simmer keeps about one member, read through each module's read API, as the
 * archive's documents (one per domain) and the images they uploaded.
 */
export async function gatherMemberData(ctx: AppContext, userId: number) {
  const db = ctx.db;
  const account = await accountRecordOf(db, userId);
  if (!account) return null;
  const [devices, posts, comments, liveComments, likes, bookmarks, lists, notifications] = await Promise.all([
    devicesOf(db, userId),
    postsOf(db, userId),
    commentsOf(db, userId),
    liveCommentsOf(db, userId),
    likesOf(db, userId),
    bookmarksOf(db, userId),
    listsOf(db, userId),
    notificationsOf(db, userId),
  ]);
  const [watchPositions, homeVisits] = await Promise.all([positionsOf(db, userId), visitsOf(db, userId)]);
  const [plan, purchases, payments, orders, gifts, coupons, mail, recipeNotes] = await Promise.all([
    planRecordOf(db, userId),
    itemsBoughtBy(db, userId),
    paymentsOf(db, userId),
    ordersOf(db, userId),
    giftsBoughtBy(db, userId),
    couponsRedeemedBy(db, userId),
    mailRecordOf(db, userId, account.email),
    notesOf(db, userId),
  ]);
  const recipeBox = await recipeBoxOf(db, userId);

  const images: ArchiveImage[] = [];
  const imageOf = (url: string | null, file: string) => {
    if (!url) return null;
    const name = `images/${file}${extensionOf(url)}`;
    images.push({ file: name, url });
    return name;
  };

  const documents: ArchiveDocument[] = [
    {
      file: 'profile.json',
      about: 'your account: name, e-mail, how you sign in, your picture and settings',
      data: {
        ...account,
        profile_image_file: imageOf(account.profileImage, 'profile-picture'),
      },
    },
    {
      file: 'devices.json',
      about: 'the browsers and devices you registered for notifications',
      data: devices,
    },
    {
      file: 'posts.json',
      about: 'your community posts (their pictures are in images/)',
      data: posts.map((p) => ({ ...p, image_file: imageOf(p.image, `post-${p.id}`) })),
    },
    {
      file: 'comments.json',
      about: 'your comments on videos, episodes, recipes and posts, and your livestream chat messages',
      data: {
        comments: comments.map((c) => ({ ...c, image_file: imageOf(c.image, `comment-${c.id}`) })),
        livestream_chat: liveComments,
      },
    },
    {
      file: 'likes-and-saved.json',
      about: 'what you liked and what you saved (bookmarks)',
      data: { likes, saved: bookmarks },
    },
    {
      file: 'grocery-lists.json',
      about: 'your grocery lists and their items',
      data: lists,
    },
    {
      file: 'watching.json',
      about: 'where you stopped in each video and episode, and your last visits to your home',
      data: { positions: watchPositions, visits: homeVisits },
    },
    {
      file: 'recipe-notes.json',
      about: 'your private notes on recipes',
      data: recipeNotes,
    },
    {
      file: 'notifications.json',
      about: 'the notifications you received',
      data: notifications,
    },
    {
      file: 'mail.json',
      about: 'your mail preferences and the newsletters sent to you',
      data: mail,
    },
    {
      file: 'purchases.json',
      about:
        'your membership, the single items you bought, every payment, the gifts you gave and the coupons you used (amounts in cents)',
      data: { membership: plan, purchases, payments, gifts, coupons },
    },
    {
      file: 'store-orders.json',
      about: 'your store orders with their items and delivery details (amounts in cents)',
      data: orders,
    },
    {
      file: 'recipe-box.json',
      about: 'your recipe box collections, what you marked as cooked, and your meal plan',
      data: recipeBox,
    },
  ];
  return { account, documents, images };
}

function extensionOf(url: string): string {
  const m = /\.(jpe?g|png|webp|gif)(?:$|\?)/i.exec(url);
  return m ? `.${m[1]!.toLowerCase()}` : '';
}
