import { Button } from './ui/button'
import { Notice } from './ui/fields'
import { Skeleton } from './ui/skeleton'
import { useTranslation } from '../lib/i18n-runtime'
import type { CardFailure, PaymentElementControl } from '../lib/card-payment'

/**
 * Where a screen keeps the texts of the card fields: `<prefix>loading`, `unavailable`, `retry`,
 * `safety.test|stripe` and `failure.<CardFailure>` in its own namespace (a namespace of their own
 * would add a loader to the first page's script).
 */
export interface CardTexts {
  namespace: string
  prefix: string
}

/**
 * The processor's card fields in their frame, a line saying where card details go (truthfully:
 * to the processor, never to the shop), and what went wrong with the card, next to the fields.
 */
export function CardPaymentFields({ control, failure, texts }: { control: PaymentElementControl; failure?: string; texts: CardTexts }) {
  const { t: translate } = useTranslation(texts.namespace)
  const t = (key: string) => translate(texts.prefix + key)
  return (
    <div className="space-y-3">
      {control.state === 'failed' ? (
        <Notice className="flex flex-wrap items-center justify-between gap-3">
          <span>{t('unavailable')}</span>
          <Button type="button" size="sm" variant="secondary" onClick={control.retry}>
            {t('retry')}
          </Button>
        </Notice>
      ) : (
        <div className="relative min-h-32">
          {control.state === 'loading' && (
            <div className="absolute inset-0" aria-busy="true" aria-label={t('loading')}>
              <Skeleton className="h-12 rounded-xl" />
              <div className="mt-4 grid grid-cols-2 gap-4">
                <Skeleton className="h-12 rounded-xl" />
                <Skeleton className="h-12 rounded-xl" />
              </div>
            </div>
          )}
          <div ref={control.holder} data-testid="card-element" className={control.state === 'loading' ? 'opacity-0' : undefined} />
        </div>
      )}
      {failure && <Notice>{failure}</Notice>}
      {control.processor && <p className="text-xs text-ink-500">{t(control.processor === 'stripe' ? 'safety.stripe' : 'safety.test')}</p>}
    </div>
  )
}

/** A card failure in the shopper's language; the processor's own words for fields it found wrong. */
export function useCardFailureText(texts: CardTexts) {
  const { t } = useTranslation(texts.namespace)
  return (failure: CardFailure, processorMessage?: string) => (failure === 'card_incomplete' && processorMessage ? processorMessage : t(`${texts.prefix}failure.${failure}`))
}
