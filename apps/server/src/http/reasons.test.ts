import { CODE_OF_REASON, ERROR_CODES, REASONS, TERMS_VERSION, type Reason } from '@shop/domain'
import type { InjectOptions } from 'fastify'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tempDataDir } from '../modules/auth/auth.testing'
import { ADDRESS } from '../modules/checkout/checkout.testing'
import { signUp, signUpStaff, type Account } from '../modules/orders/orders.testing'
import { paymentFailure } from '../modules/payments/payments.errors'
import { createTestContext, testDialects, type TestContext } from '../test/harness'
import { STATUS_OF } from './errors'

describe('the list of reasons', () => {
  it('names each reason once', () => {
    expect(new Set(REASONS).size).toBe(REASONS.length)
  })

  it('gives every reason a code with a status, and every code a generic reason of its own name', () => {
    for (const reason of REASONS) expect(STATUS_OF[CODE_OF_REASON[reason]], reason).toBeGreaterThanOrEqual(400)
    for (const code of ERROR_CODES) expect(CODE_OF_REASON[code as Reason]).toBe(code)
    expect(Object.keys(CODE_OF_REASON).sort()).toEqual([...REASONS].sort())
  })

  it("says why a card payment failed, in the shopper's terms (modules/payments)", () => {
    expect(paymentFailure('card_declined')).toMatchObject({ reason: 'card_declined', code: 'payment_failed', message: 'Your card was declined' })
    expect(paymentFailure('card_insufficient_funds')).toMatchObject({ reason: 'card_insufficient_funds', code: 'payment_failed' })
    expect(paymentFailure('card_issued_abroad')).toMatchObject({ reason: 'card_issued_abroad', code: 'payment_failed' })
    expect(paymentFailure('card_authentication_failed')).toMatchObject({ reason: 'card_authentication_failed', code: 'payment_failed' })
    expect(paymentFailure('payment_expired')).toMatchObject({ reason: 'payment_expired', code: 'conflict' })
  })
})

let nextIp = 1
const freshIp = () => `10.77.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`

