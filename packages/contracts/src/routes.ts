import { type AccountRole, can, isStaff, type Permission } from './permissions';

/**
 * Every page route of the spec's full route list, with its guard class.
 * The web router is built from this table, so a route cannot exist without a guard.
 */
/** `account`: any signed-in account, member or staff (their own profile and password). */
export type Guard = 'open' | 'user' | 'account' | 'admin';

export const pageRoutes = {
  // open
  '/home-page-new': 'open',
  '/recipe-read-more': 'open',
  '/recipe-list/:categoryName': 'open',
  '/login': 'open',
  // The first start of an installation without staff: creates the owner.
  '/setup': 'open',
  '/sign-up': 'open',
  '/forgot-password': 'open',
  '/reset-password': 'open',
  '/verify-email': 'open',
  '/create-account': 'open',
  '/all-videos': 'open',
  '/all-shows': 'open',
  '/all-recipes': 'open',
  '/recipe/:id': 'open',
  '/video/:id': 'open',
  '/mobile-payment-checkout/:tokenId': 'open',
  '/view-show/:showId': 'open',
  '/watch-show/:id': 'open',
  '/terms-conditions': 'open',
  '/privacy-policy': 'open',
  '/privacy': 'open',
  '/data-policy': 'open',
  '/welcome-screen': 'open',
  '/v1/users/password-reset-confirm/:uid/:token': 'open',
  '/search-results': 'open',
  '/contact-us': 'open',
  // a recipe-box collection shared by its read-only link (not in the spec's list)
  '/shared-collection/:token': 'open',
  // the link of a staff invitation (not in the spec's list)
  '/staff-invite/:token': 'open',
  // the link of a gift membership (issue 31)
  '/redeem-gift/:token': 'open',
  // admin only
  '/admin-home-page': 'admin',
  '/livestream-home': 'admin',
  '/livestream': 'admin',
  '/reported-photo/:id': 'admin',
  '/reported-video/:id': 'admin',
  '/reported-comment/:id': 'admin',
  '/reported-recipe/:id': 'admin',
  '/reported-status/:id': 'admin',
  '/carousel-management': 'admin',
  '/upload-new-content': 'admin',
  '/upload-new-content/:contentType': 'admin',
  '/update-show-content/:contentType/:contentId': 'admin',
  '/upload-new-episode': 'admin',
  '/upload-episode-content/:contentType/:contentId': 'admin',
  '/update-episode-content/:contentType/:contentId': 'admin',
  '/carousel-listing-management/:type': 'admin',
  '/announcements-management': 'admin',
  '/faqs-new-topic/:topicId': 'admin',
  '/faqs-listing-management': 'admin',
  '/upload-content-listing': 'admin',
  '/update-content/:contentType/:contentId': 'admin',
  '/upload-recipe-instructions/:contentType/:contentId/:recipeType': 'admin',
  '/edit-recipe-instructions/:contentType/:contentId/:recipeType/:recipeId': 'admin',
  '/user-reports-review': 'admin',
  '/homepage-content': 'admin',
  '/admin-revenue': 'admin',
  '/admin-analytics': 'admin',
  '/admin-analytics/:contentType/:contentId': 'admin',
  '/admin-coupons': 'admin',
  '/admin-settings': 'admin',
  // signed-in user
  '/user-home-page': 'user',
  '/shopping-home': 'user',
  '/collections': 'user',
  '/saved-content': 'user',
  // the recipe box and the week planner (not in the spec's list)
  '/recipe-box': 'user',
  '/recipe-box/:id': 'user',
  '/meal-plan': 'user',
  '/saved-post': 'user',
  '/chatboard': 'user',
  '/chatboard/:postType': 'user',
  '/grocery-lists': 'user',
  '/view-grocery-list': 'user',
  '/view-grocery-list/:id': 'user',
  '/add-grocery-list': 'user',
  '/help': 'user',
  '/product-display': 'user',
  '/user-profile': 'account',
  '/edit-profile': 'account',
  '/change-password': 'account',
  // Two-step sign-in of a staff account (enrolment, turning it off, the owner's requirement).
  '/two-step': 'account',
  '/notifications': 'user',
  '/community-timeline': 'user',
  '/community-timeline/:postType': 'user',
  '/view-post/:id': 'user',
  '/post-status/:id': 'user',
  '/user-live-feed': 'user',
  '/premium-plans': 'user',
  '/user-plan-details': 'user',
  '/add-post/:id': 'user',
  '/payment': 'user',
  '/gift': 'user',
  '/join-livestream': 'user',
  '/shopping-store': 'user',
  '/all-products': 'user',
  '/user-posts': 'user',
  '/user-posts/:postType': 'user',
  '/view-user-post/:id': 'user',
  '/user-status-post/:id': 'user',
  // the embedded store's hosted checkout (not in the spec's list: the source used a shop's own page)
  '/store-checkout/:checkoutId': 'user',
  // product pages, order history and the store admin (not in the spec's list)
  '/product/:handle': 'user',
  '/store-orders': 'user',
  '/store-orders/:orderId': 'user',
  '/store-admin/:section': 'admin',
  '/store-admin/products/:productId': 'admin',
  '/store-admin/orders/:orderId': 'admin',
  // staff and the audit log (the owner's)
  '/admin-staff': 'admin',
  '/admin-audit-log': 'admin',
  // newsletters and mail (decision 850)
  '/newsletters-management': 'admin',
  '/newsletter-editor/:newsletterId': 'admin',
  '/newsletters': 'open',
  '/newsletters/:id': 'open',
  '/subscribe/confirm': 'open',
  '/mail/unsubscribe': 'open',
  '/mail/preferences': 'open',
} as const satisfies Record<string, Guard>;

