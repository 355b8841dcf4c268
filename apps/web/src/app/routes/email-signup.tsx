import { useTranslation } from '../../lib/i18n-runtime'
import { useSearchParams } from '../../lib/router'
import { Container } from '../../components/ui/container'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { ConfirmResult, UnsubscribeResult } from '../../features/newsletter/components/link-result'
import { NewsletterOffer } from '../../features/newsletter/components/newsletter-offer'
import { SignupForm } from '../../features/newsletter/components/signup-form'
import { useDocumentTitle } from '../../lib/use-document-title'

/**
 * SPEC's /emailsignup: the signup form, and the landing page of the two emailed links
 * (?confirm=<token> and ?unsubscribe=<token>).
 */
export function Component() {
  const { t } = useTranslation('newsletter')
  const [params] = useSearchParams()
  const confirm = params.get('confirm')
  const unsubscribe = params.get('unsubscribe')
  const fromLink = Boolean(confirm || unsubscribe)
  const title = confirm ? t('page.confirmTitle') : unsubscribe ? t('page.unsubscribeTitle') : t('page.title')
  useDocumentTitle(title)

  return (
    <Container className="pb-16 pt-5 md:pt-8">
      <Breadcrumbs items={fromLink ? [{ label: t('page.title'), to: '/emailsignup' }, { label: title }] : [{ label: title }]} />
      {fromLink ? (
        <div className="mx-auto mt-6 max-w-xl md:mt-10">
          <h1 className="text-3xl text-ink-900 md:text-4xl">{title}</h1>
          <div className="mt-6">{confirm ? <ConfirmResult token={confirm} /> : <UnsubscribeResult token={unsubscribe ?? ''} />}</div>
        </div>
      ) : (
        <div className="mt-5 grid gap-8 md:mt-7 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] lg:items-start lg:gap-14">
          <header>
            <h1 className="text-3xl text-ink-900 md:text-5xl">{t('page.heading')}</h1>
            <div className="mt-4">
              <NewsletterOffer />
            </div>
          </header>
          <SignupForm />
        </div>
      )}
    </Container>
  )
}
