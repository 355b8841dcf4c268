/** Test helpers for the order lifecycle: accounts, orders written as checkout writes them, mail. */
import { shippingCost, sizeLabels, type Language, type OrderStatus } from '@shop/domain'
import { expect } from 'vitest'
import { makeStaff } from '../../cli/staff-account'
import { loadConfig } from '../../config'
import { newId } from '../../lib/ids'
import type { TestContext } from '../../test/harness'
import { codeIn, outbox } from '../auth/auth.testing'
import { createStockService } from '../catalog/catalog.stock.service'
import { createMailer } from '../notifications/notifications.mailer.service'
import type { PaymentsService } from '../payments/payments.types'
import { createWalletService } from '../wallet/wallet.service'
import { insertOrder } from './orders.insert'

export interface Account {
  id: string
  email: string
  token: string
}

let nextIp = 1
/** Every signup from its own address, so signup rate limits never trip across tests. */
const freshIp = () => `10.9.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`

/** A real account: signup, the code from the mail outbox, verify. */
export async function signUp(ctx: TestContext, dataDir: string, name: string): Promise<Account> {
  const email = `${name.toLowerCase()}-${newId('t').slice(2, 8)}@example.com`
  const remoteAddress = freshIp()
  const reg = await ctx.app.inject({ method: 'POST', url: '/auth/register', remoteAddress, payload: { username: name, email, password: 'secret1' } })
  expect(reg.statusCode, reg.body).toBe(201)
  const otp = codeIn(outbox(dataDir, 'mail', email).at(-1)!.text)
  const verified = await ctx.app.inject({ method: 'POST', url: '/auth/verify-otp', remoteAddress, payload: { email, otp } })
  expect(verified.statusCode, verified.body).toBe(200)
  const user = await ctx.db.kysely.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirstOrThrow()
  return { id: user.id, email, token: verified.json().access }
}

/** A staff account, made the way `npm run staff:create` makes one. */
export async function signUpStaff(ctx: TestContext, dataDir: string, name: string): Promise<Account> {
  const account = await signUp(ctx, dataDir, name)
  await makeStaff(ctx.db, account.email)
  return account
}

export interface FixtureOrder {
  /** The account placing it; a guest order when absent */
  user?: Account
  email?: string
  lang?: Language
  lines: Array<{ product_id: string; quantity: number }>
  /** Paid from the wallet (topped up first by the fixture); the rest is cash on delivery */
  walletCents?: number
}

let lastPlaced = 0
/** Fixture orders placed one after another never share a millisecond: "newest first" is testable. */
function placedAt(): Date {
  lastPlaced = Math.max(Date.now(), lastPlaced + 1)
  return new Date(lastPlaced)
}

/**
 * Writes a wallet and/or cash-on-delivery order the way checkout does, in one transaction: stock
 * taken, wallet debited, order rows and the first event (orders.insert.ts). Prices come from the
 * live catalog. Card orders go through POST /api/orders: only the app's own gateway knows its charges.
 */
