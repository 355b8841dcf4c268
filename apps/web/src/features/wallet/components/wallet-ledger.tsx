import { formatMoney, type Currency, type WalletEntry } from '@shop/domain'
import { EmptyState } from '../../../components/ui/empty-state'
import { cx } from '../../../components/ui/cx'
import { formatDateTime } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'
import { useWalletText } from '../hooks/use-wallet-text'

/** The wallet's entries, newest first: what came in (+) and went out (−), with its reference. */
export function WalletLedger({ entries }: { entries: WalletEntry[] }) {
  const { t } = useWalletText()
  const lang = useLanguage()
  return (
    <section aria-labelledby="ledger-heading">
      <h2 id="ledger-heading" className="font-display text-2xl text-ink-900">
        {t('ledger.title')}
      </h2>
      {entries.length === 0 ? (
        <EmptyState className="mt-4" title={t('ledger.empty')} message={t('ledger.emptyText')} />
      ) : (
        <ul aria-labelledby="ledger-heading" className="mt-4 divide-y divide-ink-100 rounded-2xl bg-white ring-1 ring-ink-100">
          {entries.map((entry) => (
            <li key={entry.id} className="flex items-start justify-between gap-4 px-4 py-3.5 sm:px-5">
              <div className="min-w-0">
                <p className="font-medium text-ink-900">{t(`kind.${entry.kind}`)}</p>
                <p className="text-sm text-ink-600 [overflow-wrap:anywhere]">
                  {entry.reference && <span>{entry.reference} · </span>}
                  <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, lang)}</time>
                </p>
              </div>
              <p className={cx('shrink-0 font-semibold tabular-nums', entry.amount_cents >= 0 ? 'text-sage-700' : 'text-ink-800')}>
                {signed(entry.amount_cents, lang, entry.currency)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** "+$25.00" / "−$12.50": the sign shown, with a real minus sign. */
function signed(cents: number, lang: Parameters<typeof formatMoney>[1], currency: Currency): string {
  return `${cents >= 0 ? '+' : '−'}${formatMoney(Math.abs(cents), lang, { currency })}`
}
