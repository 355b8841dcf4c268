import { CARRIER_NAMES, countryName, formatMoney, type Currency, type ShippingMethodInfo, type ShippingZone } from '@shop/domain'
import { Button } from '../../../../components/ui/button'
import { cx } from '../../../../components/ui/cx'
import { useLanguage } from '../../../../lib/i18n'
import { useTranslation } from '../../../../lib/i18n-runtime'

/** One zone: its countries, and its methods with price, free line, carrier and days, each editable. */
export function ZoneCard({
  zone,
  canAddMethod,
  onEditZone,
  onAddMethod,
  onEditMethod,
  onToggleMethod,
  busyMethodId,
}: {
  zone: ShippingZone
  canAddMethod: boolean
  onEditZone: () => void
  onAddMethod: () => void
  onEditMethod: (method: ShippingMethodInfo) => void
  onToggleMethod: (method: ShippingMethodInfo) => void
  busyMethodId: string | null
}) {
  const { t } = useTranslation('shipping')
  const lang = useLanguage()
  const money = (cents: number, currency: Currency = 'USD') => formatMoney(cents, lang, { currency })
  /** A figure in every price list: "$4.99 · 4,90 € · 119 Kč" */
  const lists = (usd: number | null, eur: number | null, czk: number | null) =>
    ([[usd, 'USD'], [eur, 'EUR'], [czk, 'CZK']] as const).flatMap(([cents, c]) => (cents === null ? [] : [money(cents, c)])).join(' · ')
  const headingId = `zone-${zone.id}`
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="font-display text-xl text-ink-900">
            {zone.name}
          </h2>
          <p className="mt-1 text-sm text-ink-600">{t('zone.countries', { count: zone.countries.length })}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={onEditZone} aria-label={t('zone.editLabel', { name: zone.name })}>
            {t('zone.edit')}
          </Button>
          {canAddMethod && (
            <Button size="sm" onClick={onAddMethod} aria-label={t('method.addLabel', { zone: zone.name })}>
              {t('method.add')}
            </Button>
          )}
        </div>
      </div>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('zone.countriesLabel', { name: zone.name })}>
        {zone.countries.map((code) => (
          <li key={code} className="rounded-full bg-cream-100 px-2.5 py-0.5 text-xs text-ink-700 ring-1 ring-cream-200" title={code}>
            {countryName(code, lang)}
          </li>
        ))}
      </ul>
      {zone.methods.length === 0 ? (
        <p className="mt-4 rounded-xl bg-clay-50 px-4 py-3 text-sm text-clay-700">{t('zone.noMethods')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-ink-100 border-t border-ink-100">
          {zone.methods.map((m) => (
            <li key={m.id} className={cx('flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between', !m.active && 'opacity-70')}>
              <div className="min-w-0">
                <p className="font-medium text-ink-900">
                  {m.name[lang]}{' '}
                  <span className="ml-1 rounded-full bg-ink-50 px-2 py-0.5 align-middle font-mono text-xs font-normal text-ink-600">{m.code}</span>
                  {!m.active && <span className="ml-1 rounded-full bg-clay-50 px-2 py-0.5 align-middle text-xs font-normal text-clay-700">{t('method.inactive')}</span>}
                </p>
                <p className="text-sm text-ink-600">
                  {t('method.summary', { carrier: CARRIER_NAMES[m.carrier], days: m.delivery_days, price: lists(m.price_cents, m.price_eur_cents, m.price_czk_cents) })}
                  {' · '}
                  {m.free_from_cents === null && m.free_from_eur_cents === null && m.free_from_czk_cents === null
                    ? t('method.neverFree')
                    : t('method.freeFrom', { amount: lists(m.free_from_cents, m.free_from_eur_cents, m.free_from_czk_cents) })}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button size="sm" variant="ghost" onClick={() => onEditMethod(m)} aria-label={t('method.editLabel', { name: m.name[lang], zone: zone.name })}>
                  {t('method.edit')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  busy={busyMethodId === m.id}
                  onClick={() => onToggleMethod(m)}
                  aria-label={t(m.active ? 'method.deactivateLabel' : 'method.activateLabel', { name: m.name[lang], zone: zone.name })}
                >
                  {t(m.active ? 'method.deactivate' : 'method.activate')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
