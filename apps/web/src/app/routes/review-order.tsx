import { Link } from '../../lib/router'
import { buttonClasses } from '../../components/ui/button'
import { cx } from '../../components/ui/cx'
import { ArrowRightIcon } from '../../components/ui/icons'
import { useQuote } from '../../features/checkout/api/checkout-api'
import { CheckoutFrame } from '../../features/checkout/components/checkout-frame'
import { CouponField } from '../../features/checkout/components/coupon-field'
import { ReviewDetails, ReviewLines } from '../../features/checkout/components/review-details'
import { StepGuard } from '../../features/checkout/components/step-guard'
import { useCheckoutText } from '../../features/checkout/hooks/use-checkout-text'

export function Component() {
  return (
    <StepGuard step="review">
      <ReviewStep />
    </StepGuard>
  )
}

function ReviewStep() {
  const { t } = useCheckoutText()
  const quote = useQuote()
  const ready = !!quote.data && quote.data.lines.length > 0
  return (
    <CheckoutFrame
      step="review"
      title={t('review.title')}
      intro={t('review.intro')}
      quote={quote}
      showLines={false}
      actions={
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Link to="/shippingaddress" className={buttonClasses({ variant: 'ghost' })}>
            {t('actions.back')}
          </Link>
          {/* A link that cannot be followed until the totals are known: the payment step needs them. */}
          <Link
            to="/paymentpage"
            aria-disabled={!ready || undefined}
            onClick={(e) => {
              if (!ready) e.preventDefault()
            }}
            className={buttonClasses({ size: 'lg', className: cx(!ready && 'pointer-events-none opacity-55') })}
          >
            {t('review.continue')}
            <ArrowRightIcon size={18} />
          </Link>
        </div>
      }
    >
      <div className="space-y-6">
        <ReviewDetails />
        <ReviewLines quote={quote.data} />
        <CouponField quote={quote.data} />
      </div>
    </CheckoutFrame>
  )
}
