import { ORDERS_EXPORT_COLUMNS, type OrdersExportQuery } from '@shop/domain'
import { stringify } from 'csv-stringify'
import { pipeline, Readable } from 'node:stream'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { OrdersTables } from '../../db/tables/orders'

/** Orders read per query: a year of orders is streamed page by page, never held in memory at once. */
export const EXPORT_PAGE = 500

type ExportRow = Record<(typeof ORDERS_EXPORT_COLUMNS)[number], string>

/** Integer cents as major units with two decimals ("1234" → "12.34"), without floating point. */
export function decimal(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

function countryOf(addressJson: string): string {
  try {
    const a = JSON.parse(addressJson) as { country?: unknown }
    return typeof a.country === 'string' ? a.country : ''
  } catch {
    return ''
  }
}

/** The start of the UTC day after `day` (YYYY-MM-DD): `to` is inclusive. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString()

/**
 * The orders placed in the range, oldest first, read EXPORT_PAGE at a time by (created_at, id): each
 * page starts after the last row of the one before, so rows placed meanwhile never shift a page.
 */
export async function* exportRows(db: Db, query: OrdersExportQuery): AsyncGenerator<ExportRow> {
  const k = tablesOf<OrdersTables>(db.kysely)
  let after: { created_at: string; id: string } | null = null
  for (;;) {
    let q = k
      .selectFrom('shop_order')
      .select([
        'id', 'number', 'created_at', 'status', 'email', 'shipping_address', 'subtotal_cents', 'discount_cents', 'shipping_cents', 'total_cents',
        'paid_wallet_cents', 'paid_gift_card_cents', 'paid_card_cents', 'cod_cents', 'refunded_cents', 'currency', 'vat_cents',
      ])
    if (query.from) q = q.where('created_at', '>=', `${query.from}T00:00:00.000Z`)
    if (query.to) q = q.where('created_at', '<', dayAfter(query.to))
    const last = after
    if (last) q = q.where((eb) => eb.or([eb('created_at', '>', last.created_at), eb.and([eb('created_at', '=', last.created_at), eb('id', '>', last.id)])]))
    const rows = await q.orderBy('created_at').orderBy('id').limit(EXPORT_PAGE).execute()
    for (const r of rows) {
      yield {
        number: r.number,
        date: r.created_at,
        status: r.status,
        email: r.email,
        country: countryOf(r.shipping_address),
        subtotal: decimal(r.subtotal_cents),
        discount: decimal(r.discount_cents),
        shipping: decimal(r.shipping_cents),
        total: decimal(r.total_cents),
        paid_wallet: decimal(r.paid_wallet_cents),
        paid_gift_card: decimal(r.paid_gift_card_cents),
        paid_card: decimal(r.paid_card_cents),
        cash_on_delivery: decimal(r.cod_cents),
        refunded: decimal(r.refunded_cents),
        currency: r.currency,
        vat: decimal(r.vat_cents),
      }
    }
    if (rows.length < EXPORT_PAGE) return
    after = rows.at(-1)!
  }
}

/**
 * The rows as CSV (RFC 4180 quoting by csv-stringify), with a header line. A text cell starting
 * with = + - @ is prefixed with ' so a spreadsheet shows it instead of running it as a formula.
 * Backpressure is kept: rows are read from the database as the client takes them. A failure while
 * reading ends the stream with that error (the client sees a cut answer, never a short file passed
 * off as whole) and is handed to `onError`.
 */
export function toCsv(rows: AsyncIterable<ExportRow>, onError: (err: Error) => void): Readable {
  const csv = stringify({ header: true, columns: [...ORDERS_EXPORT_COLUMNS], escape_formulas: true })
  return pipeline(Readable.from(rows), csv, (err) => {
    if (err) onError(err)
  })
}
