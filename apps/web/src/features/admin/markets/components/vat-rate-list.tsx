import { countryName, formatDate, formatVatRate, type StaffVatRate } from '@shop/domain'
import { Button } from '../../../../components/ui/button'
import { useLanguage } from '../../../../lib/i18n'
import { useTranslation } from '../../../../lib/i18n-runtime'

/** Each country's rate in force, the rates to come (removable) and, folded, its whole history. */
export function VatRateList({ rates, busyKey, onRemove }: { rates: StaffVatRate[]; busyKey: string | null; onRemove: (country: string, validFrom: string) => void }) {
  const { t } = useTranslation('admin')
  const lang = useLanguage()
  const day = (d: string) => formatDate(`${d}T12:00:00Z`, lang)
  const sorted = [...rates].sort((a, b) => countryName(a.country, lang).localeCompare(countryName(b.country, lang)))
  return (
    <ul aria-label={t('desk.vat.listLabel')} className="divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white shadow-xs">
      {sorted.map((v) => {
        const coming = v.history.filter((r) => !r.in_force).reverse()
        const past = v.history.filter((r) => r.in_force)
        return (
          <li key={v.country} className="grid gap-2 px-4 py-3 sm:grid-cols-[13rem_13rem_1fr] sm:items-start sm:gap-4 sm:px-5" data-testid={`vat-${v.country}`}>
            <p className="font-medium text-ink-900">
              {countryName(v.country, lang)} <span className="font-mono text-xs text-ink-500">{v.country}</span>
            </p>
            <p className="text-sm text-ink-800">
              {v.current ? (
                <>
                  <span className="font-semibold tabular-nums">{formatVatRate(v.current.rate_bp, lang)}</span>{' '}
                  <span className="text-ink-500">{t('desk.vat.since', { date: day(v.current.valid_from) })}</span>
                </>
              ) : (
                <span className="text-ink-500">{t('desk.vat.none')}</span>
              )}
            </p>
            <div className="grid gap-1.5 text-sm">
              {coming.map((r) => (
                <p key={r.valid_from} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sage-800">
                  <span>{t('desk.vat.coming', { rate: formatVatRate(r.rate_bp, lang), date: day(r.valid_from) })}</span>
                  <Button
                    size="sm"
                    variant="ghost"
                    busy={busyKey === `${v.country}:${r.valid_from}`}
                    onClick={() => onRemove(v.country, r.valid_from)}
                    aria-label={t('desk.vat.removeLabel', { country: countryName(v.country, lang), date: day(r.valid_from) })}
                  >
                    {t('desk.vat.remove')}
                  </Button>
                </p>
              ))}
              {past.length > 1 && (
                <details className="text-ink-600">
                  <summary className="cursor-pointer text-ink-700">{t('desk.vat.history', { count: past.length })}</summary>
                  <ul className="mt-1 space-y-0.5">
                    {past.map((r) => (
                      <li key={r.valid_from} className="tabular-nums">
                        {t('desk.vat.historyLine', { rate: formatVatRate(r.rate_bp, lang), date: day(r.valid_from) })}
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
