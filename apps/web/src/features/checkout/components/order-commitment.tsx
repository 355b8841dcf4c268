import { termsPdfPath, type Quote } from '@shop/domain'
import type { ReactNode } from 'react'
import { cx } from '../../../components/ui/cx'
import { Notice } from '../../../components/ui/fields'
import { Trans } from '../../../lib/i18n-runtime'
import { Link } from '../../../lib/router'
import { useCheckoutText } from '../hooks/use-checkout-text'

const linkClasses =
  'font-medium text-sage-800 underline underline-offset-4 hover:text-sage-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-500 rounded-sm'

/**
 * A legal page (in the storefront's language) or the terms PDF beside the payment form: in a tab
 * of its own, so what the shopper typed here stays. Trans gives it its words as children.
 */
function NewTabLink({ to, file, children }: { to?: string; file?: string; children?: ReactNode }) {
  const { t } = useCheckoutText()
  const words = (
    <>
      {children}
      <span className="sr-only"> {t('commit.newTab')}</span>
    </>
  )
  if (file) {
    return (
      <a href={file} target="_blank" rel="noopener" className={linkClasses}>
        {words}
      </a>
    )
  }
  return (
    <Link to={to!} target="_blank" rel="noopener" className={linkClasses}>
      {words}
    </Link>
  )
}

/**
 * What the shopper reads right before the order button (decision 043; Directive 2011/83/EU
 * Art. 8(2)): the total with VAT and shipping in the order's currency, when it arrives, and the
 * terms they accept by ordering, by version, with the withdrawal and privacy policies beside them.
 */
export function OrderCommitment({ quote, className }: { quote: Quote; className?: string }) {
  const { t, money } = useCheckoutText()
  const option = quote.shipping_options.find((o) => o.code === quote.shipping_method)
  return (
    <div className={cx('space-y-1.5 text-sm text-ink-700', className)} data-testid="order-commitment">
      <div className="flex items-baseline justify-between gap-4">
        <span>{t(quote.tax_mode === 'none' ? 'commit.totalNoVat' : 'commit.total')}</span>
        <span className="font-semibold text-ink-900 tabular-nums" data-testid="commit-total">
          {money(quote.total_cents)}
        </span>
      </div>
      {option && <p data-testid="commit-delivery">{t('commit.delivery', { method: t(`shipping.method.${quote.shipping_method}`), days: option.delivery_days })}</p>}
    </div>
  )
}

/** The terms accepted by ordering, right above the button; `changed`: the server refused an older version. */
export function TermsNotice({ quote, changed }: { quote: Quote; changed: boolean }) {
  const { t, lang } = useCheckoutText()
  const version = quote.terms_version
  return (
    <div className="space-y-2" data-testid="terms-notice">
      {changed && <Notice tone="info">{t('payment.errors.termsOutdated', { version })}</Notice>}
      <p className="text-sm leading-relaxed text-ink-700">
        <Trans
          t={t}
          i18nKey="commit.terms"
          values={{ version }}
          components={{
            terms: <NewTabLink to="/t&c" />,
            withdrawal: <NewTabLink to="/returnpolicy" />,
            privacy: <NewTabLink to="/privacy&policy" />,
          }}
        />{' '}
        <NewTabLink file={termsPdfPath(version, lang)}>{t('commit.termsPdf')}</NewTabLink>
      </p>
    </div>
  )
}
