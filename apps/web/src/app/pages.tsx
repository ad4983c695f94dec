import type { PagePath } from '@simmer/contracts';
import { type ComponentType, type LazyExoticComponent, lazy as reactLazy, useState } from 'react';

type Load = () => Promise<{ default: ComponentType }>;

/** A page's code: loaded when the page first renders, or earlier with `preload()`. */
export interface Page {
  preload: Load;
  lazy: LazyExoticComponent<ComponentType>;
  /** The page itself, once its code is in. */
  loaded?: ComponentType;
}

const lazy = (load: Load): Page => {
  const page: Page = {
    preload: () =>
      load().then((m) => {
        page.loaded = m.default;
        return m;
      }),
    lazy: reactLazy(() => page.preload()),
  };
  return page;
};

/**
 * Draws a page. One whose code is already in when it mounts renders at once: React's lazy
 * would still suspend for a moment and show the loader, which React then keeps on screen a
 * while longer.
 */
export function PageView({ page }: { page: Page }) {
  // Chosen once per mount, so a later render never swaps the page for another element.
  const [Page] = useState(() => page.loaded ?? page.lazy);
  return <Page />;
}

/**
 * The page registry: a route path of `pageRoutes` to its lazy page. One line per page;
 * each feature adds its own. Every route of `pageRoutes` must have one (the type says so).
 */
