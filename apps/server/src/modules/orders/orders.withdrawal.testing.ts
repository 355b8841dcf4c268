/** Test helpers for withdrawals: delivered orders with known prices, a coupon and VAT, as the checkout writes them. */
import type { Currency, Language } from '@shop/domain'
import type { TestContext } from '../../test/harness'
import { makeVatOrder } from '../invoices/invoices.testing'
import { forceStatus, placeFixtureOrder, type Account } from './orders.testing'

export interface PricedLine {
  product_id: string
  quantity: number
  unit_price_cents: number
}

export interface VatFixture {
  user?: Account
  email?: string
  lang?: Language
  lines: PricedLine[]
  /** Paid from the wallet; the rest is cash on delivery */
  walletCents?: number
  currency: Currency
  country: string
  rate_bp: number
  /** The coupons' discount, shared over the lines as the checkout shares it (domain taxOrder) */
  discount_cents: number
  shipping_cents: number
  /** When it was delivered (default: now) */
  delivered_at?: string
}

/**
 * A delivered order with the given prices, coupon discount, shipping and VAT (migration 0032's
 * figures, domain taxOrder): placed as the fixture places orders, repriced, then moved to
 * delivered_order. Cash on delivery pays what the wallet did not.
 */
export async function deliveredVatOrder(ctx: TestContext, f: VatFixture): Promise<{ id: string; number: string; total_cents: number; vat_cents: number }> {
  const placed = await placeFixtureOrder(ctx, { user: f.user, email: f.email, lang: f.lang, lines: f.lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity })), walletCents: f.walletCents })
  const k = ctx.db.kysely
  for (const l of f.lines) {
    await k
      .updateTable('order_line')
      .set({ unit_price_cents: l.unit_price_cents, line_total_cents: l.unit_price_cents * l.quantity })
      .where('order_id', '=', placed.id)
      .where('product_id', '=', l.product_id)
      .execute()
  }
  const subtotal = f.lines.reduce((s, l) => s + l.unit_price_cents * l.quantity, 0)
  await k
    .updateTable('shop_order')
    .set({ subtotal_cents: subtotal, discount_cents: f.discount_cents, coupons: JSON.stringify(f.discount_cents ? [{ code: 'WELCOME10', amount_cents: f.discount_cents }] : []) })
    .where('id', '=', placed.id)
    .execute()
  const taxed = await makeVatOrder(ctx, placed.id, { currency: f.currency, country: f.country, rate_bp: f.rate_bp, shipping_cents: f.shipping_cents, market: f.currency === 'CZK' ? 'cz' : 'de' })
  await forceStatus(ctx, placed.id, 'delivered_order', { delivered_at: f.delivered_at ?? new Date().toISOString() })
  return { id: placed.id, number: placed.number, ...taxed }
}

/** The variant id of a product's line in an order: a withdrawal names lines by it. */
export async function lineIdOf(ctx: TestContext, orderId: string, productId: string): Promise<string> {
  const row = await ctx.db.kysely.selectFrom('order_line').select('variant_id').where('order_id', '=', orderId).where('product_id', '=', productId).executeTakeFirstOrThrow()
  return row.variant_id
}