export async function placeFixtureOrder(ctx: TestContext, o: FixtureOrder): Promise<{ id: string; number: string; total_cents: number }> {
  const stock = createStockService(ctx.db)
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' })
  const unused = () => Promise.reject(new Error('unused'))
  const noPayments: PaymentsService = { start: unused, register: () => {}, settle: unused, abandon: unused, ownerOf: unused, refund: unused, mayRefundToWallet: unused }
  const wallet = createWalletService({ db: ctx.db, payments: noPayments, mailer: createMailer(config, ctx.app.log), config })
  const variantIds = await Promise.all(o.lines.map(async (l) => (await stock.variantOf(l.product_id))!))
  const products = await stock.sellable(variantIds)
  const lines = o.lines.map((l, i) => {
    const p = products.get(variantIds[i]!)!
    const size_label = sizeLabels({ size: { value: p.size_value, unit: p.size_unit }, label: p.label })
    return { product_id: l.product_id, variant_id: p.variant_id, sku: p.sku, size_label, name: p.name, unit_price_cents: p.price_cents, quantity: l.quantity, line_total_cents: p.price_cents * l.quantity }
  })
  const subtotal = lines.reduce((s, l) => s + l.line_total_cents, 0)
  const shipping = shippingCost('standard', subtotal)
  const total = subtotal + shipping
  const walletCents = o.walletCents ?? 0
  const codCents = total - walletCents
  expect(codCents).toBeGreaterThanOrEqual(0)

  const key = newId('key')
  const rows = await ctx.db.kysely.transaction().execute(async (tx) => {
    await stock.take(tx, lines)
    if (walletCents > 0) {
      const move = { user_id: o.user!.id, amount_cents: walletCents, reference: 'fixture' }
      await wallet.credit(tx, { ...move, kind: 'top_up', idempotency_key: `fixture:${key}` })
      await wallet.debit(tx, move)
    }
    return insertOrder(
      tx,
      {
        user_id: o.user?.id ?? null,
        email: o.user?.email ?? o.email ?? 'guest@example.com',
        lang: o.lang ?? 'en',
        idempotency_key: key,
        idempotency_scope: o.user?.id ?? `guest:${key}`,
        // A dollar order without VAT (the rest-of-the-world market), as orders before markets were
        currency: 'USD',
        market: 'world',
        tax_mode: 'none',
        vat_country: '',
        subtotal_cents: subtotal,
        discount_cents: 0,
        shipping_cents: shipping,
        shipping_net_cents: shipping,
        shipping_vat_rate_bp: 0,
        shipping_vat_cents: 0,
        vat_cents: 0,
        total_cents: total,
        paid_wallet_cents: walletCents,
        paid_gift_card_cents: 0,
        paid_card_cents: 0,
        cod_cents: codCents,
        gift_card_id: null,
        payment_id: null,
        card_brand: null,
        card_last4: null,
        card_country: null,
        shipping_method: 'standard',
        shipping_address: { first_name: 'Jana', last_name: 'Nováková <b>', street: 'Vinohradská 12', city: 'Praha', state: '', country: 'Czech Republic', zip_code: '120 00' },
        coupons: [],
        lines: lines.map((l) => ({ ...l, discount_cents: 0, net_cents: l.line_total_cents, vat_rate_bp: 0, vat_cents: 0 })),
      },
      placedAt(),
    )
  })
  // A random 40-bit number colliding in a test database would be a broken generator.
  if (!rows) throw new Error('order number collision in a fixture')
  return { id: rows.order.id, number: rows.order.number, total_cents: total }
}

/** Puts an order somewhere directly (what staff moves would have done), e.g. delivered long ago. */
export async function forceStatus(ctx: TestContext, orderId: string, status: OrderStatus, extra: { delivered_at?: string } = {}): Promise<void> {
  await ctx.db.kysely.updateTable('shop_order').set({ status, ...extra }).where('id', '=', orderId).execute()
}

/**
 * The mails to an address about one order (its number in the subject), oldest first, waiting
 * briefly for `count` of them: order emails go out after the answer.
 */
export async function orderMails(dataDir: string, email: string, number: string, count: number) {
  const about = () => {
    try {
      return outbox(dataDir, 'mail', email).filter((m) => m.subject?.includes(number))
    } catch {
      return [] // a mail file caught half-written: read again
    }
  }
  for (let i = 0; i < 100 && about().length < count; i++) await new Promise((r) => setTimeout(r, 20))
  return about()
}

export async function productStock(ctx: TestContext, productId: string): Promise<number> {
  const row = await ctx.db.kysely.selectFrom('product').select('stock').where('id', '=', productId).executeTakeFirstOrThrow()
  return row.stock
}

export async function walletBalance(ctx: TestContext, userId: string): Promise<number> {
  const row = await ctx.db.kysely.selectFrom('wallet').select('balance_cents').where('user_id', '=', userId).executeTakeFirst()
  return row?.balance_cents ?? 0
}

/** Single products with stock to spare, for fixture lines. */
export async function someProducts(ctx: TestContext, n: number): Promise<string[]> {
  const rows = await ctx.db.kysely
    .selectFrom('product')
    .select('id')
    .where('kind', '=', 'single')
    .where('stock', '>=', 20)
    .orderBy('id')
    .limit(n)
    .execute()
  expect(rows.length).toBe(n)
  return rows.map((r) => r.id)
}
