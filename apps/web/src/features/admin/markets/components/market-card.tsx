import { countryName, type Market } from '@shop/domain'
import { Button } from '../../../../components/ui/button'
import { useLanguage } from '../../../../lib/i18n'
import { useTranslation } from '../../../../lib/i18n-runtime'

/** One market: currency, language, tax mode and its countries; edit, and remove while it is empty. */
export function MarketCard({ market, busy, onEdit, onDelete }: { market: Market; busy: boolean; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('admin')
  const lang = useLanguage()
  const headingId = `market-${market.code}`
  const facts = [
    [t('desk.market.field.currency'), market.currency],
    [t('desk.market.field.language'), t(`desk.language.${market.default_lang}`)],
    [t('desk.market.field.taxMode'), t(`desk.taxMode.${market.tax_mode}`)],
  ] as const
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:p-5" data-testid={`market-${market.code}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-display text-xl text-ink-900">
            {market.name}
          </h2>
          <p className="mt-0.5 font-mono text-xs text-ink-500">{market.code}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={onEdit} aria-label={t('desk.market.editLabel', { name: market.name })}>
            {t('desk.market.edit')}
          </Button>
          {!market.rest_of_world && market.countries.length === 0 && (
            <Button size="sm" variant="ghost" busy={busy} onClick={onDelete} aria-label={t('desk.market.deleteLabel', { name: market.name })}>
              {t('desk.market.delete')}
            </Button>
          )}
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-ink-500">{term}</dt>
            <dd className="font-medium text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      {market.rest_of_world && <p className="mt-3 rounded-xl bg-cream-100 px-3 py-2 text-sm text-ink-700">{t('desk.market.restOfWorld')}</p>}
      {market.countries.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('desk.market.countriesLabel', { name: market.name })}>
          {market.countries.map((code) => (
            <li key={code} className="rounded-full bg-cream-100 px-2.5 py-0.5 text-xs text-ink-700 ring-1 ring-cream-200" title={code}>
              {countryName(code, lang)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-ink-600">{t('desk.market.noCountries')}</p>
      )}
    </section>
  )
}
