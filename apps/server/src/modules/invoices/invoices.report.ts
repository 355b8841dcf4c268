import { quarterRange, type Currency, type VatReport, type VatReportQuery } from '@shop/domain'
import { stringify } from 'csv-stringify/sync'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { InvoicesTables } from '../../db/tables/invoices'

/**
 * The quarter's VAT report (decision 039): per country of VAT, currency and rate, the net and VAT
 * of the invoices issued in the quarter less the credit notes issued in it, the figures a
 * one-stop-shop return asks for. Amounts of different currencies are never added up.
 */
export async function vatReport(db: Db, { year, quarter }: VatReportQuery): Promise<VatReport> {
  const { from, to } = quarterRange(year, quarter)
  const rows = await tablesOf<InvoicesTables>(db.kysely)
    .selectFrom('document_vat_line')
    .select(['country', 'currency', 'vat_rate_bp', 'kind'])
    .select((eb) => [eb.fn.sum<number>('net_cents').as('net'), eb.fn.sum<number>('vat_cents').as('vat'), eb.fn.countAll<number>().as('n')])
    .where('issued_at', '>=', from)
    .where('issued_at', '<', to)
    .groupBy(['country', 'currency', 'vat_rate_bp', 'kind'])
    .execute()
  const byKey = new Map<string, VatReport['rows'][number]>()
  for (const r of rows) {
    const key = `${r.country}|${r.currency}|${r.vat_rate_bp}`
    const line = byKey.get(key) ?? { country: r.country, currency: r.currency as Currency, vat_rate_bp: Number(r.vat_rate_bp), net_cents: 0, vat_cents: 0, invoices: 0, credit_notes: 0 }
    const sign = r.kind === 'credit_note' ? -1 : 1
    line.net_cents += sign * Number(r.net)
    line.vat_cents += sign * Number(r.vat)
    if (r.kind === 'credit_note') line.credit_notes += Number(r.n)
    else line.invoices += Number(r.n)
    byKey.set(key, line)
  }
  const lines = [...byKey.values()].sort((a, b) => a.country.localeCompare(b.country) || a.currency.localeCompare(b.currency) || b.vat_rate_bp - a.vat_rate_bp)
  const totals = new Map<Currency, { currency: Currency; net_cents: number; vat_cents: number }>()
  for (const l of lines) {
    const t = totals.get(l.currency) ?? { currency: l.currency, net_cents: 0, vat_cents: 0 }
    t.net_cents += l.net_cents
    t.vat_cents += l.vat_cents
    totals.set(l.currency, t)
  }
  return { year, quarter, from, to, rows: lines, totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)) }
}

/** Major units with a dot, as accounting imports expect ("-1234.50"). */
function major(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** The report as CSV: one row per country, currency and rate, then a total per currency. */
export function vatReportCsv(report: VatReport): string {
  const rate = (bp: number) => (bp / 100).toFixed(2)
  return stringify(
    [
      ...report.rows.map((r) => [report.year, report.quarter, r.country, r.currency, rate(r.vat_rate_bp), major(r.net_cents), major(r.vat_cents), r.invoices, r.credit_notes]),
      ...report.totals.map((t) => [report.year, report.quarter, 'TOTAL', t.currency, '', major(t.net_cents), major(t.vat_cents), '', '']),
    ],
    { header: true, columns: ['year', 'quarter', 'country', 'currency', 'vat_rate_percent', 'net', 'vat', 'invoices', 'credit_notes'], escape_formulas: true },
  )
}
