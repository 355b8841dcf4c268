import type { ComponentType } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { PageSpinner } from '../components/ui/spinner'
import { withChunkTimeout } from './layout/chunk-load'
import { RootLayout } from './layout/root-layout'
import { RootErrorScreen, RouteErrorScreen } from './layout/route-error'

/** What a page module under app/routes exports. */
interface PageModule {
  Component: ComponentType
}

/** Each page is its own chunk, fetched on first visit; a chunk that takes over 120 s counts as failed. */
function page(load: () => Promise<PageModule>): RouteObject['lazy'] {
  return async () => {
    const { Component } = await withChunkTimeout(load())
    return { Component }
  }
}

/**
 * Paths are exactly SPEC's, `&` included. A page is registered together with its real module
 * (docs/decisions/005): until then its path shows "Not Found" like any unknown path.
 */
export const routes: RouteObject[] = [
  // The sign-in popup's landing page: no header or footer, it closes itself at once.
  { path: 'oauth/:provider', ErrorBoundary: RootErrorScreen, HydrateFallback: PageSpinner, lazy: page(() => import('./routes/oauth-callback')) },
  {
    Component: RootLayout,
    ErrorBoundary: RootErrorScreen,
    children: [
      {
        // Pages fail here, inside the layout: header and footer stay usable.
        ErrorBoundary: RouteErrorScreen,
        HydrateFallback: PageSpinner,
        children: [
          { index: true, lazy: page(() => import('./routes/home')) },
          { path: 'categoryoverview', lazy: page(() => import('./routes/category-overview')) },
          { path: 'category/:categoryName/:subCategoryId', lazy: page(() => import('./routes/category')) },
          { path: 'productdetails/:id', lazy: page(() => import('./routes/product-details')) },
          { path: 'search/:text', lazy: page(() => import('./routes/search')) },
          { path: 'topbrand', lazy: page(() => import('./routes/top-brand')) },
          { path: 'about', lazy: page(() => import('./routes/about')) },
          { path: 'faq', lazy: page(() => import('./routes/faq')) },
          { path: 'cancelpolicy', lazy: page(() => import('./routes/cancel-policy')) },
          { path: 'returnpolicy', lazy: page(() => import('./routes/return-policy')) },
          { path: 'privacy&policy', lazy: page(() => import('./routes/privacy-policy')) },
          { path: 't&c', lazy: page(() => import('./routes/terms')) },
          { path: 'signup', lazy: page(() => import('./routes/signup')) },
          { path: 'login', lazy: page(() => import('./routes/login')) },
          { path: 'Verificationemail', lazy: page(() => import('./routes/verification-email')) },
          { path: 'Verificationphone', lazy: page(() => import('./routes/verification-phone')) },
          { path: 'forgetpassword', lazy: page(() => import('./routes/forget-password')) },
          { path: 'changepassword', lazy: page(() => import('./routes/change-password')) },
          { path: 'youraccount', lazy: page(() => import('./routes/your-account')) },
          { path: 'profile', lazy: page(() => import('./routes/profile')) },
          { path: 'addressmyinfo', lazy: page(() => import('./routes/address-my-info')) },
          { path: 'shippingaddress', lazy: page(() => import('./routes/shipping-address')) },
          { path: 'Twofactor', lazy: page(() => import('./routes/two-factor')) },
          { path: 'twofactorauthentication', lazy: page(() => import('./routes/two-factor-setup')) },
          { path: 'twofactorauthenticationquestion', lazy: page(() => import('./routes/two-factor-questions')) },
          // SPEC registers these two without a leading slash (spelling kept): children of the root layout.
          { path: 'twofactorauthenicationverifiaction', lazy: page(() => import('./routes/two-factor-verify')) },
          { path: 'twofactorauthenticationreset', lazy: page(() => import('./routes/two-factor-reset')) },
          { path: 'cart', lazy: page(() => import('./routes/cart')) },
          { path: 'wishlist', lazy: page(() => import('./routes/wishlist')) },
          { path: 'wallet', lazy: page(() => import('./routes/wallet')) },
          { path: 'giftcart', lazy: page(() => import('./routes/gift-cart')) },
          { path: 'redeem', lazy: page(() => import('./routes/redeem')) },
          { path: 'orderhistory', lazy: page(() => import('./routes/order-history')) },
          { path: 'individualorderview/:id', lazy: page(() => import('./routes/individual-order-view')) },
          { path: 'trackorder', lazy: page(() => import('./routes/track-order')) },
          { path: 'cancelorder/:id', lazy: page(() => import('./routes/cancel-order')) },
          { path: 'checkout', lazy: page(() => import('./routes/checkout')) },
          { path: 'revieworder', lazy: page(() => import('./routes/review-order')) },
          { path: 'paymentpage', lazy: page(() => import('./routes/payment-page')) },
          { path: 'confirmorder', lazy: page(() => import('./routes/confirm-order')) },
          { path: 'coupan', lazy: page(() => import('./routes/coupan')) },
          // The staff area: one lazy chunk with its own pages (app/admin/admin-routes.tsx); nothing of it in the shop's bundle.
          { path: 'admin/*', lazy: page(() => import('./admin/admin-app')) },
          { path: 'review', lazy: page(() => import('./routes/review')) },
          { path: 'testimonial', lazy: page(() => import('./routes/testimonial')) },
          { path: 'emailsignup', lazy: page(() => import('./routes/email-signup')) },
          { path: 'contactus', lazy: page(() => import('./routes/contact-us')) },
          { path: 'feedback', lazy: page(() => import('./routes/feedback')) },
          { path: 'complain', lazy: page(() => import('./routes/complain')) },
          { path: '*', lazy: page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}
