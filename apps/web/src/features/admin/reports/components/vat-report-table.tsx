import { countryName, formatMoney, formatVatRate, type VatReport } from '@shop/domain'
import { useLanguage } from '../../../../lib/i18n'
import { useTranslation } from '../../../../lib/i18n-runtime'

/**
 * A quarter's one-stop-shop figures: per country, currency and rate the net and VAT of invoices
 * less credit notes, then a total per currency (amounts in different currencies are never added).
 */
export function VatReportTable({ report }: { report: VatReport }) {
  const { t } = useTranslation('invoices')
  const lang = useLanguage()
  const money = (cents: number, currency: VatReport['rows'][number]['currency']) => formatMoney(cents, lang, { currency, wholeUnits: false })
  const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-ink-600 uppercase'
  const num = 'px-3 py-2 text-right tabular-nums whitespace-nowrap'
  return (
    <>
      {/* Phones: one card per line, then the totals (the table below needs a wider screen). */}
      <ul className="grid gap-3 sm:hidden" aria-label={t('report.caption', { quarter: report.quarter, year: report.year })}>
        {report.rows.map((r) => (
          <li key={`${r.country}-${r.currency}-${r.vat_rate_bp}`} className="rounded-2xl border border-ink-100 bg-white p-4 shadow-xs">
            <p className="flex items-baseline justify-between gap-3 font-medium text-ink-900">
              <span>{r.country ? `${countryName(r.country, lang)} (${r.country})` : '—'}</span>
              <span className="text-sm text-ink-600">
                {r.currency} · {formatVatRate(r.vat_rate_bp, lang)}
              </span>
            </p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-ink-600">{t('report.col.net')}</dt>
              <dd className="text-right tabular-nums">{money(r.net_cents, r.currency)}</dd>
              <dt className="text-ink-600">{t('report.col.vat')}</dt>
              <dd className="text-right tabular-nums">{money(r.vat_cents, r.currency)}</dd>
              <dt className="text-ink-600">{t('report.col.documents')}</dt>
              <dd className="text-right">{t('report.documents', { invoices: r.invoices, notes: r.credit_notes })}</dd>
            </dl>
          </li>
        ))}
        {report.totals.map((total) => (
          <li key={total.currency} className="rounded-2xl bg-sage-50 p-4 text-sm font-semibold text-ink-900 ring-1 ring-sage-100">
            <p>
              {t('report.total')} {total.currency}
            </p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt>{t('report.col.net')}</dt>
              <dd className="text-right tabular-nums">{money(total.net_cents, total.currency)}</dd>
              <dt>{t('report.col.vat')}</dt>
              <dd className="text-right tabular-nums">{money(total.vat_cents, total.currency)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    {/* A scroller if the screen is still too narrow: focusable, so the keyboard can scroll it too. */}
    <div
      role="region"
      aria-label={t('report.caption', { quarter: report.quarter, year: report.year })}
      tabIndex={0}
      className="hidden overflow-x-auto rounded-2xl border border-ink-100 bg-white shadow-xs focus-visible:outline-2 focus-visible:outline-sage-700 sm:block"
    >
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">{t('report.caption', { quarter: report.quarter, year: report.year })}</caption>
        <thead className="border-b border-ink-100 bg-ink-50/60">
          <tr>
            <th scope="col" className={th}>{t('report.col.country')}</th>
            <th scope="col" className={th}>{t('report.col.currency')}</th>
            <th scope="col" className={`${th} text-right`}>{t('report.col.rate')}</th>
            <th scope="col" className={`${th} text-right`}>{t('report.col.net')}</th>
            <th scope="col" className={`${th} text-right`}>{t('report.col.vat')}</th>
            <th scope="col" className={`${th} text-right`}>{t('report.col.documents')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {report.rows.map((r) => (
            <tr key={`${r.country}-${r.currency}-${r.vat_rate_bp}`}>
              <th scope="row" className="px-3 py-2 text-left font-medium text-ink-900">
                {r.country ? (
                  <>
                    {countryName(r.country, lang)} <span className="font-mono text-xs text-ink-500">{r.country}</span>
                  </>
                ) : (
                  '—'
                )}
              </th>
              <td className="px-3 py-2">{r.currency}</td>
              <td className={num}>{formatVatRate(r.vat_rate_bp, lang)}</td>
              <td className={num}>{money(r.net_cents, r.currency)}</td>
              <td className={num}>{money(r.vat_cents, r.currency)}</td>
              <td className={`${num} text-ink-600`}>{t('report.documents', { invoices: r.invoices, notes: r.credit_notes })}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-ink-200">
          {report.totals.map((total) => (
            <tr key={total.currency} className="font-semibold text-ink-900">
              <th scope="row" className="px-3 py-2 text-left">{t('report.total')}</th>
              <td className="px-3 py-2">{total.currency}</td>
              <td />
              <td className={num}>{money(total.net_cents, total.currency)}</td>
              <td className={num}>{money(total.vat_cents, total.currency)}</td>
              <td />
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
    </>
  )
}