export const pages: Record<PagePath, Page> = {
  '/welcome-screen': lazy(() => import('../features/auth/pages/welcome-page')),
  '/login': lazy(() => import('../features/auth/pages/login-page')),
  '/sign-up': lazy(() => import('../features/auth/pages/sign-up-page')),
  '/create-account': lazy(() => import('../features/auth/pages/create-account-page')),
  '/forgot-password': lazy(() => import('../features/auth/pages/forgot-password-page')),
  '/reset-password': lazy(() => import('../features/auth/pages/reset-password-page')),
  '/verify-email': lazy(() => import('../features/auth/pages/verify-email-page')),
  '/v1/users/password-reset-confirm/:uid/:token': lazy(
    () => import('../features/auth/pages/reset-password-page'),
  ),
  '/terms-conditions': lazy(() => import('../features/legal/pages/terms-page')),
  '/privacy-policy': lazy(() => import('../features/legal/pages/privacy-page')),
  '/privacy': lazy(() => import('../features/legal/pages/privacy-page')),
  '/data-policy': lazy(() => import('../features/legal/pages/data-policy-page')),
  '/contact-us': lazy(() => import('../features/legal/pages/contact-page')),
  '/admin-home-page': lazy(() => import('../features/admin/pages/admin-home-page')),
  '/admin-staff': lazy(() => import('../features/staff/pages/staff-page')),
  '/admin-audit-log': lazy(() => import('../features/staff/pages/audit-log-page')),
  '/newsletters-management': lazy(() => import('../features/newsletters/pages/newsletters-management-page')),
  '/newsletter-editor/:newsletterId': lazy(
    () => import('../features/newsletters/pages/newsletter-editor-page'),
  ),
  '/newsletters': lazy(() => import('../features/newsletters/pages/newsletter-archive-page')),
  '/newsletters/:id': lazy(() => import('../features/newsletters/pages/newsletter-page')),
  '/subscribe/confirm': lazy(() => import('../features/newsletters/pages/subscribe-confirm-page')),
  '/mail/unsubscribe': lazy(() => import('../features/newsletters/pages/unsubscribe-page')),
  '/mail/preferences': lazy(() => import('../features/newsletters/pages/mail-preferences-page')),
  '/staff-invite/:token': lazy(() => import('../features/staff/pages/staff-invite-page')),
  '/redeem-gift/:token': lazy(() => import('../features/billing/pages/redeem-gift-page')),
  '/gift': lazy(() => import('../features/billing/pages/gift-page')),
  '/user-reports-review': lazy(() => import('../features/reports/pages/user-reports-review-page')),
  '/reported-photo/:id': lazy(() => import('../features/reports/pages/reported-post-page')),
  '/reported-status/:id': lazy(() => import('../features/reports/pages/reported-post-page')),
  '/reported-video/:id': lazy(() => import('../features/reports/pages/reported-post-page')),
  '/reported-recipe/:id': lazy(() => import('../features/reports/pages/reported-post-page')),
  '/reported-comment/:id': lazy(() => import('../features/reports/pages/reported-comment-page')),
  '/home-page-new': lazy(() => import('../features/home/pages/public-home-page')),
  '/homepage-content': lazy(() => import('../features/home-editor/pages/homepage-content-page')),
  '/admin-revenue': lazy(() => import('../features/billing/pages/admin-revenue-page')),
  '/admin-analytics': lazy(() => import('../features/analytics/pages/admin-analytics-page')),
  '/admin-analytics/:contentType/:contentId': lazy(
    () => import('../features/analytics/pages/admin-analytics-item-page'),
  ),
  '/admin-coupons': lazy(() => import('../features/billing/pages/admin-coupons-page')),
  '/admin-settings': lazy(() => import('../features/settings/pages/admin-settings-page')),
  '/carousel-management': lazy(() => import('../features/home-editor/pages/carousel-management-page')),
  '/carousel-listing-management/:type': lazy(
    () => import('../features/home-editor/pages/carousel-listing-page'),
  ),
  '/user-home-page': lazy(() => import('../features/home/pages/user-home-page')),
  '/grocery-lists': lazy(() => import('../features/grocery/pages/grocery-lists-page')),
  '/add-grocery-list': lazy(() => import('../features/grocery/pages/add-grocery-list-page')),
  '/view-grocery-list': lazy(() => import('../features/grocery/pages/view-grocery-list-page')),
  '/view-grocery-list/:id': lazy(() => import('../features/grocery/pages/view-grocery-list-page')),
  '/user-profile': lazy(() => import('../features/profile/pages/user-profile-page')),
  '/edit-profile': lazy(() => import('../features/profile/pages/edit-profile-page')),
  '/change-password': lazy(() => import('../features/profile/pages/change-password-page')),
  '/two-step': lazy(() => import('../features/two-step/pages/two-step-page')),
  '/setup': lazy(() => import('../features/setup/pages/setup-page')),
  '/help': lazy(() => import('../features/faq/pages/help-page')),
  '/community-timeline': lazy(() => import('../features/community/pages/community-timeline-page')),
  '/community-timeline/:postType': lazy(() => import('../features/community/pages/community-timeline-page')),
  '/chatboard': lazy(() => import('../features/community/pages/my-posts-page')),
  '/chatboard/:postType': lazy(() => import('../features/community/pages/my-posts-page')),
  '/user-posts': lazy(() => import('../features/community/pages/my-posts-page')),
  '/user-posts/:postType': lazy(() => import('../features/community/pages/my-posts-page')),
  '/add-post/:id': lazy(() => import('../features/community/pages/add-post-page')),
  '/view-post/:id': lazy(() => import('../features/community/pages/post-detail-page')),
  '/post-status/:id': lazy(() => import('../features/community/pages/post-detail-page')),
  '/view-user-post/:id': lazy(() => import('../features/community/pages/post-detail-page')),
  '/user-status-post/:id': lazy(() => import('../features/community/pages/post-detail-page')),
  '/saved-post': lazy(() => import('../features/community/pages/saved-posts-page')),
  '/notifications': lazy(() => import('../features/notifications/pages/notifications-page')),
  '/premium-plans': lazy(() => import('../features/billing/pages/premium-plans-page')),
  '/payment': lazy(() => import('../features/billing/pages/payment-page')),
  '/user-plan-details': lazy(() => import('../features/billing/pages/user-plan-details-page')),
  '/mobile-payment-checkout/:tokenId': lazy(
    () => import('../features/billing/pages/mobile-payment-checkout-page'),
  ),
  '/all-recipes': lazy(() => import('../features/catalog/pages/all-recipes-page')),
  '/all-videos': lazy(() => import('../features/catalog/pages/all-videos-page')),
  '/all-shows': lazy(() => import('../features/catalog/pages/all-shows-page')),
  '/recipe-list/:categoryName': lazy(() => import('../features/catalog/pages/recipe-list-page')),
  '/recipe-read-more': lazy(() => import('../features/catalog/pages/recipe-read-more-page')),
  '/video/:id': lazy(() => import('../features/catalog/pages/video-page')),
  '/recipe/:id': lazy(() => import('../features/catalog/pages/recipe-page')),
  '/view-show/:showId': lazy(() => import('../features/catalog/pages/view-show-page')),
  '/watch-show/:id': lazy(() => import('../features/catalog/pages/watch-show-page')),
  '/search-results': lazy(() => import('../features/catalog/pages/search-results-page')),
  '/saved-content': lazy(() => import('../features/catalog/pages/saved-content-page')),
  '/recipe-box': lazy(() => import('../features/recipe-box/pages/recipe-box-page')),
  '/recipe-box/:id': lazy(() => import('../features/recipe-box/pages/collection-page')),
  '/shared-collection/:token': lazy(() => import('../features/recipe-box/pages/shared-collection-page')),
  '/meal-plan': lazy(() => import('../features/recipe-box/pages/meal-plan-page')),
  '/shopping-store': lazy(() => import('../features/store/pages/shopping-store-page')),
  '/shopping-home': lazy(() => import('../features/store/pages/collections-page')),
  '/collections': lazy(() => import('../features/store/pages/collections-page')),
  '/all-products': lazy(() => import('../features/store/pages/all-products-page')),
  '/product-display': lazy(() => import('../features/store/pages/product-display-page')),
  '/store-checkout/:checkoutId': lazy(() => import('../features/store/pages/store-checkout-page')),
  '/product/:handle': lazy(() => import('../features/store/pages/product-page')),
  '/store-orders': lazy(() => import('../features/store/pages/orders-page')),
  '/store-orders/:orderId': lazy(() => import('../features/store/pages/order-page')),
  '/store-admin/:section': lazy(() => import('../features/store/pages/admin-store-page')),
  '/store-admin/products/:productId': lazy(() => import('../features/store/pages/admin-product-page')),
  '/store-admin/orders/:orderId': lazy(() => import('../features/store/pages/admin-order-page')),
  '/announcements-management': lazy(
    () => import('../features/announcements/pages/announcements-management-page'),
  ),
  '/faqs-listing-management': lazy(() => import('../features/faq/pages/faqs-listing-management-page')),
  '/faqs-new-topic/:topicId': lazy(() => import('../features/faq/pages/faq-topic-page')),
  '/upload-recipe-instructions/:contentType/:contentId/:recipeType': lazy(
    () => import('../features/admin-content/pages/connected-recipe-editor-page'),
  ),
  '/edit-recipe-instructions/:contentType/:contentId/:recipeType/:recipeId': lazy(
    () => import('../features/admin-content/pages/connected-recipe-editor-page'),
  ),
  '/upload-content-listing': lazy(() => import('../features/admin-content/pages/content-listing-page')),
  '/upload-new-content': lazy(() => import('../features/admin-content/pages/content-editor-page')),
  '/upload-new-content/:contentType': lazy(
    () => import('../features/admin-content/pages/content-editor-page'),
  ),
  '/update-content/:contentType/:contentId': lazy(
    () => import('../features/admin-content/pages/content-editor-page'),
  ),
  '/update-show-content/:contentType/:contentId': lazy(
    () => import('../features/admin-content/pages/content-editor-page'),
  ),
  '/upload-episode-content/:contentType/:contentId': lazy(
    () => import('../features/admin-content/pages/episode-editor-page'),
  ),
  '/update-episode-content/:contentType/:contentId': lazy(
    () => import('../features/admin-content/pages/episode-editor-page'),
  ),
  '/upload-new-episode': lazy(() => import('../features/admin-content/pages/episode-editor-page')),
  '/join-livestream': lazy(() => import('../features/live/pages/join-livestream-page')),
  '/user-live-feed': lazy(() => import('../features/live/pages/join-livestream-page')),
  '/livestream': lazy(() => import('../features/live/pages/livestream-studio-page')),
  '/livestream-home': lazy(() => import('../features/live/pages/livestream-home-page')),
};

/** Pages drawn without the site header and footer. */
export const barePages = new Set<PagePath>([
  '/welcome-screen',
  '/mobile-payment-checkout/:tokenId',
  '/setup',
]);
