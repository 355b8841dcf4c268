import { Link } from '../../../lib/router'
import { buttonClasses } from '../../../components/ui/button'
import { Notice } from '../../../components/ui/fields'
import { Spinner } from '../../../components/ui/spinner'
import { useConfirmLink, useUnsubscribeLink } from '../api/newsletter-api'
import { useNewsletterText } from '../hooks/use-newsletter-text'
import { CodeBox } from './code-box'

const cardClasses = 'rounded-3xl bg-white p-6 ring-1 ring-ink-100 sm:p-8'

/** ?confirm=<token>: confirms the subscription and shows the personal 5% code. */
export function ConfirmResult({ token }: { token: string }) {
  const { t, message, failure } = useNewsletterText()
  const link = useConfirmLink(token)

  if (link.isPending) return <Working label={t('confirm.loading')} />
  if (link.isError) return <Failed title={t('confirm.failedTitle')} text={failure(link.error)} />
  return (
    <section className={cardClasses} aria-labelledby="newsletter-confirmed">
      <h2 id="newsletter-confirmed" className="font-display text-2xl text-ink-900">
        {t('confirm.title')}
      </h2>
      <Notice tone="success" className="mt-4">
        {message(link.data.message)}
      </Notice>
      <p className="mt-6 text-sm font-medium text-ink-800">{t('confirm.codeLabel')}</p>
      <div className="mt-2">
        <CodeBox code={link.data.coupon_code} />
      </div>
      <p className="mt-4 text-sm text-ink-600">{t('confirm.howTo')}</p>
      <Link to="/coupan" className={buttonClasses({ className: 'mt-6' })}>
        {t('confirm.toCoupons')}
      </Link>
    </section>
  )
}

/** ?unsubscribe=<token>: the one-click unsubscribe every newsletter mail links to. */
export function UnsubscribeResult({ token }: { token: string }) {
  const { t, message, failure } = useNewsletterText()
  const link = useUnsubscribeLink(token)

  if (link.isPending) return <Working label={t('unsubscribe.loading')} />
  if (link.isError) return <Failed title={t('unsubscribe.failedTitle')} text={failure(link.error)} />
  return (
    <section className={cardClasses} aria-labelledby="newsletter-unsubscribed">
      <h2 id="newsletter-unsubscribed" className="font-display text-2xl text-ink-900">
        {t('unsubscribe.title')}
      </h2>
      <Notice tone="success" className="mt-4">
        {message(link.data.message)}
      </Notice>
      <p className="mt-4 text-sm text-ink-600">{t('unsubscribe.comeBack')}</p>
      <Link to="/emailsignup" className={buttonClasses({ variant: 'secondary', className: 'mt-5' })}>
        {t('unsubscribe.signUpAgain')}
      </Link>
    </section>
  )
}

function Working({ label }: { label: string }) {
  return (
    <div className={cardClasses}>
      <Spinner label={label} className="justify-start" />
    </div>
  )
}

function Failed({ title, text }: { title: string; text: string }) {
  const { t } = useNewsletterText()
  return (
    <section className={cardClasses} aria-labelledby="newsletter-link-failed">
      <h2 id="newsletter-link-failed" className="font-display text-2xl text-ink-900">
        {title}
      </h2>
      <Notice className="mt-4">{text}</Notice>
      <Link to="/emailsignup" className={buttonClasses({ variant: 'secondary', className: 'mt-5' })}>
        {t('confirm.signUpAgain')}
      </Link>
    </section>
  )
}
