import { type Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// Issue 18, decision 036: an order keeps its currency, market, tax mode and the country whose VAT
// it carries, and per line and for shipping the net amount, rate and VAT in integer hundredths
// (a line also keeps its share of the coupons' discount). Orders placed before this were charged
// in US dollars without VAT: their lines' net is the line total less its share of the discount
// (shared in proportion, largest remainder, as domain `allocate` does), their shipping's net the
// shipping. A cart line remembers the currency of the price the shopper saw.

function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0)
  if (sum <= 0 || total === 0) return weights.map(() => 0)
  const shares = weights.map((w) => Math.floor((total * w) / sum))
  let left = total - shares.reduce((a, s) => a + s, 0)
  const order = weights.map((w, i) => ({ i, rest: (total * w) % sum })).sort((a, b) => b.rest - a.rest || a.i - b.i)
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) shares[order[k]!.i]! += 1
  return shares
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shop_order').addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD')).execute()
  await db.schema.alterTable('shop_order').addColumn('market', 'text', (c) => c.notNull().defaultTo('world')).execute()
  await db.schema.alterTable('shop_order').addColumn('tax_mode', 'text', (c) => c.notNull().defaultTo('none')).execute()
  await db.schema.alterTable('shop_order').addColumn('vat_country', 'text', (c) => c.notNull().defaultTo('')).execute()
  await db.schema.alterTable('shop_order').addColumn('vat_cents', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('shop_order').addColumn('shipping_net_cents', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('shop_order').addColumn('shipping_vat_rate_bp', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('shop_order').addColumn('shipping_vat_cents', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('order_line').addColumn('discount_cents', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('order_line').addColumn('net_cents', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('order_line').addColumn('vat_rate_bp', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('order_line').addColumn('vat_cents', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('cart_line').addColumn('seen_currency', 'text', (c) => c.notNull().defaultTo('USD')).execute()

  const orders = await db.selectFrom('shop_order').select(['id', 'discount_cents', 'shipping_cents', 'shipping_address']).execute()
  for (const o of orders) {
    let country = ''
    try {
      country = String((JSON.parse(o.shipping_address) as { country?: unknown }).country ?? '')
    } catch {
      // A malformed address keeps an empty country: such an order carries no VAT.
    }
    await db.updateTable('shop_order').set({ vat_country: country, shipping_net_cents: o.shipping_cents }).where('id', '=', o.id).execute()
    const lines = await db.selectFrom('order_line').select(['variant_id', 'line_total_cents']).where('order_id', '=', o.id).orderBy('variant_id').execute()
    const shares = allocate(Number(o.discount_cents), lines.map((l) => Number(l.line_total_cents)))
    for (const [i, l] of lines.entries()) {
      await db
        .updateTable('order_line')
        .set({ discount_cents: shares[i]!, net_cents: Number(l.line_total_cents) - shares[i]! })
        .where('order_id', '=', o.id)
        .where('variant_id', '=', l.variant_id)
        .execute()
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cart_line').dropColumn('seen_currency').execute()
  for (const c of ['vat_cents', 'vat_rate_bp', 'net_cents', 'discount_cents']) await db.schema.alterTable('order_line').dropColumn(c).execute()
  for (const c of ['shipping_vat_cents', 'shipping_vat_rate_bp', 'shipping_net_cents', 'vat_cents', 'vat_country', 'tax_mode', 'market', 'currency']) {
    await db.schema.alterTable('shop_order').dropColumn(c).execute()
  }
}
