/** Business constants and limits (spec 000 §9, 001 §9, 002 §9). */
export const limits = {
  maxAttachmentBytes: 5_000_000,
  passwordMin: 8,
  passwordMax: 20,
  deviceIdMax: 150,
  /** A browser push subscription (endpoint and keys) is well under 1 kB. */
  registrationIdMax: 4096,
  /** Devices one member may have registered for notifications at once. */
  devicesPerMember: 20,
  welcomeDelayMs: 5000,
  expertVideoDelayMs: 2000,
  announcementPopupMs: 4500,
  backToTopPx: 250,
  searchDebounceMs: 500,
  searchMinLength: 2,
  pageSize: 25,
  playerMaxHeightPx: 480,
  resetTokenTtlMinutes: 60,
  /** How long an e-mail verification link works. */
  verifyTokenTtlHours: 48,
} as const;

export const roles = ['user', 'owner', 'admin', 'editor', 'moderator', 'support'] as const;
export type Role = (typeof roles)[number];

export const providers = ['email', 'google', 'facebook'] as const;
export type Provider = (typeof providers)[number];

export const labelColors = ['violet', 'yellow', 'black'] as const;
export const reportReasons = [
  "It's spam",
  'Intellectual property violation',
  'Bullying or harassment',
  'Nudity or sexual activity',
  'Something else',
] as const;
export const postTypes = ['status', 'photo', 'video', 'recipe'] as const;
export const membershipTypes = ['per_product', 'monthly', 'annual'] as const;

/**
 * Window properties shared by a server-drawn page's inline gate and the app (decision 610):
 * the buttons clicked before React had hydrated them, kept to be clicked again once it has, and
 * the app's function that does so.
 */
export const servedPageGlobals = {
  earlyClicks: '__simmerEarlyClicks',
  replay: '__simmerReplayClicks',
} as const;

/** The prefix of the property React keeps an element's props in, once it has hydrated it. */
export const reactPropsKey = '__reactProps$';

/** Keys the web app keeps in local storage, with the meaning the spec gives them. */
export const storageKeys = {
  session: 'simmer.user',
  videoId: 'videoId',
  episodeId: 'episodeId',
  recipeId: 'recipeId',
  plan: 'plan',
  productDetail: 'productDetail',
  premiumLogin: 'premiumLogin',
  registrationId: 'registrationId',
  listPage: 'simmer.listPage',
  // the store's chosen collection (spec 001 §2 "/collections")
  collectionId: 'collectionId',
  collectionTitle: 'collectionTitle',
  collectionHandle: 'collectionHandle',
} as const;
