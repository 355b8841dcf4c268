import { Link } from '../../../lib/router'
import { cx } from '../../../components/ui/cx'
import { CheckIcon } from '../../../components/ui/icons'
import { useCheckoutText } from '../hooks/use-checkout-text'

export const CHECKOUT_STEPS = ['cart', 'address', 'review', 'payment', 'done'] as const
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]

const HREF: Record<CheckoutStep, string | null> = {
  cart: '/cart',
  address: '/shippingaddress',
  review: '/revieworder',
  payment: '/paymentpage',
  done: null,
}

/**
 * Cart → Address → Review → Payment → Done. Steps already passed are links back (not once the
 * order is placed: there is no going back to pay again).
 */
export function StepIndicator({ current }: { current: CheckoutStep }) {
  const { t } = useCheckoutText()
  const at = CHECKOUT_STEPS.indexOf(current)
  return (
    <nav aria-label={t('steps.label')}>
      <ol className="flex items-start">
        {CHECKOUT_STEPS.map((step, i) => {
          const done = i < at
          const here = i === at
          const href = done && current !== 'done' ? HREF[step] : null
          const label = t(`steps.${step}`)
          const dot = (
            <span
              aria-hidden="true"
              className={cx(
                'relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ring-4 ring-cream-50',
                done && 'bg-sage-600 text-cream-50',
                here && 'bg-sage-800 text-cream-50',
                !done && !here && 'bg-white text-ink-500 outline-1 outline-ink-200',
              )}
            >
              {done ? <CheckIcon size={16} /> : i + 1}
            </span>
          )
          const text = (
            <span className={cx('mt-1.5 block max-w-full truncate px-0.5 text-center text-xs sm:text-sm', here ? 'font-semibold text-ink-900' : 'text-ink-600')}>
              {label}
            </span>
          )
          return (
            <li
              key={step}
              aria-current={here ? 'step' : undefined}
              className={cx(
                'relative flex min-w-0 flex-1 flex-col items-center',
                // The line to the previous step, drawn behind the dots.
                i > 0 && 'before:absolute before:top-4 before:right-1/2 before:-left-1/2 before:h-0.5 before:-translate-y-1/2',
                i > 0 && (i <= at ? 'before:bg-sage-500' : 'before:bg-ink-200'),
              )}
            >
              {href ? (
                <Link to={href} className="group flex min-w-0 flex-col items-center rounded-lg focus-visible:outline-2 focus-visible:outline-clay-500">
                  {dot}
                  <span className="max-w-full group-hover:underline group-hover:underline-offset-4">{text}</span>
                </Link>
              ) : (
                <>
                  {dot}
                  {text}
                </>
              )}
              {done && <span className="sr-only">{t('steps.completed')}</span>}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
