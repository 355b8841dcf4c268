import { Suspense, lazy, useEffect, useState, type ComponentType } from 'react'
import { PageSpinner } from '../components/ui/spinner'
import { Route, Switch, setPagePreloader } from '../lib/router'
import { matchPath } from '../lib/router-paths'
import { whenIdle } from '../lib/deferred'
import { withChunkTimeout } from './layout/chunk-load'
import { loadPageFiles, preloadPageFiles } from './page-files'
import { SSR_STATE_ID } from './ssr-state'
import { RootLayout } from './layout/root-layout'
import { RootErrorScreen, RouteErrorBoundary, RouteErrorScreen } from './layout/route-error'

/** The app has hydrated (or rendered) its first page. */
let hydrated = false

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

/** A page: its chunk, fetched on first visit (or before hydrating), and the component that shows it. */
export interface Page {
  handle: PageHandle
  /** Starts loading the chunk (once); resolves when the page can render without waiting. */
  load(): Promise<unknown>
  /** Whether the chunk is here: rendering then does not suspend. */
  loaded(): boolean
  Component: ComponentType
}

/**
 * Each page is its own chunk; a chunk that takes over 120 s counts as failed. `file` is relative
 * to this folder, e.g. `routes/home`; `ssr`: see PageHandle. Until the chunk is in, rendering the
 * page suspends (the layout shows the spinner); a chunk that failed throws to the error boundary.
 */
function page(file: string, { ssr = false }: { ssr?: boolean } = {}): Page {
  const importPage = pageModules[`./${file}.tsx`]
  if (!importPage) throw new Error(`router: no page module ./${file}.tsx`)
  let loading: Promise<ComponentType> | undefined
  let Loaded: ComponentType | undefined
  const load = () => {
    // The chunk's own imports, at the same time (app/page-files.ts). Not for the page the server
    // rendered: its files are in already, and nothing is fetched before it has hydrated.
    if (!loading && typeof document !== 'undefined' && (hydrated || !document.getElementById(SSR_STATE_ID))) void preloadPageFiles(file)
    return (loading ??= withChunkTimeout(importPage()).then(
      ({ Component }) => (Loaded = Component),
      (error: unknown) => {
        // The next visit tries again (the error screen offers a reload meanwhile).
        loading = undefined
        throw error
      },
    ))
  }
  function PageComponent() {
    // Chosen once per visit, so the page is not remounted when its chunk arrives. A lazy one per
    // visit: after a failed chunk the next visit asks again.
    const [Shown] = useState(() => Loaded ?? lazy(() => load().then((Component) => ({ default: Component }))))
    return <Shown />
  }
  return { handle: { module: `src/app/${file}.tsx`, ssr }, load, loaded: () => !!Loaded, Component: PageComponent }
}

export interface AppRoute {
  /** wouter (regexparam) syntax, relative to the language prefix. */
  path: string
  page: Page
}

/**
 * The staff area: one lazy chunk with its own pages (app/admin/admin-routes.tsx); nothing of it in
 * the shop's bundle. It has its own frame (side navigation, no shop header, promo strip, footer or
 * cart), so AppRoutes renders it outside the shop's layout.
 */
export const adminRoute: AppRoute = { path: '/admin/*?', page: page('admin/admin-app') }

/**
 * Paths are exactly SPEC's, `&` included (matched case-insensitively, as React Router did). A page
 * is registered together with its real module (docs/decisions/005): until then its path shows
 * "Not Found" like any unknown path.
 */
