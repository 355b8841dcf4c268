import { formatMoney, type Currency } from '@shop/domain'
import { Link } from '../../../lib/router'
import { buttonClasses } from '../../../components/ui/button'
import { useLanguage } from '../../../lib/i18n'
import { useWalletText } from '../hooks/use-wallet-text'

/** An outlined button for the dark balance panel (the shared variants are made for light backgrounds). */
const outlineOnDark =
  'inline-flex h-9 items-center justify-center rounded-full border border-sage-400 px-3.5 text-sm font-medium whitespace-nowrap text-cream-50 ' +
  'transition-colors hover:border-sage-200 hover:bg-sage-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-400'

/** The balance, what it can and cannot do (SPEC's three notes), and the ways to add to it. */
export function WalletBalance({ balanceCents, currency = 'USD' }: { balanceCents: number; currency?: Currency }) {
  const { t } = useWalletText()
  const lang = useLanguage()
  return (
    <section aria-labelledby="wallet-balance-label" className="grid gap-6 rounded-2xl bg-sage-800 p-6 text-cream-50 sm:p-8 md:grid-cols-[1fr_1.2fr] md:gap-10">
      <div>
        <h2 id="wallet-balance-label" className="text-sm font-semibold tracking-wide text-sage-200 uppercase">
          {t('balance.label')}
        </h2>
        <p className="mt-2 font-display text-5xl md:text-6xl" data-testid="wallet-balance">
          {formatMoney(balanceCents, lang, { currency })}
        </p>
        <p className="mt-2 text-sm text-sage-100">{t('balance.usage')}</p>
        <div className="mt-6 flex flex-wrap gap-2">
          <Link to="/redeem" className={buttonClasses({ variant: 'accent', size: 'sm' })}>
            {t('balance.redeem')}
          </Link>
          <Link to="/giftcart" className={outlineOnDark}>
            {t('balance.buyGiftCard')}
          </Link>
        </div>
      </div>
      <WalletNotes currency={currency} />
    </section>
  )
}

/** SPEC section 1: the notes shown with the wallet. */
export function WalletNotes({ currency = 'USD' }: { currency?: Currency }) {
  const { t } = useWalletText()
  return (
    <div className="rounded-xl bg-sage-900/40 p-5">
      <h3 className="text-sm font-semibold text-cream-50">{t('notes.title')}</h3>
      <ul className="mt-3 space-y-2 text-sm text-sage-100">
        {(['noWithdrawal', 'noGiftCards', 'noForeignCards'] as const).map((key) => (
          <li key={key} className="flex gap-2.5">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-clay-400" />
            <span>{t(`notes.${key}`)}</span>
          </li>
        ))}
        <li className="flex gap-2.5">
          <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-clay-400" />
          <span>{t('notes.oneCurrency', { currency })}</span>
        </li>
      </ul>
    </div>
  )
}