export type PagePath = keyof typeof pageRoutes;
export type AdminPagePath = { [P in PagePath]: (typeof pageRoutes)[P] extends 'admin' ? P : never }[PagePath];

/**
 * The permission each admin page needs: a staff member whose role lacks it sees a "no access"
 * state there (and the page's API answers 403). A new admin page without one fails the type check.
 */
export const adminPagePermissions = {
  '/admin-home-page': 'members',
  '/livestream-home': 'live',
  '/livestream': 'live',
  '/reported-photo/:id': 'reports',
  '/reported-video/:id': 'reports',
  '/reported-comment/:id': 'reports',
  '/reported-recipe/:id': 'reports',
  '/reported-status/:id': 'reports',
  '/carousel-management': 'home',
  '/upload-new-content': 'content',
  '/upload-new-content/:contentType': 'content',
  '/update-show-content/:contentType/:contentId': 'content',
  '/upload-new-episode': 'content',
  '/upload-episode-content/:contentType/:contentId': 'content',
  '/update-episode-content/:contentType/:contentId': 'content',
  '/carousel-listing-management/:type': 'home',
  '/announcements-management': 'announcements',
  '/faqs-new-topic/:topicId': 'faq',
  '/faqs-listing-management': 'faq',
  '/upload-content-listing': 'content',
  '/update-content/:contentType/:contentId': 'content',
  '/upload-recipe-instructions/:contentType/:contentId/:recipeType': 'content',
  '/edit-recipe-instructions/:contentType/:contentId/:recipeType/:recipeId': 'content',
  '/user-reports-review': 'reports',
  '/homepage-content': 'home',
  '/admin-revenue': 'plans',
  '/admin-analytics': 'analytics',
  '/admin-analytics/:contentType/:contentId': 'analytics',
  '/admin-coupons': 'offers',
  '/store-admin/:section': 'orders',
  '/store-admin/products/:productId': 'orders',
  '/store-admin/orders/:orderId': 'orders',
  '/admin-staff': 'staff',
  '/admin-audit-log': 'audit',
  '/admin-settings': 'settings',
  '/newsletters-management': 'newsletters',
  '/newsletter-editor/:newsletterId': 'newsletters',
} as const satisfies Record<AdminPagePath, Permission>;

