import { sql, type Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// Issue 19, decision 044: the 14-day withdrawal for whole orders or chosen lines. A return request
// (a withdrawal) keeps its lines and quantities with what each gives back (order_request_line), the
// amount and shipping it gives back, the account cash on delivery goes back to, the ground staff
// refused it on, and once accepted where the money went. An order may carry several withdrawals
// one after another: the one-request-per-kind index gives way to one cancel per order and one
// waiting request per order. Return requests made before this covered the whole order: their lines
// are written as such. A credit note lists the lines it credits.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_request_line')
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('variant_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('net_cents', 'integer', (c) => c.notNull())
    .addColumn('vat_cents', 'integer', (c) => c.notNull())
    .addColumn('vat_rate_bp', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_request_line_pk', ['request_id', 'variant_id'])
    .addCheckConstraint('order_request_line_quantity', sql`quantity > 0`)
    .execute()
  await db.schema.createIndex('order_request_line_order').on('order_request_line').column('order_id').execute()

  await db.schema.alterTable('order_request').addColumn('amount_cents', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('order_request').addColumn('shipping_cents', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('order_request').addColumn('iban', 'text', (c) => c.notNull().defaultTo('')).execute()
  await db.schema
    .alterTable('order_request')
    .addColumn('refusal', 'text', (c) => c.check(sql`refusal is null or refusal in ('late', 'unsealed_hygiene')`))
    .execute()
  // JSON {wallet, gift_card, card, cod, card_to, cod_to}: the parts given back and where, once accepted
  await db.schema.alterTable('order_request').addColumn('refund_parts', 'text').execute()
  await db.schema.alterTable('order_request').addColumn('bank_sent_at', 'text').execute()

  await db.schema.dropIndex('order_request_once').execute()
  await sql`create unique index order_request_cancel_once on order_request (order_id) where kind = 'cancel'`.execute(db)
  await sql`create unique index order_request_one_pending on order_request (order_id) where status = 'pending'`.execute(db)

  await db.schema.alterTable('credit_note').addColumn('lines', 'text', (c) => c.notNull().defaultTo('[]')).execute()

  const returns = await db
    .selectFrom('order_request')
    .innerJoin('shop_order', 'shop_order.id', 'order_request.order_id')
    .select(['order_request.id', 'order_request.order_id', 'shop_order.shipping_net_cents', 'shop_order.shipping_vat_cents'])
    .where('order_request.kind', '=', 'return')
    .execute()
  for (const r of returns) {
    const lines = await db
      .selectFrom('order_line')
      .select(['variant_id', 'quantity', 'net_cents', 'vat_cents', 'vat_rate_bp'])
      .where('order_id', '=', r.order_id)
      .execute()
    for (const l of lines) {
      await db
        .insertInto('order_request_line')
        .values({
          request_id: r.id,
          order_id: r.order_id,
          variant_id: l.variant_id,
          quantity: l.quantity,
          amount_cents: Number(l.net_cents) + Number(l.vat_cents),
          net_cents: l.net_cents,
          vat_cents: l.vat_cents,
          vat_rate_bp: l.vat_rate_bp,
        })
        .execute()
    }
    const shipping = Number(r.shipping_net_cents) + Number(r.shipping_vat_cents)
    const goods = lines.reduce((s, l) => s + Number(l.net_cents) + Number(l.vat_cents), 0)
    await db.updateTable('order_request').set({ amount_cents: goods + shipping, shipping_cents: shipping }).where('id', '=', r.id).execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('credit_note').dropColumn('lines').execute()
  await db.schema.dropIndex('order_request_one_pending').execute()
  await db.schema.dropIndex('order_request_cancel_once').execute()
  await db.schema.createIndex('order_request_once').on('order_request').columns(['order_id', 'kind']).unique().execute()
  for (const c of ['bank_sent_at', 'refund_parts', 'refusal', 'iban', 'shipping_cents', 'amount_cents']) await db.schema.alterTable('order_request').dropColumn(c).execute()
  await db.schema.dropTable('order_request_line').execute()
}
