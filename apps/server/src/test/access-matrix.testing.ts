/**
 * The access matrix: for each route that reaches something a shopper owns, how another shopper and
 * a guest try it and what they must get; and the routes that have no owner at all.
 */
import { TERMS_VERSION } from '@shop/domain'
import { expect } from 'vitest'
import type { Probe } from './access.testing'
import { testAddress, type World } from './access-world.testing'

/** What a caller must get: refused with one of these statuses, or 'own': an answer about their own things only. */
export type Outcome = number[] | 'own'
export interface MatrixProbe extends Probe {
  other: Outcome
  guest: Outcome
  /** more to check on Bob's answer */
  check?: (res: { statusCode: number; json(): any }) => void
}
export interface Entry {
  route: string
  probes(w: World): MatrixProbe[]
}

const THEIRS = [403, 404]
/** A made-up or misspelt id: refused by validation or not found. */
const GUESS = [400, 404]
const SIGN_IN = [401]

/** Bob's own account and things: guests must sign in. */
const mine = (method: Probe['method'], url: string, body?: unknown, more: Partial<MatrixProbe> = {}): MatrixProbe => ({ method, url, body, other: 'own', guest: SIGN_IN, ...more })
/** Alice's thing, named by Bob or a guest. */
const theirs = (method: Probe['method'], url: string, body?: unknown, other: number[] = THEIRS): MatrixProbe => ({ method, url, body, other, guest: SIGN_IN })
/** The cart: guests have one of their own too. */
const cartOwn = (method: Probe['method'], url: string, body?: unknown): MatrixProbe => ({ method, url, body, other: 'own', guest: 'own' })

export const CANCEL = { reason: 'changed_mind', details: 'not mine to cancel', refund_to: 'wallet' }
const FAKE = { order: 'ord_0000000000000000', address: 'adr_0000000000000000', complaint: 'cmp_0000000000000000', payment: 'pay_0000000000000000' }
const SHIP_TO = { first_name: 'Mal', last_name: 'Lory', street: 'Elsewhere 1', city: 'Brno', state: '', country: 'Czech Republic', zip_code: '602 00' }

