import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { insertOrder, newOrderNumber } from './orders.insert'
import { readOrder, toOrder } from './orders.read'
import type { NewOrder } from './orders.types'

describe('order numbers', () => {
  it('are NL- and 8 characters without look-alikes, and do not repeat', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 2000; i++) {
      const n = newOrderNumber()
      expect(n).toMatch(/^NL-[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/)
      seen.add(n)
    }
    expect(seen.size).toBe(2000)
  })
})

describe.each(testDialects())('insertOrder and readOrder (%s)', (dialect) => {
  let ctx: TestContext
  let productId: string
  let variantId: string
  const at = new Date('2026-11-20T10:00:00.000Z')

  const sample = (key: string): NewOrder => ({
    user_id: null,
    email: 'guest@example.com',
    lang: 'cz',
    idempotency_key: key,
    idempotency_scope: 'guest:abc',
    currency: 'USD',
    market: 'world',
    tax_mode: 'none',
    vat_country: '',
    subtotal_cents: 8000,
    discount_cents: 1200,
    shipping_cents: 0,
    shipping_net_cents: 0,
    shipping_vat_rate_bp: 0,
    shipping_vat_cents: 0,
    vat_cents: 0,
    total_cents: 6800,
    paid_wallet_cents: 0,
    paid_gift_card_cents: 0,
    paid_card_cents: 6800,
    cod_cents: 0,
    gift_card_id: null,
    payment_id: null,
    card_brand: 'visa',
    card_last4: '4242',
    card_country: 'US',
    shipping_method: 'standard',
    shipping_address: { first_name: 'Jana', last_name: 'Nováková', street: 'Vinohradská 12', city: 'Praha', state: '', country: 'Czech Republic', zip_code: '120 00' },
    coupons: [{ code: 'GET15', amount_cents: 1200 }],
    lines: [{ product_id: productId, variant_id: variantId, sku: 'SKU-1', size_label: { en: '50 ml', cz: '50 ml', sl: '50 ml', ge: '50 ml' }, name: { en: 'Rose oil', cz: 'Růžový olej', sl: 'Rožno olje', ge: 'Rosenöl' }, unit_price_cents: 4000, quantity: 2, line_total_cents: 8000, discount_cents: 1200, net_cents: 6800, vat_rate_bp: 0, vat_cents: 0 }],
  })

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { seed: true })
    productId = (await ctx.db.kysely.selectFrom('product').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id
    variantId = (await ctx.db.kysely.selectFrom('product_variant').select('id').where('product_id', '=', productId).orderBy('position').limit(1).executeTakeFirstOrThrow()).id
  })
  afterAll(async () => ctx?.close())

  it('writes the order, its lines and its first event, and answers what the database holds', async () => {
    const rows = await ctx.db.kysely.transaction().execute((tx) => insertOrder(tx, sample('key-insert-0000001'), at))
    expect(rows).not.toBeNull()
    const order = toOrder(rows!, at)
    expect(order).toMatchObject({
      status: 'new_order',
      lang: 'cz',
      item_count: 2,
      total_cents: 6800,
      lines: [{ product_id: productId, variant_id: variantId, sku: 'SKU-1', size_label: '50 ml', name: 'Růžový olej', quantity: 2, unit_price_cents: 4000, line_total_cents: 8000, image: expect.stringContaining(productId) }],
      coupons: [{ code: 'GET15', amount_cents: 1200 }],
      payment: { card_cents: 6800, card: { brand: 'visa', last4: '4242' } },
      events: [{ status: 'new_order', actor: 'system', note: '', at: at.toISOString() }],
      requests: [],
      cancel_mode: 'immediate',
      can_return: false,
      return_deadline: null,
    })
    // Answering from the written rows and reading the order back give the same thing.
    expect(await readOrder(ctx.db, order.id, at)).toEqual(order)
    expect(await readOrder(ctx.db, 'ord_0000000000000000', at)).toBeNull()
  })

  it('skips a number already taken (null, the transaction still usable) and refuses a repeated key', async () => {
    const first = await ctx.db.kysely.transaction().execute((tx) => insertOrder(tx, sample('key-insert-0000002'), at, 'NL-TAKEN22'))
    expect(first!.order.number).toBe('NL-TAKEN22')
    const retried = await ctx.db.kysely.transaction().execute(async (tx) => {
      const taken = await insertOrder(tx, sample('key-insert-0000003'), at, 'NL-TAKEN22')
      return { taken, next: await insertOrder(tx, sample('key-insert-0000003'), at, 'NL-FRESH333') }
    })
    expect(retried.taken).toBeNull()
    expect(retried.next!.order.number).toBe('NL-FRESH333')
    await expect(ctx.db.kysely.transaction().execute((tx) => insertOrder(tx, sample('key-insert-0000002'), at))).rejects.toThrow()
    const n = await ctx.db.kysely.selectFrom('shop_order').select('id').where('idempotency_key', '=', 'key-insert-0000002').execute()
    expect(n).toHaveLength(1)
  })

  it('offers a withdrawal until the end of the 14th day after delivery (Prague time), not while one waits', async () => {
    const rows = await ctx.db.kysely.transaction().execute((tx) => insertOrder(tx, sample('key-insert-0000004'), at))
    // Delivered at 01:00 in Prague on 1 November: the period ends at midnight starting 16 November there.
    const delivered = { ...rows!, order: { ...rows!.order, status: 'delivered_order', delivered_at: '2026-11-01T00:00:00.000Z' } }
    expect(toOrder(delivered, new Date('2026-11-10T00:00:00.000Z'))).toMatchObject({ cancel_mode: null, can_return: true, return_deadline: '2026-11-15T22:59:59.999Z' })
    expect(toOrder(delivered, new Date('2026-11-15T22:59:59.000Z')).can_return).toBe(true)
    expect(toOrder(delivered, new Date('2026-11-15T23:00:00.000Z')).can_return).toBe(false)
    const request = {
      id: 'orq_1', order_id: rows!.order.id, kind: 'return' as const, reason: 'damaged', details: '', refund_to: 'card' as const, status: 'pending' as const, note: '',
      created_at: '2026-11-05T00:00:00.000Z', decided_at: null, decided_by: null, amount_cents: 0, shipping_cents: 0, iban: '', refusal: null, refund_parts: null, bank_sent_at: null,
    }
    expect(toOrder({ ...delivered, requests: [request] }, new Date('2026-11-10T00:00:00.000Z')).can_return).toBe(false)
  })
})