describe.each(testDialects())('every refusal carries its reason (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  let alice: Account
  let staff: Account

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    alice = await signUp(ctx, dataDir, 'Alice')
    staff = await signUpStaff(ctx, dataDir, 'Stan')
  })
  afterAll(async () => ctx?.close())

  /** Asks, and checks the problem body: status, code and reason agree, SPEC's `error` text is kept. */
  async function refused(req: InjectOptions & { as?: Account }, status: number, reason: Reason, detail?: string) {
    const { as, ...opts } = req
    const res = await ctx.app.inject({
      remoteAddress: freshIp(),
      ...opts,
      headers: { ...(opts.headers ?? {}), ...(as ? { authorization: `Bearer ${as.token}` } : {}) },
    })
    expect(res.statusCode, res.body).toBe(status)
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
    const body = res.json()
    expect(body).toMatchObject({ status, reason, code: CODE_OF_REASON[reason] })
    expect(body.error).toBe(body.detail)
    if (detail !== undefined) expect(body.detail).toBe(detail)
    return body
  }

  it('gives framework failures the generic reason of their code', async () => {
    await refused({ method: 'GET', url: '/api/no-such-thing' }, 404, 'route_not_found')
    await refused({ method: 'POST', url: '/auth/login', payload: { email: 42 } }, 400, 'validation_failed')
    await refused({ method: 'POST', url: '/api/contact-us', payload: '{', headers: { 'content-type': 'application/json' } }, 400, 'validation_failed')
  })

  it('says who may not (http/auth)', async () => {
    await refused({ method: 'GET', url: '/api/wallet' }, 401, 'signed_out', 'Please sign in first')
    await refused({ method: 'GET', url: '/api/staff/coupons', as: alice }, 403, 'staff_only', 'This is for shop staff only')
  })

  it('refuses sign-ins and sign-ups with their reason (modules/auth)', async () => {
    await refused({ method: 'POST', url: '/auth/login', payload: { email: alice.email, password: 'not-it' } }, 401, 'login_wrong', 'Invalid email/phone or password')
    await refused({ method: 'POST', url: '/auth/register', payload: { username: 'Again', email: alice.email, password: 'secret1' } }, 409, 'email_taken')
    await refused({ method: 'POST', url: '/auth/verify-otp', payload: { email: alice.email, otp: '000000' } }, 400, 'otp_wrong', 'Enter Correct OTP')
  })

  it('refuses a social sign-in without a provider token (modules/social-login)', async () => {
    await refused({ method: 'POST', url: '/auth/social-login/', payload: { provider: 'google', uid: 'abc' } }, 400, 'social_token_missing', 'A provider token is required')
  })

  it('refuses a two-factor change while it is off (modules/two-factor)', async () => {
    await refused({ method: 'POST', url: '/auth/two-factor/disable', as: alice, payload: { password: 'secret1', code: '000000' } }, 409, 'two_factor_off')
  })

  it('names the missing catalog thing (modules/catalog and its staff side, modules/media)', async () => {
    await refused({ method: 'GET', url: '/api/product/prd_nothinghere0000' }, 404, 'product_not_found')
    await refused({ method: 'GET', url: '/api/media/banner/bnr_nothinghere.svg' }, 404, 'banner_not_found')
    await refused({ method: 'GET', url: '/api/staff/products/prd_nothinghere0000', as: staff }, 404, 'product_not_found')
  })

  it('refuses cart and wishlist changes with their reason (modules/cart, modules/wishlist)', async () => {
    await refused({ method: 'PATCH', url: '/api/cart/prd_nothinghere0000', as: alice, payload: { quantity: 2 } }, 404, 'cart_line_missing')
    await refused({ method: 'POST', url: '/api/cart', as: alice, payload: { product_id: 'prd_nothinghere0000', quantity: 1 } }, 404, 'product_gone')
    await refused({ method: 'POST', url: '/api/wishlist', as: alice, payload: { product_id: 'prd_nothinghere0000' } }, 404, 'product_gone')
  })

  it('refuses orders and gift cards with their reason (modules/orders, modules/wallet)', async () => {
    await refused({ method: 'GET', url: '/api/orders/ord_0000000000000000', as: alice }, 404, 'order_not_found', 'Order was not found')
    await refused({ method: 'POST', url: '/api/gift-cards/redeem', as: alice, payload: { code: 'ABCD-EFGH-JKLM-NPQR' } }, 400, 'gift_card_unknown')
  })

  it('refuses staff coupon edits with their reason (modules/coupons)', async () => {
    const text = 'Ten percent off'
    const coupon = { code: 'REASON10', kind: 'percent', value: 10, description: { en: text, cz: text, sl: text, ge: text } }
    const first = await ctx.app.inject({ method: 'POST', url: '/api/staff/coupons', headers: { authorization: `Bearer ${staff.token}` }, payload: coupon })
    expect(first.statusCode, first.body).toBe(201)
    await refused({ method: 'POST', url: '/api/staff/coupons', as: staff, payload: coupon }, 409, 'coupon_code_taken', 'A coupon with this code already exists')
    await refused({ method: 'GET', url: '/api/staff/coupons/cpn_0000000000000000', as: staff }, 404, 'coupon_not_found')
  })

  it('names the missing staff item (modules/reviews, modules/testimonials, modules/contact, modules/complaints)', async () => {
    await refused({ method: 'GET', url: '/api/complaints/cmp_0000000000000000', as: alice }, 404, 'complaint_not_found')
    await refused({ method: 'POST', url: '/api/staff/contact-messages/msg_0000000000000000/handled', as: staff }, 404, 'contact_message_not_found')
    await refused({ method: 'POST', url: '/api/staff/reviews/rev_0000000000000000/moderate', as: staff, payload: { decision: 'approve' } }, 404, 'review_not_found')
    await refused({ method: 'POST', url: '/api/staff/testimonials/tst_0000000000000000/moderate', as: staff, payload: { decision: 'approve' } }, 404, 'testimonial_not_found')
  })

  it('refuses a bad newsletter link and a missing address with their reason (modules/newsletter, modules/addresses)', async () => {
    await refused({ method: 'POST', url: '/api/newsletter/confirm', payload: { token: 'x'.repeat(43) } }, 400, 'newsletter_link_invalid')
    await refused({ method: 'DELETE', url: '/auth/user-address?id=adr_0000000000000000', as: alice }, 404, 'address_not_found')
  })

  it('refuses an order with nothing to buy (modules/checkout)', async () => {
    const order = { idempotency_key: randomUUID(), shipping_method: 'standard', shipping_address: ADDRESS, payment: { cash_on_delivery: true }, expected_total_cents: 100, terms_version: TERMS_VERSION }
    await refused({ method: 'POST', url: '/api/orders', as: alice, payload: order }, 400, 'cart_empty', 'Your cart is empty')
  })
})