export const MATRIX: Entry[] = [
  // a card payment under way: only the user or guest cart that started it learns how it ended (payments.routes.test.ts)
  { route: 'POST /api/payments/{id}/complete', probes: () => [{ method: 'POST', url: `/api/payments/${FAKE.payment}/complete`, other: [404], guest: [404] }] },
  // account
  { route: 'GET /auth/me', probes: () => [mine('GET', '/auth/me')] },
  { route: 'GET /auth/profile', probes: () => [mine('GET', '/auth/profile')] },
  { route: 'PATCH /auth/profile', probes: (w) => [mine('PATCH', '/auth/profile', { username: 'Mallory' }), mine('PATCH', '/auth/profile', { email: w.alice.email, user_id: w.alice.id })] },
  { route: 'POST /auth/profile/contact-proof', probes: () => [mine('POST', '/auth/profile/contact-proof')] },
  { route: 'POST /auth/change-password', probes: () => [mine('POST', '/auth/change-password', { current_password: 'not-the-password', password: 'newsecret1', confirm_password: 'newsecret1' })] },
  { route: 'POST /auth/logout', probes: (w) => [mine('POST', '/auth/logout', { session_id: w.alice.id })] },
  { route: 'GET /auth/two-factor', probes: () => [mine('GET', '/auth/two-factor')] },
  { route: 'POST /auth/two-factor/setup', probes: () => [mine('POST', '/auth/two-factor/setup', { password: 'not-the-password' })] },
  { route: 'POST /auth/two-factor/confirm', probes: () => [mine('POST', '/auth/two-factor/confirm', { code: '000000' })] },
  {
    route: 'POST /auth/two-factor/questions',
    probes: () => [
      mine('POST', '/auth/two-factor/questions', {
        questions: ['First pet?', 'Home town?', 'First school?'].map((question, i) => ({ question, answer: `answer ${i} here` })),
        password: 'not-the-password',
      }),
    ],
  },
  { route: 'POST /auth/two-factor/recovery-code', probes: () => [mine('POST', '/auth/two-factor/recovery-code', {})] },
  { route: 'POST /auth/two-factor/disable', probes: () => [mine('POST', '/auth/two-factor/disable', { password: 'not-the-password', code: '000000' })] },
  { route: 'POST /auth/two-factor/reset', probes: () => [mine('POST', '/auth/two-factor/reset', { password: 'not-the-password', answers: ['a', 'b', 'c'], email_otp: '000000' })] },

  // addresses (the id travels in the body or the query)
  { route: 'GET /auth/user-address', probes: () => [mine('GET', '/auth/user-address')] },
  { route: 'POST /auth/user-address', probes: (w) => [mine('POST', '/auth/user-address', { ...testAddress('Elsewhere 1', true), id: w.addresses.home, user_id: w.alice.id })] },
  {
    route: 'PATCH /auth/user-address',
    probes: (w) => [
      theirs('PATCH', '/auth/user-address', { id: w.addresses.home, street: 'Taken over 1' }),
      theirs('PATCH', '/auth/user-address', { id: w.addresses.work, is_default: true }),
      theirs('PATCH', '/auth/user-address', { id: FAKE.address, street: 'Guessed 1' }, GUESS),
      theirs('PATCH', '/auth/user-address', { id: w.addresses.home.toUpperCase(), street: 'Guessed 1' }, GUESS),
    ],
  },
  {
    route: 'DELETE /auth/user-address',
    probes: (w) => [
      theirs('DELETE', `/auth/user-address?id=${w.addresses.work}`),
      theirs('DELETE', '/auth/user-address', { id: w.addresses.home }),
      theirs('DELETE', `/auth/user-address?id=${FAKE.address}`, undefined, GUESS),
    ],
  },

  // wallet and gift cards
  { route: 'GET /api/wallet', probes: () => [mine('GET', '/api/wallet')] },
  {
    route: 'POST /api/wallet/top-up',
    probes: (w) => [mine('POST', '/api/wallet/top-up', { amount_cents: 1000, idempotency_key: w.topUpKey, user_id: w.alice.id })],
  },
  { route: 'GET /api/gift-cards', probes: () => [mine('GET', '/api/gift-cards')] },
  {
    route: 'POST /api/gift-cards',
    probes: (w) => [
      mine('POST', '/api/gift-cards', {
        amount_cents: 2500,
        recipient_name: 'Mal',
        recipient_email: 'mal@example.com',
        sender_name: 'Mal',
        message: '',
        idempotency_key: w.giftCardKey,
      }),
    ],
  },
  {
    route: 'POST /api/gift-cards/redeem',
    probes: (w) => [
      // Already redeemed into Alice's wallet: nobody moves it again, into any wallet.
      theirs('POST', '/api/gift-cards/redeem', { code: w.giftCode, user_id: w.alice.id }, [404, 409, 422]),
      theirs('POST', '/api/gift-cards/redeem', { code: 'ABCD-EFGH-JKLM-NPQR' }, GUESS),
    ],
  },

  // cart: a signed-in shopper's by account, a guest's by its cookie
  { route: 'GET /api/cart', probes: () => [cartOwn('GET', '/api/cart')] },
  { route: 'POST /api/cart', probes: (w) => [cartOwn('POST', '/api/cart', { product_id: w.products.cart, quantity: 1, cart_id: w.alice.id })] },
  { route: 'DELETE /api/cart', probes: () => [cartOwn('DELETE', '/api/cart')] },
  { route: 'PATCH /api/cart/{productId}', probes: (w) => [cartOwn('PATCH', `/api/cart/${w.products.guestCart}`, { quantity: 1 })] },
  { route: 'DELETE /api/cart/{productId}', probes: (w) => [cartOwn('DELETE', `/api/cart/${w.products.guestCart}`)] },
  { route: 'POST /api/checkout/quote', probes: (w) => [{ ...cartOwn('POST', '/api/checkout/quote', { coupons: [w.couponCode] }), check: noDiscount }] },
  { route: 'GET /api/coupons', probes: () => [{ ...mine('GET', '/api/coupons'), guest: 'own' }] },

  // wishlist (SPEC's doubled path and its tidy twin)
  ...['/api/api/wishlist', '/api/wishlist'].flatMap((base): Entry[] => [
    { route: `GET ${base}`, probes: () => [mine('GET', base)] },
    { route: `POST ${base}`, probes: (w) => [mine('POST', base, { product_id: w.products.cart, user_id: w.alice.id })] },
    { route: `DELETE ${base}/{productId}`, probes: (w) => [mine('DELETE', `${base}/${w.products.wish}`)] },
  ]),

  // orders
  { route: 'GET /api/orders', probes: () => [mine('GET', '/api/orders')] },
  {
    route: 'POST /api/orders',
    probes: (w) =>
      [w.o1, w.guestOrder].map((o) => ({
        // Someone else's idempotency key never answers with their order.
        method: 'POST' as const,
        url: '/api/orders',
        body: { idempotency_key: o.key, email: 'mal@example.com', shipping_address: SHIP_TO, shipping_method: 'standard', expected_total_cents: o.total_cents, terms_version: TERMS_VERSION, payment: { cash_on_delivery: true } },
        other: [409],
        guest: [409],
      })),
  },
  {
    route: 'GET /api/orders/{id}',
    probes: (w) => [
      theirs('GET', `/api/orders/${w.o1.id}`),
      theirs('GET', `/api/orders/${w.o2.id}`),
      theirs('GET', `/api/orders/${w.guestOrder.id}`),
      theirs('GET', `/api/orders/${FAKE.order}`, undefined, GUESS),
      theirs('GET', `/api/orders/${w.o1.number}`, undefined, GUESS),
      theirs('GET', `/api/orders/${w.o1.id.toUpperCase()}`, undefined, GUESS),
    ],
  },
  {
    route: 'POST /api/orders/track',
    probes: (w) => [
      { method: 'POST', url: '/api/orders/track', body: { number: w.o1.number, email: w.bob.email }, other: [404], guest: [404] },
      { method: 'POST', url: '/api/orders/track', body: { number: w.guestOrder.number, email: 'mal@example.com' }, other: [404], guest: [404] },
    ],
  },
  {
    // A guest's withdrawal names the order as tracking does (decision 044): a wrong pair is not found.
    route: 'POST /api/orders/track/return',
    probes: (w) => [
      { method: 'POST', url: '/api/orders/track/return', body: { number: w.o1.number, email: w.bob.email }, other: [404], guest: [404] },
      { method: 'POST', url: '/api/orders/track/return', body: { number: w.guestOrder.number, email: 'mal@example.com' }, other: [404], guest: [404] },
    ],
  },
  {
    // A transfer's payment details (decision 052): for the order's owner only (bank-transfers.test.ts pays one; these orders have none).
    route: 'GET /api/orders/{id}/bank-transfer',
    probes: (w) => [theirs('GET', `/api/orders/${w.o1.id}/bank-transfer`), theirs('GET', `/api/orders/${w.guestOrder.id}/bank-transfer`), theirs('GET', `/api/orders/${FAKE.order}/bank-transfer`, undefined, GUESS)],
  },
  {
    // A guest's transfer details name the order as tracking does: a wrong pair is not found. (Its
    // buckets are tracking's, ten tries per order number: another order than the probes above use.)
    route: 'POST /api/orders/track/bank-transfer',
    probes: (w) => [{ method: 'POST', url: '/api/orders/track/bank-transfer', body: { number: w.o2.number, email: w.bob.email }, other: [404], guest: [404] }],
  },
  {
    route: 'POST /api/orders/{id}/cancel',
    probes: (w) => [theirs('POST', `/api/orders/${w.o1.id}/cancel`, CANCEL), theirs('POST', `/api/orders/${w.guestOrder.id}/cancel`, CANCEL), theirs('POST', `/api/orders/${FAKE.order}/cancel`, CANCEL, GUESS)],
  },
  {
    route: 'POST /api/orders/{id}/return',
    probes: (w) => [theirs('POST', `/api/orders/${w.o2.id}/return`, { reason: 'damaged' }), theirs('POST', `/api/orders/${FAKE.order}/return`, { reason: 'damaged' }, GUESS)],
  },
  // invoices and credit notes (decision 039): the order page's rule; a document key opens them without signing in
  {
    route: 'GET /api/orders/{id}/documents',
    probes: (w) => [
      theirs('GET', `/api/orders/${w.o1.id}/documents`),
      theirs('GET', `/api/orders/${w.guestOrder.id}/documents`),
      { ...theirs('GET', `/api/orders/${w.o1.id}/documents?key=guessed-key`, undefined, [404]), guest: [404] },
      theirs('GET', `/api/orders/${FAKE.order}/documents`, undefined, GUESS),
    ],
  },
  {
    route: 'GET /api/orders/{id}/invoice.pdf',
    probes: (w) => [
      theirs('GET', `/api/orders/${w.o1.id}/invoice.pdf`),
      theirs('GET', `/api/orders/${w.guestOrder.id}/invoice.pdf`),
      { ...theirs('GET', `/api/orders/${w.o1.id}/invoice.pdf?key=guessed-key`, undefined, [404]), guest: [404] },
    ],
  },
  {
    route: 'GET /api/orders/{id}/credit-notes/{number}.pdf',
    probes: (w) => [theirs('GET', `/api/orders/${w.o1.id}/credit-notes/CN-2026-000001.pdf`), theirs('GET', `/api/orders/${w.guestOrder.id}/credit-notes/CN-2026-000001.pdf`)],
  },
  {
    route: 'POST /api/orders/documents/track',
    probes: (w) => [
      { method: 'POST', url: '/api/orders/documents/track', body: { number: w.o1.number, email: w.bob.email }, other: [404], guest: [404] },
      { method: 'POST', url: '/api/orders/documents/track', body: { number: w.guestOrder.number, email: 'mal@example.com' }, other: [404], guest: [404] },
    ],
  },

  // complaints
  { route: 'GET /api/complaints', probes: () => [mine('GET', '/api/complaints')] },
  {
    route: 'POST /api/complaints',
    probes: (w) => [
      theirs('POST', '/api/complaints', { order_id: w.o2.id, topic: 'damaged', message: 'About an order that is not mine' }),
      theirs('POST', '/api/complaints', { order_id: w.guestOrder.id, topic: 'other', message: 'About a guest order' }),
    ],
  },
  {
    route: 'GET /api/complaints/{id}',
    probes: (w) => [theirs('GET', `/api/complaints/${w.complaintId}`), theirs('GET', `/api/complaints/${FAKE.complaint}`, undefined, GUESS), theirs('GET', `/api/complaints/${w.complaintId.toUpperCase()}`, undefined, GUESS)],
  },
  {
    route: 'POST /api/complaints/{id}/messages',
    probes: (w) => [theirs('POST', `/api/complaints/${w.complaintId}/messages`, { message: 'Writing in her thread' }), theirs('POST', `/api/complaints/${FAKE.complaint}/messages`, { message: 'Guessing' }, GUESS)],
  },

  // reviews: none is edited; only its writer deletes one (issue 19); a pending review is its writer's alone
  { route: 'GET /api/product-review', probes: (w) => [{ ...mine('GET', `/api/product-review?product_id=${w.products.reviewed}`), guest: 'own' }] },
  { route: 'POST /api/product-review', probes: (w) => [mine('POST', '/api/product-review', { product_id: w.products.reviewed, rating: 1, title: '', body: 'Not bought, still reviewing', lang: 'en', user_id: w.alice.id })] },
  { route: 'GET /api/review/mine', probes: () => [mine('GET', '/api/review/mine')] },

  // a shopper's own data (decision 046): always the session's account, never an id from the request
  { route: 'POST /api/account/privacy-code', probes: (w) => [mine('POST', '/api/account/privacy-code', { user_id: w.alice.id })] },
  { route: 'POST /api/account/data', probes: (w) => [mine('POST', '/api/account/data', { current_password: 'not-the-password', user_id: w.alice.id })] },
  { route: 'GET /api/account/erase', probes: (w) => [mine('GET', `/api/account/erase?user_id=${w.alice.id}`)] },
  { route: 'POST /api/account/erase', probes: (w) => [mine('POST', '/api/account/erase', { current_password: 'not-the-password', user_id: w.alice.id })] },
  {
    route: 'DELETE /api/product-review/{id}',
    probes: (w) => [theirs('DELETE', `/api/product-review/${w.reviewId}`), theirs('DELETE', '/api/product-review/rev_0000000000000000', undefined, GUESS)],
  },
]

