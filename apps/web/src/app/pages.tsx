import type { PagePath } from '@simmer/contracts';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type Page = LazyExoticComponent<ComponentType>;

/**
 * The page registry: a route path of `pageRoutes` to its lazy page. One line per page;
 * each feature adds its own. A route without a page here shows the "not yet" frame.
 */
export const pages: Partial<Record<PagePath, Page>> = {
  '/welcome-screen': lazy(() => import('../features/auth/pages/welcome-page')),
  '/login': lazy(() => import('../features/auth/pages/login-page')),
  '/sign-up': lazy(() => import('../features/auth/pages/sign-up-page')),
  '/create-account': lazy(() => import('../features/auth/pages/create-account-page')),
  '/forgot-password': lazy(() => import('../features/auth/pages/forgot-password-page')),
  '/reset-password': lazy(() => import('../features/auth/pages/reset-password-page')),
  '/v1/users/password-reset-confirm/:uid/:token': lazy(() => import('../features/auth/pages/reset-password-page')),
  '/terms-conditions': lazy(() => import('../features/legal/pages/terms-page')),
  '/privacy-policy': lazy(() => import('../features/legal/pages/privacy-page')),
  '/privacy': lazy(() => import('../features/legal/pages/privacy-page')),
  '/data-policy': lazy(() => import('../features/legal/pages/data-policy-page')),
  '/contact-us': lazy(() => import('../features/legal/pages/contact-page')),
  '/admin-home-page': lazy(() => import('../features/admin/pages/admin-home-page')),
};

/** Pages drawn without the site header and footer. */
export const barePages = new Set<PagePath>(['/welcome-screen', '/mobile-payment-checkout/:tokenId']);
