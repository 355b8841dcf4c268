import type { ComponentType } from 'react'
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router'
import { PageSpinner } from '../components/ui/spinner'
import { withChunkTimeout } from './layout/chunk-load'
import { RootLayout } from './layout/root-layout'
import { RootErrorScreen, RouteErrorScreen } from './layout/route-error'

/** What a page module under app/routes exports. */
interface PageModule {
  Component: ComponentType
}

/** Every page module, by file: `./routes/home.tsx`, `./admin/admin-app.tsx`. */
const pageModules = import.meta.glob<PageModule>(['./routes/*.tsx', '!./routes/*.test.tsx', './admin/admin-app.tsx'])

/** What the server needs to know of a route to render it (app/entry-server.tsx). */
export interface PageHandle {
  /** The page's source file as the Vite manifest names it, for the chunks to preload. */
  module: string
  /**
   * The server sends the page's first HTML rendered, with its data (public pages: catalog,
   * content, cart and checkout). Pages behind a sign-in are rendered in the browser only: the
   * server does not know the shopper (the sign-in lives in the browser's storage).
   */
  ssr: boolean
}

/**
 * Each page is its own chunk, fetched on first visit; a chunk that takes over 120 s counts as
 * failed. `file` is relative to this folder, e.g. `routes/home`; `ssr`: see PageHandle.
 */
function page(file: string, { ssr = false }: { ssr?: boolean } = {}): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = pageModules[`./${file}.tsx`]
  if (!load) throw new Error(`router: no page module ./${file}.tsx`)
  return {
    handle: { module: `src/app/${file}.tsx`, ssr } satisfies PageHandle,
    lazy: async () => {
      const { Component } = await withChunkTimeout(load())
      return { Component }
    },
  }
}

/**
 * Paths are exactly SPEC's, `&` included. A page is registered together with its real module
 * (docs/decisions/005): until then its path shows "Not Found" like any unknown path.
 */
export const routes: RouteObject[] = [
  // The sign-in popup's landing page: no header or footer, it closes itself at once.
  { path: 'oauth/:provider', ErrorBoundary: RootErrorScreen, HydrateFallback: PageSpinner, ...page('routes/oauth-callback') },
  {
    Component: RootLayout,
    ErrorBoundary: RootErrorScreen,
    children: [
      {
        // Pages fail here, inside the layout: header and footer stay usable.
        ErrorBoundary: RouteErrorScreen,
        HydrateFallback: PageSpinner,
        children: [
          { index: true, ...page('routes/home', { ssr: true }) },
          { path: 'categoryoverview', ...page('routes/category-overview', { ssr: true }) },
          { path: 'category/:categoryName/:subCategoryId', ...page('routes/category', { ssr: true }) },
          { path: 'productdetails/:id', ...page('routes/product-details', { ssr: true }) },
          { path: 'search/:text', ...page('routes/search', { ssr: true }) },
          { path: 'topbrand', ...page('routes/top-brand', { ssr: true }) },
          { path: 'about', ...page('routes/about', { ssr: true }) },
          { path: 'faq', ...page('routes/faq', { ssr: true }) },
          { path: 'cancelpolicy', ...page('routes/cancel-policy', { ssr: true }) },
          { path: 'returnpolicy', ...page('routes/return-policy', { ssr: true }) },
          { path: 'privacy&policy', ...page('routes/privacy-policy', { ssr: true }) },
          { path: 't&c', ...page('routes/terms', { ssr: true }) },
          { path: 'signup', ...page('routes/signup') },
          { path: 'login', ...page('routes/login') },
          { path: 'Verificationemail', ...page('routes/verification-email') },
          { path: 'Verificationphone', ...page('routes/verification-phone') },
          { path: 'forgetpassword', ...page('routes/forget-password') },
          { path: 'changepassword', ...page('routes/change-password') },
          // The "not you?" link of a security notice (issue 14, decision 024).
          { path: 'secureaccount', ...page('routes/secure-account') },
          { path: 'youraccount', ...page('routes/your-account') },
          { path: 'profile', ...page('routes/profile') },
          { path: 'addressmyinfo', ...page('routes/address-my-info') },
          { path: 'shippingaddress', ...page('routes/shipping-address') },
          { path: 'Twofactor', ...page('routes/two-factor') },
          { path: 'twofactorauthentication', ...page('routes/two-factor-setup') },
          { path: 'twofactorauthenticationquestion', ...page('routes/two-factor-questions') },
          // SPEC registers these two without a leading slash (spelling kept): children of the root layout.
          { path: 'twofactorauthenicationverifiaction', ...page('routes/two-factor-verify') },
          { path: 'twofactorauthenticationreset', ...page('routes/two-factor-reset') },
          { path: 'cart', ...page('routes/cart', { ssr: true }) },
          { path: 'wishlist', ...page('routes/wishlist') },
          { path: 'wallet', ...page('routes/wallet') },
          { path: 'giftcart', ...page('routes/gift-cart') },
          { path: 'redeem', ...page('routes/redeem') },
          { path: 'orderhistory', ...page('routes/order-history') },
          { path: 'individualorderview/:id', ...page('routes/individual-order-view') },
          { path: 'trackorder', ...page('routes/track-order') },
          { path: 'cancelorder/:id', ...page('routes/cancel-order') },
          { path: 'checkout', ...page('routes/checkout', { ssr: true }) },
          { path: 'revieworder', ...page('routes/review-order') },
          { path: 'paymentpage', ...page('routes/payment-page') },
          { path: 'confirmorder', ...page('routes/confirm-order') },
          { path: 'coupan', ...page('routes/coupan') },
          // The staff area: one lazy chunk with its own pages (app/admin/admin-routes.tsx); nothing of it in the shop's bundle.
          { path: 'admin/*', ...page('admin/admin-app') },
          { path: 'review', ...page('routes/review') },
          { path: 'testimonial', ...page('routes/testimonial') },
          { path: 'emailsignup', ...page('routes/email-signup') },
          { path: 'contactus', ...page('routes/contact-us') },
          { path: 'feedback', ...page('routes/feedback') },
          { path: 'complain', ...page('routes/complain') },
          { path: '*', ...page('routes/not-found', { ssr: true }) },
        ],
      },
    ],
  },
]

export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined)
}

/**
 * Before hydrating server HTML, the matched pages' modules must be in place (no lazy step left),
 * or the router would show its fallback over the server's HTML.
 */
export async function loadMatchedPages(location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await route.lazy()
      Object.assign(route, loaded, { lazy: undefined })
    }),
  )
}
