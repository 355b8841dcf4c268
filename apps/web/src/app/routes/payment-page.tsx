import { useQuote } from '../../features/checkout/api/checkout-api'
import { CheckoutFrame } from '../../features/checkout/components/checkout-frame'
import { PaymentForm } from '../../features/checkout/components/payment-form'
import { StepGuard } from '../../features/checkout/components/step-guard'
import { useCheckoutText } from '../../features/checkout/hooks/use-checkout-text'
import { PageSpinner } from '../../components/ui/spinner'

export function Component() {
  return (
    <StepGuard step="payment">
      <PaymentStep />
    </StepGuard>
  )
}

function PaymentStep() {
  const { t } = useCheckoutText()
  const quote = useQuote()
  return (
    <CheckoutFrame step="payment" title={t('payment.title')} intro={t('payment.intro')} quote={quote}>
      {quote.data ? (
        <PaymentForm
          quote={quote.data}
          refreshQuote={() => quote.refetch()}
          // While new totals load the button waits: the order must carry the total on screen.
          quoteBusy={quote.isFetching}
        />
      ) : quote.isPending ? (
        <PageSpinner />
      ) : null}
    </CheckoutFrame>
  )
}
