import { LANGUAGES, type StaffCoupon } from '@shop/domain'
import type { ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { Link } from '../../../lib/router'
import { cx } from '../../../components/ui/cx'
import { formatDate, formatPrice } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'

type CouponState = 'active' | 'inactive' | 'scheduled' | 'expired' | 'usedUp'

export function couponState(c: StaffCoupon, now = Date.now()): CouponState {
  if (!c.active) return 'inactive'
  if (c.expires_at && Date.parse(c.expires_at) <= now) return 'expired'
  if (c.starts_at && Date.parse(c.starts_at) > now) return 'scheduled'
  if (c.usage_limit !== null && c.used_count >= c.usage_limit) return 'usedUp'
  return 'active'
}

const STATE_TONE: Record<CouponState, string> = {
  active: 'bg-sage-100 text-sage-900 ring-sage-200',
  scheduled: 'bg-cream-100 text-ink-800 ring-cream-300',
  inactive: 'bg-ink-100 text-ink-700 ring-ink-200',
  expired: 'bg-ink-100 text-ink-700 ring-ink-200',
  usedUp: 'bg-clay-50 text-clay-800 ring-clay-200',
}

/** The coupons with their terms, limits, use so far and state; each row opens the edit form. */
export function CouponsTable({ coupons, editHref }: { coupons: StaffCoupon[]; editHref: (id: string) => string }) {
  const { t } = useTranslation('admin')
  const lang = useLanguage()
  const terms = (kind: StaffCoupon['kind'], value: number) => (kind === 'fixed' ? formatPrice(value, lang) : `${value} %`)
  return (
    <ul className="grid grid-cols-1 gap-3">
      {coupons.map((c) => {
        const state = couponState(c)
        const overrides = LANGUAGES.filter((l) => c.lang_terms[l])
        return (
          <li key={c.id} className="rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:p-5">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-mono text-lg font-semibold tracking-wide text-ink-900">{c.code}</span>
                  <span className={cx('rounded-full px-2.5 py-0.5 text-xs font-medium ring-1', STATE_TONE[state])}>{t(`coupons.state.${state}`)}</span>
                  {c.stackable && <span className="rounded-full bg-cream-100 px-2.5 py-0.5 text-xs text-ink-700 ring-1 ring-cream-300">{t('coupons.stackable')}</span>}
                </p>
                <p className="mt-1 text-sm text-ink-700 [overflow-wrap:anywhere]">{c.description[lang] || c.description.en}</p>
              </div>
              <Link to={editHref(c.id)} className="shrink-0 rounded-full border border-sage-300 px-4 py-1.5 text-sm font-medium text-sage-800 hover:border-sage-500 hover:bg-sage-50" aria-label={t('coupons.editLabel', { code: c.code })}>
                {t('coupons.edit')}
              </Link>
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
              <Fact label={t('coupons.col.terms')}>
                {terms(c.kind, c.value)}
                {c.value_eur_cents !== null && c.value_czk_cents !== null && (
                  <span className="block text-xs text-ink-600">{`${formatPrice(c.value_eur_cents, lang, 'EUR')} · ${formatPrice(c.value_czk_cents, lang, 'CZK')}`}</span>
                )}
                {overrides.map((l) => (
                  <span key={l} className="block text-xs text-ink-600">
                    {t('coupons.termsIn', { language: t(`language.${l}`), terms: terms(c.lang_terms[l]!.kind, c.lang_terms[l]!.value) })}
                  </span>
                ))}
              </Fact>
              <Fact label={t('coupons.col.minOrder')}>
                {c.min_order_cents > 0 ? formatPrice(c.min_order_cents, lang) : '—'}
                {(c.min_order_eur_cents > 0 || c.min_order_czk_cents > 0) && (
                  <span className="block text-xs text-ink-600">{`${formatPrice(c.min_order_eur_cents, lang, 'EUR')} · ${formatPrice(c.min_order_czk_cents, lang, 'CZK')}`}</span>
                )}
              </Fact>
              <Fact label={t('coupons.col.used')}>
                {c.usage_limit !== null ? t('coupons.usedOf', { used: c.used_count, limit: c.usage_limit }) : String(c.used_count)}
                {c.per_shopper_limit !== null && <span className="block text-xs text-ink-600">{t('coupons.perShopper', { count: c.per_shopper_limit })}</span>}
              </Fact>
              <Fact label={t('coupons.col.valid')}>
                {c.starts_at || c.expires_at ? `${c.starts_at ? formatDate(c.starts_at, lang) : '…'} – ${c.expires_at ? formatDate(c.expires_at, lang) : '…'}` : t('coupons.always')}
              </Fact>
            </dl>
            {c.owner_email && <p className="mt-2 text-xs text-ink-600 [overflow-wrap:anywhere]">{t('coupons.owner', { email: c.owner_email })}</p>}
          </li>
        )
      })}
    </ul>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-ink-500">{label}</dt>
      <dd className="font-medium text-ink-900 tabular-nums">{children}</dd>
    </div>
  )
}
