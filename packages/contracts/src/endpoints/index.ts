import { accountDataEndpoints } from './account-data';
import { adminAnnouncementsEndpoints } from './admin-announcements';
import { adminContentEndpoints } from './admin-content';
import { adminFaqEndpoints } from './admin-faq';
import { adminUsersEndpoints } from './admin-users';
import { analyticsEndpoints } from './analytics';
import { auditEndpoints } from './audit';
import { authEndpoints } from './auth';
import { billingEndpoints } from './billing';
import { carouselEndpoints } from './carousel';
import { catalogEndpoints } from './catalog';
import { chapterEndpoints } from './chapters';
import { communityEndpoints } from './community';
import { connectedRecipesEndpoints } from './connected-recipes';
import { engagementEndpoints } from './engagement';
import { faqEndpoints } from './faq';
import { groceryEndpoints } from './grocery';
import { hlsEndpoints } from './hls';
import { homeEndpoints } from './home';
import { homeEditorEndpoints } from './home-editor';
import { liveEndpoints } from './live';
import { liveEventsEndpoints } from './live-events';
import { mediaEndpoints } from './media';
import { mailPreferenceEndpoints, newsletterEndpoints } from './newsletters';
import { notificationEventsEndpoints } from './notification-events';
import { notificationsEndpoints } from './notifications';
import { offersEndpoints } from './offers';
import { setupEndpoints, twoStepEndpoints } from './owner';
import { profileEndpoints } from './profile';
import { mealPlanEndpoints, recipeBoxEndpoints } from './recipe-box';
import { recipeNotesEndpoints } from './recipe-notes';
import { reportsEndpoints } from './reports';
import { searchEndpoints } from './search';
import { settingsEndpoints } from './settings';
import { siteEndpoints } from './site';
import { staffEndpoints } from './staff';
import { storeEndpoints } from './store';
import { storeAdminEndpoints } from './store-admin';
import { subscribeEndpoints } from './subscribe';
import { tusEndpoints } from './tus';
import { watchingEndpoints } from './watching';

/**
 * The API, every route of it: the server registers its routes from this table and the web
 * client calls them by entry (see docs/ARCHITECTURE.md).
 */

export const endpoints = {
  billing: billingEndpoints,
  offers: offersEndpoints,
  catalog: catalogEndpoints,
  chapters: chapterEndpoints,
  engagement: engagementEndpoints,
  community: communityEndpoints,
  grocery: groceryEndpoints,
  recipeNotes: recipeNotesEndpoints,
  watching: watchingEndpoints,
  analytics: analyticsEndpoints,
  store: storeEndpoints,
  storeAdmin: storeAdminEndpoints,
  adminContent: adminContentEndpoints,
  connectedRecipes: connectedRecipesEndpoints,
  faq: faqEndpoints,
  adminFaq: adminFaqEndpoints,
  auth: authEndpoints,
  adminUsers: adminUsersEndpoints,
  profile: profileEndpoints,
  accountData: accountDataEndpoints,
  site: siteEndpoints,
  settings: settingsEndpoints,
  search: searchEndpoints,
  home: homeEndpoints,
  adminAnnouncements: adminAnnouncementsEndpoints,
  homeEditor: homeEditorEndpoints,
  carousel: carouselEndpoints,
  subscribe: subscribeEndpoints,
  newsletters: newsletterEndpoints,
  mailPreferences: mailPreferenceEndpoints,
  media: mediaEndpoints,
  hls: hlsEndpoints,
  tus: tusEndpoints,
  live: liveEndpoints,
  liveEvents: liveEventsEndpoints,
  notifications: notificationsEndpoints,
  notificationEvents: notificationEventsEndpoints,
  reports: reportsEndpoints,
  staff: staffEndpoints,
  audit: auditEndpoints,
  setup: setupEndpoints,
  twoStep: twoStepEndpoints,
  recipeBox: recipeBoxEndpoints,
  mealPlans: mealPlanEndpoints,
} as const;

export type Endpoints = typeof endpoints;

/** Any entry of the table: what the web client accepts, so a route the table lacks cannot be called. */
export type TableEntry = { [G in keyof Endpoints]: Endpoints[G][keyof Endpoints[G]] }[keyof Endpoints];

/** `group.name` of an entry (`adminContent.updateRecipe`): how the audit log names an admin write. */
export const entryNames: ReadonlyMap<object, string> = new Map(
  Object.entries(endpoints).flatMap(([group, entries]) =>
    Object.entries(entries).map(([name, entry]) => [entry as object, `${group}.${name}`] as const),
  ),
);
