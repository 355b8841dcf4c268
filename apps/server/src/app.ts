import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import Fastify, { LogController, type FastifyInstance } from 'fastify'
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod'
import { randomUUID } from 'node:crypto'
import { HAND_SET_CURRENCIES, termsPdfFileName, type Currency, type Language } from '@shop/domain'
import type { Config } from './config'
import type { Db } from './db/database'
import { answerClientError, answerFrameworkError, MAX_PARAM_LENGTH, registerErrorHandling, problem, sendProblem } from './http/errors'
import { registerCompression } from './http/compression'
import { registerSecurityHeaders } from './http/security'
import { registerTextInputGuard } from './http/text-input'
import type { Cache } from './lib/cache'
import { createMemoryCache, createRedisCache } from './lib/cache'
import { registerWeb } from './http/web'
import { pageMarket } from './http/page-market'
import { createPageReads } from './http/page-reads'
import { healthRoutes } from './modules/health/health.routes'
// modules: imports
import { createAuditService } from './modules/audit/audit.service'
import { createStaffDashboardService } from './modules/staff/staff.service'
import { staffRoutes } from './modules/staff/staff.routes'
import { createCouponAdminService } from './modules/coupons/coupons.admin.service'
import { createGiftCardDeskService } from './modules/wallet/wallet.gift-card-desk.service'
import { captchaWidgetConfig, createCaptchaVerifier } from './modules/notifications/notifications.captcha'
import { captchaRoutes } from './modules/notifications/notifications.captcha.routes'
import { createMailer } from './modules/notifications/notifications.mailer.service'
import { createSmsSender } from './modules/notifications/notifications.sms'
import { createRateLimiter } from './http/rate-limit'
import { createAuthService } from './modules/auth/auth.service'
import { createAccountDirectory } from './modules/auth/auth.accounts.service'
import { registerAuthHook } from './modules/auth/auth.hook'
import { authRoutes } from './modules/auth/auth.routes'
import { createSocialLoginService, createSocialVerifiers } from './modules/social-login/social-login.service'
import { socialLoginRoutes } from './modules/social-login/social-login.routes'
import { createTwoFactorService } from './modules/two-factor/two-factor.service'
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes'
import { CATALOG_NAMESPACE, createCatalogService } from './modules/catalog/catalog.service'
import { catalogPageReads, catalogRoutes } from './modules/catalog/catalog.routes'
import { createSeoService } from './modules/seo/seo.service'
import { seoRoutes } from './modules/seo/seo.routes'
import { createSearchService } from './modules/search/search.service'
import { searchPageReads, searchRoutes } from './modules/search/search.routes'
import { mediaRoutes } from './modules/media/media.routes'
import { createAddressService } from './modules/addresses/addresses.service'
import { addressRoutes } from './modules/addresses/addresses.routes'
import { createProcessor, type ProcessorEndpoint } from './modules/payments/payments.processor'
import { createPaymentsService } from './modules/payments/payments.service'
import { createPaymentSweep } from './modules/payments/payments.sweep'
import { paymentsRoutes } from './modules/payments/payments.routes'
import { createWalletService } from './modules/wallet/wallet.service'
import { walletRoutes } from './modules/wallet/wallet.routes'
import { createStockService } from './modules/catalog/catalog.stock.service'
import { createCartService } from './modules/cart/cart.service'
import { cartRoutes } from './modules/cart/cart.routes'
import { registerCartOwner } from './modules/cart/cart.hook'
import { createWishlistService } from './modules/wishlist/wishlist.service'
import { wishlistRoutes } from './modules/wishlist/wishlist.routes'
import { createOrderNotifier, ORDER_STATUS_BURST } from './modules/orders/orders.emails'
import { createWithdrawalReceipts } from './modules/orders/orders.withdrawal-emails'
import { createOrdersService } from './modules/orders/orders.service'
import { orderRoutes } from './modules/orders/orders.routes'
import { staffOrderRoutes } from './modules/orders/orders.staff.routes'
import { fulfilmentRoutes } from './modules/orders/orders.fulfilment.routes'
import { createBurstOutbox } from './modules/notifications/notifications.bursts.service'
import type { BurstSender } from './modules/notifications/notifications.types'
import { createCouponService } from './modules/coupons/coupons.service'
import { couponRoutes } from './modules/coupons/coupons.routes'
import { createCheckoutService } from './modules/checkout/checkout.service'
import { periodicSweep } from './lib/sweeps'
import { checkoutRoutes } from './modules/checkout/checkout.routes'
import { createCatalogAdminService } from './modules/catalog/catalog.admin.service'
import { createTaxonomyService } from './modules/catalog/catalog.admin-taxonomy'
import { catalogAdminRoutes } from './modules/catalog/catalog.admin.routes'
import { createVariantAdmin } from './modules/catalog/catalog.admin-variants'
import { variantAdminRoutes } from './modules/catalog/catalog.admin-variants.routes'
import { createProductAuthoring } from './modules/catalog/catalog.admin-create'
import { productAuthoringRoutes } from './modules/catalog/catalog.admin-create.routes'
import { createStockAdjustments } from './modules/catalog/catalog.admin-stock'
import { createCatalogSearchSource } from './modules/catalog/catalog.search-source.service'
import { createSearchReindexer } from './modules/search/search.reindex'
import { createProductLifecycle } from './modules/catalog/catalog.lifecycle'
import { createProductCsv } from './modules/catalog/catalog.csv-import'
import { productCsvRoutes } from './modules/catalog/catalog.csv.routes'
import { photoRoutes } from './modules/media/media.photos'
import { createNewsletterService } from './modules/newsletter/newsletter.service'
import { newsletterRoutes } from './modules/newsletter/newsletter.routes'
import { createContactService } from './modules/contact/contact.service'
import { contactRoutes } from './modules/contact/contact.routes'
import { createFeedbackService } from './modules/feedback/feedback.service'
import { feedbackRoutes } from './modules/feedback/feedback.routes'
import { createComplaintService } from './modules/complaints/complaints.service'
import { complaintRoutes } from './modules/complaints/complaints.routes'
import { createReviewService } from './modules/reviews/reviews.service'
import { createOrderPurchases } from './modules/orders/orders.purchases'
import { createOrderCounts } from './modules/orders/orders.counts'
import { createProductRatings } from './modules/catalog/catalog.ratings'
import { reviewPageReads, reviewRoutes } from './modules/reviews/reviews.routes'
import { staffReviewRoutes } from './modules/reviews/reviews.staff.routes'
import { createTestimonialService } from './modules/testimonials/testimonials.service'
import { staffTestimonialRoutes, testimonialPageReads, testimonialRoutes } from './modules/testimonials/testimonials.routes'
import { createStaffAccounts } from './modules/auth/auth.staff-accounts.service'
import { createStaffTeamService } from './modules/staff/staff.team.service'
import { createCustomerLookup } from './modules/staff/staff.customers.service'
import { staffTeamRoutes } from './modules/staff/staff.team.routes'
import { createShippingService } from './modules/shipping/shipping.service'
import { createMarketsService } from './modules/markets/markets.service'
import { shipToOf } from './modules/markets/markets.ship-to'
import { marketsRoutes } from './modules/markets/markets.routes'
import { createSettingsService, SETTINGS_NAMESPACE } from './modules/settings/settings.service'
import { sellerRoutes, settingsPageReads, settingsRoutes } from './modules/settings/settings.routes'
import { createInvoicesService } from './modules/invoices/invoices.service'
import { invoiceRoutes, staffInvoiceRoutes } from './modules/invoices/invoices.routes'
import { requestShipTo } from './modules/markets/markets.ship-to'
import { createMarketsDesk } from './modules/markets/markets.desk.service'
import { marketsDeskRoutes } from './modules/markets/markets.desk.routes'
import { createPriceRefill } from './modules/catalog/catalog.admin-prices'
import { createCouponRefill } from './modules/coupons/coupons.lists'
import { createInvoiceSweep } from './modules/invoices/invoices.sweep'
import { shippingRoutes } from './modules/shipping/shipping.routes'
import { createLegalService } from './modules/legal/legal.service'
import { legalRoutes } from './modules/legal/legal.routes'
import { createPrivacyService } from './modules/privacy/privacy.service'
import { personalDataParts } from './privacy-parts'
import { privacyRoutes } from './modules/privacy/privacy.routes'
import { createConsents } from './modules/privacy/privacy.consents.service'
import { createAccountPrivacy } from './modules/auth/auth.privacy.service'

