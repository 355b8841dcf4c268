import { formatMoney, GIFT_CARD_MESSAGES, type GiftCardReceipt } from '@shop/domain'
import { Link } from '../../../lib/router'
import { Button, buttonClasses } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { CheckIcon } from '../../../components/ui/icons'
import { Skeleton } from '../../../components/ui/skeleton'
import { formatDate } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'
import { useGiftCards } from '../api/wallet-api'
import { useWalletText } from '../hooks/use-wallet-text'

/** After a purchase: where the card went and how to recognise its code. */
export function GiftCardSent({ receipt, onAnother }: { receipt: GiftCardReceipt; onAnother: () => void }) {
  const { t, message } = useWalletText()
  const lang = useLanguage()
  return (
    <section role="status" aria-labelledby="gift-sent-heading" className="rounded-2xl bg-white p-6 text-center ring-1 ring-sage-200 sm:p-10">
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-sage-100 text-sage-700" aria-hidden="true">
        <CheckIcon size={28} />
      </span>
      <h2 id="gift-sent-heading" className="mt-4 font-display text-3xl text-ink-900">
        {message(GIFT_CARD_MESSAGES.bought)}
      </h2>
      <p className="mt-3 text-ink-700">
        {t('sent.to', { amount: formatMoney(receipt.amount_cents, lang, { currency: receipt.currency }), email: receipt.recipient_email })}
      </p>
      <p className="mt-1 text-sm text-ink-600">{t('sent.code', { last4: receipt.code_last4 })}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button variant="secondary" onClick={onAnother}>
          {t('sent.another')}
        </Button>
        <Link to="/wallet" className={buttonClasses({ variant: 'ghost' })}>
          {t('sent.wallet')}
        </Link>
      </div>
    </section>
  )
}

/** Gift cards the shopper bought, newest first as the server sends them. */
export function GiftCardList() {
  const { t } = useWalletText()
  const lang = useLanguage()
  const cards = useGiftCards()
  return (
    <section aria-labelledby="gift-list-heading">
      <h2 id="gift-list-heading" className="font-display text-2xl text-ink-900">
        {t('bought.title')}
      </h2>
      <div className="mt-4">
        {cards.isPending ? (
          <Skeleton className="h-24 rounded-2xl" />
        ) : cards.isError ? (
          <EmptyState tone="error" title={t('bought.loadFailed')} action={<Button variant="secondary" onClick={() => cards.refetch()}>{t('retry')}</Button>} />
        ) : cards.data.length === 0 ? (
          <EmptyState title={t('bought.empty')} />
        ) : (
          <ul aria-labelledby="gift-list-heading" className="divide-y divide-ink-100 rounded-2xl bg-white ring-1 ring-ink-100">
            {cards.data.map((card) => (
              <li key={card.id} className="px-4 py-3.5 sm:px-5">
                <div className="flex items-start justify-between gap-4">
                  <div className="min-w-0">
                    <p className="font-medium text-ink-900 [overflow-wrap:anywhere]">{t('bought.to', { email: card.recipient_email })}</p>
                    <p className="text-sm text-ink-600">
                      {t('bought.code', { last4: card.code_last4 })} · <time dateTime={card.created_at}>{formatDate(card.created_at, lang)}</time>
                    </p>
                  </div>
                  <p className="shrink-0 font-semibold text-ink-900 tabular-nums">{formatMoney(card.amount_cents, lang, { currency: card.currency })}</p>
                </div>
                {card.message && <p className="mt-2 line-clamp-2 text-sm text-ink-600 italic [overflow-wrap:anywhere]">“{card.message}”</p>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
