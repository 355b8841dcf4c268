import { useAuth } from '../../lib/use-auth'
import { useQuote } from '../../features/checkout/api/checkout-api'
import { CheckoutFrame } from '../../features/checkout/components/checkout-frame'
import { CheckoutStart } from '../../features/checkout/components/checkout-start'
import { useCheckoutText } from '../../features/checkout/hooks/use-checkout-text'

/** The first checkout step: continue as the signed-in shopper, sign in, or check out as a guest. */
export function Component() {
  const { t } = useCheckoutText()
  const { user } = useAuth()
  const quote = useQuote()
  return (
    <CheckoutFrame step="address" title={t('start.title')} intro={user ? undefined : t('start.intro')} quote={quote}>
      <CheckoutStart />
    </CheckoutFrame>
  )
}