export interface AppDeps {
  config: Config
  db: Db
  cache?: Cache
  /** The built-in test processor started with the shop (main.ts, the test harness); PAYMENT_GATEWAY=test needs it */
  processor?: ProcessorEndpoint
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/
const MAX_URL_LENGTH = 4096
/** How often Node closes requests past their headers or request timeout: the timeouts are kept to within this. */
const TIMEOUT_CHECK_MS = 1000

export async function buildApp({ config, db, cache, processor: processorEndpoint }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: (req) => {
      const given = req.headers['x-request-id']
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
    },
    trustProxy: config.TRUST_PROXY,
    // Our own one line per request (onResponse below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // A request that stops arriving is answered 408 and closed (decision 014); Fastify's default
    // request timeout is none at all.
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_SECONDS * 1000,
      // Node looks for expired requests only this often (its default, 30 s, would double the timeout).
      connectionsCheckingInterval: TIMEOUT_CHECK_MS,
      // A request without Host is refused by our own hook below, as problem+json; Node's own refusal is a bare 400.
      requireHostHeader: false,
    },
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
  })
  app.setValidatorCompiler(validatorCompiler)
  // Answers are built by our own code; serialising them needs no second validation pass.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data))

  const sharedCache = cache ?? (config.REDIS_URL ? createRedisCache(config.REDIS_URL, { prefix: config.REDIS_PREFIX }) : createMemoryCache())
  app.addHook('onClose', async () => {
    if (!cache) await sharedCache.close()
  })

  // The card processor (decision 050): Stripe without its keys, or the test processor without its handle, stops the start here.
  const processor = createProcessor(config, processorEndpoint)
  registerSecurityHeaders(app, config, processor.origins)
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id)
    // HTTP/1.1 requires Host (RFC 9112 §3.2); HTTP/1.0 may leave it out.
    if (req.raw.httpVersion === '1.1' && req.headers.host === undefined) {
      reply.header('connection', 'close')
      sendProblem(reply, problem(req, 'validation_failed', 'The request has no Host header'))
      return
    }
    if (req.url.length > MAX_URL_LENGTH) {
      sendProblem(reply, problem(req, 'validation_failed', `The address is too long (at most ${MAX_URL_LENGTH} characters)`))
      return
    }
    done()
  })
  // One log line per request (Fastify's default is two), with its id, status and duration.
  app.addHook('onResponse', (req, reply, done) => {
    req.log.info({ method: req.method, url: req.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request')
    done()
  })

  registerErrorHandling(app)
  registerTextInputGuard(app)
  registerCompression(app)
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Natural cosmetics shop API', version: '1.0.0' },
      servers: [{ url: config.PUBLIC_URL }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'The `access` token of /auth/login' } },
      },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // swagger-ui styles some elements inline; its own policy would block them.
    transformStaticCSP: (header) => header.replace(/style-src ([^;]*)/, "style-src $1 'unsafe-inline'"),
  })

  await app.register(healthRoutes, { db })
  // modules: wiring
  const mailer = createMailer(config, app.log)
  const sms = createSmsSender(config, app.log)
  const captcha = createCaptchaVerifier(config)
  const limiter = createRateLimiter({ redisUrl: config.REDIS_URL, redisPrefix: config.REDIS_PREFIX })
  app.addHook('onClose', () => limiter.close())
  const auth = createAuthService({ db, config, mailer, sms, captcha, log: app.log })
  const accounts = createAccountDirectory(db)
  registerAuthHook(app, auth)
  await app.register(authRoutes, { auth, limiter })
  const captchaWidget = captchaWidgetConfig(config)
  await app.register(captchaRoutes, { widget: captchaWidget })
  if (captcha.enabled && !captchaWidget) {
    app.log.warn('CAPTCHA_VERIFY_URL is set without CAPTCHA_SITE_KEY and CAPTCHA_SCRIPT_URL: browsers get no widget, so phone codes cannot be sent')
  }
  const socialLogin = createSocialLoginService({
    db,
    auth,
    verifiers: createSocialVerifiers(config),
    facebookDialogUrl: config.FACEBOOK_DIALOG_URL,
    log: app.log,
  })
  await app.register(socialLoginRoutes, { socialLogin, limiter })
  await app.register(twoFactorRoutes, { twoFactor: createTwoFactorService({ db, auth }), limiter })
  // markets: countries, currencies and VAT rates (decision 036); everything that prices reads them
  const markets = createMarketsService({ db })
  await app.register(marketsRoutes, { markets })
  const catalog = createCatalogService({ db, cache: sharedCache, ttlSeconds: config.CATALOG_CACHE_SECONDS })
  const priceLists = () => Promise.all(HAND_SET_CURRENCIES.map((currency) => markets.priceList(currency)))
  const search = createSearchService({ db, catalog })
  await app.register(catalogRoutes, { catalog })
  await app.register(searchRoutes, { search })
  await app.register(mediaRoutes, { catalog })
  const addresses = createAddressService({ db })
  await app.register(addressRoutes, { addresses })

  // money: payments, wallet, gift cards
  const audit = createAuditService({ db })
  // invoices and credit notes with the seller's settings (decision 039): issued after an order's
  // payment commits, each in a short transaction of its own that takes its number
  const settings = createSettingsService({ db, audit, cache: sharedCache })
  await app.register(settingsRoutes, { settings })
  // the seller the legal pages name, for everyone (decision 042)
  await app.register(sellerRoutes, { settings })
  const invoices = createInvoicesService({ db, settings })
  await app.register(invoiceRoutes, { db, invoices, limiter })
  await app.register(staffInvoiceRoutes, { db, invoices })
  // Paid orders a failure after their commit left without an invoice, refunds without a credit
  // note: issued at start and every few minutes (decision 047).
  const invoiceSweep = createInvoiceSweep({ db, invoices, log: app.log })
  let stopInvoiceSweep: (() => Promise<void>) | undefined
  app.addHook('onReady', async () => {
    stopInvoiceSweep = invoiceSweep.start()
  })
  app.addHook('onClose', async () => stopInvoiceSweep?.())
  // the terms as a PDF per version and language, rendered once and kept (decision 043): downloads
  // and the order confirmation's attachment, naming the seller of the settings
  const legal = createLegalService({ db, seller: () => settings.seller() })
  await app.register(legalRoutes, { legal })
  const payments = createPaymentsService({ db, processor, holdMinutes: config.PAYMENT_HOLD_MINUTES, log: app.log })
  // Payments past their hold: completed if the money came after all, otherwise called off and their holds released (decision 050).
  const paymentSweep = createPaymentSweep({ payments, log: app.log })
  let stopPaymentSweep: (() => Promise<void>) | undefined
  app.addHook('onReady', async () => {
    stopPaymentSweep = paymentSweep.start()
  })
  app.addHook('onClose', async () => stopPaymentSweep?.())
  const wallet = createWalletService({ db, payments, mailer, config })
  await app.register(walletRoutes, { wallet, limiter, marketCurrency: async (req) => (await markets.marketFor(requestShipTo(req.headers))).currency })
  // the owner's markets desk: markets, exchange rates, VAT rates (decision 041)
  // a new exchange rate refills every EUR or CZK price not set by hand (decision 037)
  const priceRefill = createPriceRefill({ db, catalog, priceLists })
  // and every coupon amount and minimum not typed by hand (decision 047)
  const couponRefill = createCouponRefill({ db, priceLists })
  const onRateChanged = async (currency: Currency) => {
    await priceRefill.refillPriceLists(currency)
    await couponRefill.refillCouponLists(currency)
  }
  await app.register(marketsDeskRoutes, {
    desk: createMarketsDesk({ db, markets, audit, onRateChanged }),
  })
  // money: stock, cart, wishlist
  const stock = createStockService(db)
  const shipping = createShippingService({ db, audit, markets })
  const cart = createCartService({ db, stock, markets, shipping })
  const cartOwner = registerCartOwner(app, { cart, config })
  await app.register(paymentsRoutes, { payments, cartOwner })
  await app.register(cartRoutes, { cart, owner: cartOwner, shipToOf })
  await app.register(wishlistRoutes, { wishlist: createWishlistService({ db, catalog }) })
  // money: orders (lifecycle, tracking, staff)
  // Several status changes of one order within the window make one email (decision 032); 0: each at once.
  const burstSenders: Record<string, BurstSender> = {}
  const bursts = config.ORDER_EMAIL_BURST_SECONDS > 0
    ? createBurstOutbox({ db, windowMs: config.ORDER_EMAIL_BURST_SECONDS * 1000, senders: burstSenders, log: app.log })
    : undefined
  // A paid order's emails link its invoice (decision 039): opened with the order's key, no sign-in.
  const invoiceUrlOf = async (order: { id: string; payment: { cod_cents: number }; status: string }) =>
    order.payment.cod_cents === 0 || order.status === 'delivered_order' ? invoices.invoiceUrl(config.PUBLIC_URL, order.id) : null
  // The confirmation names the seller and attaches the terms the order accepted (decision 043).
  const termsOf = async (version: string, lang: Language) => ({
    filename: termsPdfFileName(version, lang),
    content_type: 'application/pdf',
    content: (await legal.terms(lang, version)).pdf,
  })
  const notifier = createOrderNotifier({ db, mailer, config, log: app.log, bursts, invoiceUrlOf, seller: () => settings.current(), termsOf })
  burstSenders[ORDER_STATUS_BURST] = notifier.sendBurst
  if (bursts) {
    let stopBursts: (() => Promise<void>) | undefined
    app.addHook('onReady', async () => {
      stopBursts = bursts.start()
    })
    app.addHook('onClose', async () => stopBursts?.())
  }
  const coupons = createCouponService({ db, accounts })
  // A withdrawal's receipt names the seller's address, where the goods go back (decision 044).
  const withdrawalReceipts = createWithdrawalReceipts({ db, mailer, config, log: app.log, seller: () => settings.current() })
  const orders = createOrdersService({ db, wallet, payments, stock, coupons, notifier, log: app.log, audit, documents: invoices, withdrawalReceipts })
  await app.register(orderRoutes, { orders, limiter })
  await app.register(staffOrderRoutes, { orders })
  await app.register(fulfilmentRoutes, { orders })
  // money: coupons, checkout
  await app.register(couponRoutes, { coupons, markets, shipToOf })
  // shipping: zones and methods; the checkout offers the destination country's
  await app.register(shippingRoutes, { shipping })
  const checkout = createCheckoutService({ db, cart, accounts, orders, coupons, wallet, payments, stock, shipping, markets, notifier, documents: invoices, log: app.log, holdMinutes: config.PAYMENT_HOLD_MINUTES })
  await app.register(checkoutRoutes, { checkout, limiter, cartOwner, shipToOf })
  // Checkout sessions whose payment never started (a process stopped in between) give their holds back (decision 051).
  const unpaidSweep = periodicSweep(() => checkout.releaseUnpaid(), { log: app.log, what: 'the unpaid checkout sweep' })
  let stopUnpaidSweep: (() => Promise<void>) | undefined
  app.addHook('onReady', async () => {
    stopUnpaidSweep = unpaidSweep.start(60_000)
  })
  app.addHook('onClose', async () => stopUnpaidSweep?.())
  // engagement services (their routes below): the dashboard counts what each one owns
  const reviews = createReviewService({ db, catalog, purchases: createOrderPurchases(db), ratings: createProductRatings(), audit })
  const testimonials = createTestimonialService({ db, audit })
  const contact = createContactService({ db, audit })
  const complaints = createComplaintService({ db, orders, mailer, config, audit, accounts, log: app.log })
  // staff: dashboard, coupons, gift cards, audit
  await app.register(staffRoutes, {
    dashboard: createStaffDashboardService({ orders: createOrderCounts(db), reviews, testimonials, complaints, contact, stock }),
    coupons: createCouponAdminService({ db, audit, priceLists }),
    giftCards: createGiftCardDeskService({ db, accounts }),
    audit,
    accounts,
  })
  // staff: the owner's team desk (roles, invitations) and the customer look-up (decision 030)
  const staffAccounts = createStaffAccounts(db)
  await app.register(staffTeamRoutes, {
    team: createStaffTeamService({ db, accounts: staffAccounts, audit, mailer, publicUrl: config.PUBLIC_URL }),
    customers: createCustomerLookup({ accounts: staffAccounts, orders, addresses, wallet }),
    limiter,
  })
  // engagement: reviews, testimonials
  await app.register(reviewRoutes, { reviews, limiter })
  await app.register(staffReviewRoutes, { reviews })
  await app.register(testimonialRoutes, { testimonials, limiter })
  await app.register(staffTestimonialRoutes, { testimonials })
  // engagement: newsletter, contact, feedback, complaints
  // the consent record (decision 046): the newsletter writes it; checkout records the accepted terms
  const consents = createConsents()
  const newsletter = createNewsletterService({ db, mailer, config, coupons, audit, consents, log: app.log })
  await app.register(newsletterRoutes, { newsletter, limiter })
  await app.register(contactRoutes, { contact, limiter })
  await app.register(feedbackRoutes, { feedback: createFeedbackService({ db }), limiter })
  await app.register(complaintRoutes, { complaints, limiter })
  // a shopper's own data (decision 046): each module exports and erases its own tables; one transaction
  const privacy = createPrivacyService({
    db,
    account: createAccountPrivacy({ db, mailer, sms }),
    parts: personalDataParts([consents.part]),
    audit,
    // An erased shopper's approved reviews left their products' ratings: lists and pages read them from the cache.
    afterErase: () => catalog.invalidate(),
  })
  await app.register(privacyRoutes, { privacy, limiter })
  // staff: catalog editing (products, photos, categories, brands) and the photos it serves
  const searchIndex = createSearchReindexer(db, createCatalogSearchSource(db))
  // Prices not set by hand are filled from USD at the owner's current rates (decision 037).
  const catalogAdminDeps = { db, catalog, audit, search: searchIndex, priceLists }
  const catalogAdmin = createCatalogAdminService(catalogAdminDeps)
  const lifecycle = createProductLifecycle({ ...catalogAdminDeps, products: catalogAdmin })
  await app.register(catalogAdminRoutes, { products: catalogAdmin, taxonomy: createTaxonomyService(catalogAdminDeps), lifecycle })
  await app.register(variantAdminRoutes, { variants: createVariantAdmin({ db, catalog, audit, priceLists, read: (id) => catalogAdmin.get(id) }) })
  await app.register(productAuthoringRoutes, {
    authoring: createProductAuthoring({ ...catalogAdminDeps, read: (id) => catalogAdmin.get(id) }),
    stock: createStockAdjustments({ db, catalog, audit, read: (id) => catalogAdmin.get(id) }),
  })
  await app.register(photoRoutes, { photos: catalogAdmin })
  await app.register(productCsvRoutes, { csv: createProductCsv(catalogAdminDeps) })

  // search engines: sitemap and robots.txt (before the web app's files and pages)
  await app.register(seoRoutes, { seo: createSeoService({ catalog, origin: config.PUBLIC_URL }) })
  // Server-rendered pages read the public answers only, through the same functions as the routes.
  const pageReads = createPageReads([
    ...Object.values(catalogPageReads(catalog)),
    ...Object.values(searchPageReads(search)),
    ...Object.values(reviewPageReads(reviews)),
    ...Object.values(testimonialPageReads(testimonials)),
    ...Object.values(settingsPageReads(settings)),
  ])
  await registerWeb(app, config, {
    reads: pageReads,
    // Pages show the catalog and (the legal ones) the seller: a change to either drops them. A sum
    // of two counters that only grow is a counter that grows with each of them.
    catalogGeneration: async () => (await sharedCache.generation(CATALOG_NAMESPACE)) + (await sharedCache.generation(SETTINGS_NAMESPACE)),
    market: (headers, lang) => pageMarket(markets, headers, lang),
  })
  return app
}