export const shopRoutes: AppRoute[] = [
  { path: '/', page: page('routes/home', { ssr: true }) },
  { path: '/categoryoverview', page: page('routes/category-overview', { ssr: true }) },
  { path: '/category/:categoryName/:subCategoryId', page: page('routes/category', { ssr: true }) },
  { path: '/productdetails/:id', page: page('routes/product-details', { ssr: true }) },
  { path: '/search/:text', page: page('routes/search', { ssr: true }) },
  { path: '/topbrand', page: page('routes/top-brand', { ssr: true }) },
  { path: '/about', page: page('routes/about', { ssr: true }) },
  { path: '/faq', page: page('routes/faq', { ssr: true }) },
  { path: '/cancelpolicy', page: page('routes/cancel-policy', { ssr: true }) },
  { path: '/returnpolicy', page: page('routes/return-policy', { ssr: true }) },
  { path: '/privacy&policy', page: page('routes/privacy-policy', { ssr: true }) },
  { path: '/t&c', page: page('routes/terms', { ssr: true }) },
  // The seller's imprint (issue 19, decision 042).
  { path: '/imprint', page: page('routes/imprint', { ssr: true }) },
  { path: '/signup', page: page('routes/signup') },
  { path: '/login', page: page('routes/login') },
  { path: '/Verificationemail', page: page('routes/verification-email') },
  { path: '/Verificationphone', page: page('routes/verification-phone') },
  { path: '/forgetpassword', page: page('routes/forget-password') },
  { path: '/changepassword', page: page('routes/change-password') },
  // The "not you?" link of a security notice (issue 14, decision 024).
  { path: '/secureaccount', page: page('routes/secure-account') },
  { path: '/youraccount', page: page('routes/your-account') },
  { path: '/profile', page: page('routes/profile') },
  { path: '/addressmyinfo', page: page('routes/address-my-info') },
  { path: '/shippingaddress', page: page('routes/shipping-address') },
  { path: '/Twofactor', page: page('routes/two-factor') },
  { path: '/twofactorauthentication', page: page('routes/two-factor-setup') },
  { path: '/twofactorauthenticationquestion', page: page('routes/two-factor-questions') },
  // SPEC registers these two without a leading slash (spelling kept): pages of the root layout.
  { path: '/twofactorauthenicationverifiaction', page: page('routes/two-factor-verify') },
  { path: '/twofactorauthenticationreset', page: page('routes/two-factor-reset') },
  { path: '/cart', page: page('routes/cart', { ssr: true }) },
  { path: '/wishlist', page: page('routes/wishlist') },
  { path: '/wallet', page: page('routes/wallet') },
  { path: '/giftcart', page: page('routes/gift-cart') },
  { path: '/redeem', page: page('routes/redeem') },
  { path: '/orderhistory', page: page('routes/order-history') },
  { path: '/individualorderview/:id', page: page('routes/individual-order-view') },
  { path: '/trackorder', page: page('routes/track-order') },
  { path: '/cancelorder/:id', page: page('routes/cancel-order') },
  { path: '/checkout', page: page('routes/checkout', { ssr: true }) },
  { path: '/revieworder', page: page('routes/review-order') },
  { path: '/paymentpage', page: page('routes/payment-page') },
  { path: '/confirmorder', page: page('routes/confirm-order') },
  { path: '/coupan', page: page('routes/coupan') },
  adminRoute,
  { path: '/review', page: page('routes/review') },
  { path: '/testimonial', page: page('routes/testimonial') },
  { path: '/emailsignup', page: page('routes/email-signup') },
  { path: '/contactus', page: page('routes/contact-us') },
  { path: '/feedback', page: page('routes/feedback') },
  { path: '/complain', page: page('routes/complain') },
  // An invitation to the staff team (issue 17, decision 030): the link's token rides in the fragment.
  { path: '/staff-invitation', page: page('routes/staff-invitation') },
]

/** The sign-in popup's landing page: no header or footer, it closes itself at once. */
export const oauthRoute: AppRoute = { path: '/oauth/:provider', page: page('routes/oauth-callback') }

/** Every path no route claims. */
export const notFoundPage = page('routes/not-found', { ssr: true })

/** The page for a path (relative to the language prefix), as the app's <Switch> picks it. */
export function pageFor(path: string): Page {
  for (const route of [oauthRoute, ...shopRoutes]) if (matchPath(route.path, path)) return route.page
  return notFoundPage
}

// Links and navigate() fetch the next page's chunk before the address changes (lib/router.tsx).
setPagePreloader((path) => {
  const target = pageFor(path)
  return target.loaded() ? undefined : target.load()
})

/** The whole app under the router: the pages inside the layout, each failing on its own. */
export function AppRoutes() {
  // Once the page has hydrated and the browser is idle: the list of what each page imports.
  useEffect(() => {
    hydrated = true
    return whenIdle(() => void loadPageFiles())
  }, [])
  return (
    <RouteErrorBoundary Screen={RootErrorScreen}>
      <Switch>
        <Route path={oauthRoute.path}>
          <Suspense fallback={<PageSpinner />}>
            <oauthRoute.page.Component />
          </Suspense>
        </Route>
        <Route path={adminRoute.path}>
          {/* Outside the shop's layout: a failure here shows the root error screen. */}
          <Suspense fallback={<PageSpinner />}>
            <adminRoute.page.Component />
          </Suspense>
        </Route>
        <Route>
          <RootLayout>
            {/* Pages fail here, inside the layout: header and footer stay usable. */}
            <RouteErrorBoundary Screen={RouteErrorScreen}>
              <Suspense fallback={<PageSpinner />}>
                <Switch>
                  {shopRoutes.map(({ path, page }) => (
                    <Route key={path} path={path} component={page.Component} />
                  ))}
                  <Route component={notFoundPage.Component} />
                </Switch>
              </Suspense>
            </RouteErrorBoundary>
          </RootLayout>
        </Route>
      </Switch>
    </RouteErrorBoundary>
  )
}