/** Routes with no owner: the catalog, shared content, and the ways in for someone not signed in yet. */
export const PUBLIC = new Set([
  'GET /health',
  // markets: the header's "Ship to" choices
  'GET /api/markets',
  // catalog, search and its pictures
  'GET /api/category',
  'GET /api/all-categories',
  'GET /api/brands',
  'GET /api/home-page',
  'GET /api/product',
  'GET /api/product/{id}',
  'GET /api/search',
  'GET /api/search/suggest',
  'GET /api/media/product/{id}/{view}.svg',
  'GET /api/media/banner/{id}.svg',
  'GET /api/media/product/{id}/{view}.webp',
  'GET /api/media/banner/{id}.webp',
  'GET /api/media/photo/{id}',
  // what search engines read (modules/seo)
  'GET /robots.txt',
  'GET /sitemap.xml',
  'GET /sitemap-{name}.xml',
  // approved reviews and testimonials, and writing one as a guest
  'GET /api/default-review',
  'GET /api/review',
  'GET /api/testimonials',
  'POST /api/testimonials',
  // messages to the shop; newsletter links carry their own token
  'POST /api/newsletter',
  'POST /api/newsletter/confirm',
  'POST /api/newsletter/unsubscribe',
  'POST /api/contact-us',
  'POST /api/feedback',
  // signing up and in (rate-limited per IP; auth.*.test.ts)
  'GET /auth/check-user',
  'POST /auth/register',
  'POST /auth/send-otp',
  'POST /auth/verify-otp',
  'POST /auth/resend-otp',
  'POST /auth/login',
  'POST /auth/forgot-password',
  'POST /auth/reset-password',
  'GET /auth/captcha-config',
  'POST /auth/social-login/',
  'GET /auth/social-config',
  'POST /auth/two-factor/verify',
  // a security notice's "not you?" link carries its own token (auth.account-security.test.ts)
  'POST /auth/security/undo',
  // a staff invitation carries its own single-use token; accepting into an existing account needs that account signed in (staff.team.test.ts)
  'GET /api/staff-invitations/{token}',
  'POST /api/staff-invitations/accept',
  // who the seller is, as the legal pages name it (settings.test.ts)
  'GET /api/seller',
  // the terms as a PDF, any version stored (legal.test.ts, decision 043)
  'GET /api/legal/terms.pdf',
  // which card processor's script the browser loads, with its publishable key; the processor's signed webhooks (payments.*.test.ts, decision 050)
  'GET /api/payments/config',
  'POST /api/payments/webhook',
])

function noDiscount(res: { statusCode: number; json(): any }) {
  if (res.statusCode === 200) {
    expect(res.json().discount_cents, 'a personal coupon of someone else applied').toBe(0)
    expect(res.json().coupons).toEqual([])
  }
}