/** The admin menu, in order: each entry shown only to roles holding its permission. */
export const adminMenu: ReadonlyArray<{
  to: string;
  label: string;
  permission: Permission;
  also?: string[];
}> = [
  { to: '/admin-home-page', label: 'User Data', permission: 'members' },
  { to: '/user-reports-review', label: 'Report/Review', permission: 'reports' },
  { to: '/upload-content-listing', label: 'Content', permission: 'content' },
  { to: '/homepage-content', label: 'Homepage', permission: 'home' },
  { to: '/admin-revenue', label: 'Revenue', permission: 'plans' },
  { to: '/admin-analytics', label: 'Analytics', permission: 'analytics', also: ['/admin-analytics'] },
  { to: '/admin-coupons', label: 'Coupons', permission: 'offers' },
  {
    to: '/newsletters-management',
    label: 'Newsletters',
    permission: 'newsletters',
    also: ['/newsletter-editor'],
  },
  { to: '/livestream-home', label: 'Live', permission: 'live', also: ['/livestream'] },
  { to: '/store-admin/orders', label: 'Store', permission: 'orders', also: ['/store-admin'] },
  { to: '/admin-staff', label: 'Staff', permission: 'staff' },
  { to: '/admin-settings', label: 'Settings', permission: 'settings' },
  { to: '/admin-audit-log', label: 'Audit log', permission: 'audit' },
];

/** The first admin page a staff role may use (where it lands after login). */
export const staffHome = (role: AccountRole): string =>
  adminMenu.find((item) => can(role, item.permission))?.to ?? '/home-page-new';

/** Where each role lands after login and from the welcome screen (spec 000 §2). */
export const homeFor = (role: AccountRole | null | undefined) =>
  isStaff(role) ? staffHome(role) : role === 'user' ? '/user-home-page' : '/home-page-new';

/** One module builds every page URL. */
export const paths = {
  welcome: () => '/welcome-screen',
  publicHome: () => '/home-page-new',
  userHome: () => '/user-home-page',
  adminHome: () => '/admin-home-page',
  adminStaff: () => '/admin-staff',
  adminAuditLog: () => '/admin-audit-log',
  staffInvite: (token: string) => `/staff-invite/${token}`,
  login: () => '/login',
  signUp: () => '/sign-up',
  createAccount: () => '/create-account',
  forgotPassword: () => '/forgot-password',
  verifyEmail: (token: string) => `/verify-email?token=${encodeURIComponent(token)}`,
  resetConfirm: (uid: string, token: string) =>
    `/v1/users/password-reset-confirm/${encodeURIComponent(uid)}/${encodeURIComponent(token)}/`,
  video: (id: number | string) => `/video/${id}`,
  /** The admin content tools' edit page of a video (where it is published). */
  editVideo: (id: number | string) => `/update-content/video/${id}`,
  recipe: (id: number | string) => `/recipe/${id}`,
  show: (id: number | string) => `/view-show/${id}`,
  episode: (id: number | string) => `/watch-show/${id}`,
  terms: () => '/terms-conditions',
  privacy: () => '/privacy-policy',
  dataPolicy: () => '/data-policy',
  contact: () => '/contact-us',
  allRecipes: () => '/all-recipes',
  allShows: () => '/all-shows',
  allVideos: () => '/all-videos',
  store: () => '/shopping-store',
  storeCheckout: (checkoutId: number | string) => `/store-checkout/${checkoutId}`,
  product: (handle: string, variantId?: string | null) =>
    `/product/${encodeURIComponent(handle)}${variantId ? `?variant=${encodeURIComponent(variantId)}` : ''}`,
  storeOrders: () => '/store-orders',
  storeOrder: (id: number | string) => `/store-orders/${id}`,
  storeAdmin: (section: 'products' | 'collections' | 'shipping' | 'orders' = 'orders') =>
    `/store-admin/${section}`,
  storeAdminProduct: (id: number | string) => `/store-admin/products/${id}`,
  storeAdminOrder: (id: number | string) => `/store-admin/orders/${id}`,
  adminSettings: () => '/admin-settings',
  community: () => '/community-timeline',
  addPost: () => '/add-post/add-new',
  notifications: () => '/notifications',
  profile: () => '/user-profile',
  userPosts: () => '/user-posts',
  chatboard: () => '/chatboard',
  joinLivestream: () => '/join-livestream',
  searchResults: () => '/search-results',
} as const;
