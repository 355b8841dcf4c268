import type { Quote } from '@shop/domain'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from '../../../lib/router'
import { buttonClasses } from '../../../components/ui/button'
import { Container } from '../../../components/ui/container'
import { cx } from '../../../components/ui/cx'
import { EmptyState } from '../../../components/ui/empty-state'
import { CartIcon } from '../../../components/ui/icons'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { MoneyCurrency } from '../money-currency'
import { useFollowDestination } from '../hooks/use-destination'
import { useCheckoutText } from '../hooks/use-checkout-text'
import { isCartEmpty, OrderSummary } from './order-summary'
import { StepIndicator, type CheckoutStep } from './step-indicator'

/**
 * The frame of a checkout step: the step indicator, the heading, the step's content and the order
 * summary beside it (below it on phones). With nothing in the cart there is no step to take.
 */
export function CheckoutFrame({
  step,
  title,
  intro,
  quote,
  showLines = true,
  actions,
  keepWhenEmpty = false,
  children,
}: {
  step: CheckoutStep
  title: string
  intro?: ReactNode
  quote?: UseQueryResult<Quote>
  /** The review step lists the lines itself: the summary then shows the totals only. */
  showLines?: boolean
  /** The step's buttons: after the summary on phones, so the total is read before going on. */
  actions?: ReactNode
  /**
   * The address step stays usable with an empty cart (the account area links to it to choose
   * where orders go); the summary then says the cart is empty. Other steps have nothing to show.
   */
  keepWhenEmpty?: boolean
  children: ReactNode
}) {
  const { t } = useCheckoutText()
  useDocumentTitle(title)
  const empty = quote && !keepWhenEmpty ? isCartEmpty(quote) : false
  useFollowDestination(quote?.data)
  return (
    <MoneyCurrency.Provider value={quote?.data?.currency ?? 'USD'}>
    <Container className="pb-16 pt-5 md:pt-8">
      <div className="mx-auto max-w-2xl">
        <StepIndicator current={step} />
      </div>
      {empty ? (
        <EmptyState
          headingLevel={1}
          className="mx-auto mt-10 max-w-xl py-14"
          icon={<CartIcon size={32} />}
          title={t('empty.title')}
          message={t('empty.text')}
          action={
            <Link to="/categoryoverview" className={buttonClasses({ className: 'mt-2' })}>
              {t('empty.shop')}
            </Link>
          }
        />
      ) : (
        // Without a summary beside it (the confirmation) the single column sits under the centred steps.
        <div className={quote ? undefined : 'mx-auto max-w-4xl'}>
          <header className="mt-7 max-w-2xl md:mt-10">
            <h1 className="text-3xl text-ink-900 md:text-4xl">{title}</h1>
            {intro && <p className="mt-2 text-ink-600 md:text-lg">{intro}</p>}
          </header>
          <div
            className={cx(
              'mt-6 grid items-start gap-8 md:mt-8',
              quote && 'md:grid-cols-[minmax(0,1fr)_20rem] md:gap-x-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-x-12',
            )}
          >
            <div className="min-w-0 md:col-start-1 md:row-start-1">{children}</div>
            {quote && (
              <div className="md:sticky md:top-40 md:col-start-2 md:row-span-2 md:row-start-1">
                <OrderSummary quote={quote} showLines={showLines} />
              </div>
            )}
            {actions && <div className="min-w-0 md:col-start-1 md:row-start-2">{actions}</div>}
          </div>
        </div>
      )}
    </Container>
    </MoneyCurrency.Provider>
  )
}
