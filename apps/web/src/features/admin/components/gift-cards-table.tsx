import type { StaffGiftCard } from '@shop/domain'
import { useTranslation } from '../../../lib/i18n-runtime'
import { cx } from '../../../components/ui/cx'
import { formatDateTime, formatPrice } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'

/** Gift cards sold: only the code's last four characters (staff never see codes), who bought it for whom, and redemption. */
export function GiftCardsTable({ cards }: { cards: StaffGiftCard[] }) {
  const { t } = useTranslation('admin')
  const lang = useLanguage()
  const who = (p: StaffGiftCard['purchaser']) => (p ? (p.email ? `${p.username} (${p.email})` : p.username) : '—')
  return (
    <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
      {cards.map((c) => (
        <li key={c.id} className="rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:p-5">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <p className="font-mono text-lg font-semibold tracking-widest text-ink-900" aria-label={t('giftCards.endingIn', { last4: c.code_last4 })}>
                ••••&nbsp;{c.code_last4}
              </p>
              <p className="text-sm text-ink-600">{formatDateTime(c.created_at, lang)}</p>
            </div>
            <span className={cx('rounded-full px-2.5 py-0.5 text-xs font-medium ring-1', c.redeemed ? 'bg-ink-100 text-ink-700 ring-ink-200' : 'bg-sage-100 text-sage-900 ring-sage-200')}>
              {c.redeemed ? t('giftCards.redeemed') : t('giftCards.open')}
            </span>
          </div>
          <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-xs text-ink-500">{t('giftCards.amount')}</dt>
              <dd className="font-medium text-ink-900 tabular-nums">
                {formatPrice(c.initial_cents, lang, c.currency)}
                {c.balance_cents !== c.initial_cents && <span className="font-normal text-ink-600"> · {t('giftCards.balance', { amount: formatPrice(c.balance_cents, lang, c.currency) })}</span>}
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs text-ink-500">{t('giftCards.purchaser')}</dt>
              <dd className="text-ink-900 [overflow-wrap:anywhere]">{who(c.purchaser)}</dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs text-ink-500">{t('giftCards.from')}</dt>
              <dd className="text-ink-900 [overflow-wrap:anywhere]">{c.sender_name || '—'}</dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs text-ink-500">{t('giftCards.recipient')}</dt>
              <dd className="text-ink-900 [overflow-wrap:anywhere]">
                {c.recipient_name} <span className="text-ink-600">({c.recipient_email})</span>
              </dd>
            </div>
            {c.redeemed && (
              <div className="min-w-0 sm:col-span-2">
                <dt className="text-xs text-ink-500">{t('giftCards.redeemedBy')}</dt>
                <dd className="text-ink-900 [overflow-wrap:anywhere]">
                  {who(c.redeemed_by)}
                  {c.redeemed_at && <span className="text-ink-600"> · {formatDateTime(c.redeemed_at, lang)}</span>}
                </dd>
              </div>
            )}
          </dl>
        </li>
      ))}
    </ul>
  )
}
