import { useId } from 'react'
import { useTranslation } from '../../lib/i18n-runtime'
import { useSearchParams } from '../../lib/router'
import { Container } from '../../components/ui/container'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { Pagination } from '../../features/catalog/components/pagination'
import { TestimonialForm } from '../../features/testimonials/components/testimonial-form'
import { TestimonialList } from '../../features/testimonials/components/testimonial-list'
import { useDocumentTitle } from '../../lib/use-document-title'

/** /testimonial: what customers say about the shop, and a form to add one (guests too). */
export function Component() {
  const { t } = useTranslation('testimonials')
  const [params] = useSearchParams()
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1))
  const formHeadingId = useId()
  useDocumentTitle(t('page.title'))

  return (
    <Container className="pb-16 pt-5 md:pt-8">
      <Breadcrumbs items={[{ label: t('page.title') }]} />
      <header className="mt-5 max-w-2xl md:mt-7">
        <h1 className="text-3xl text-ink-900 md:text-5xl">{t('page.title')}</h1>
        <p className="mt-3 text-ink-600 md:text-lg">{t('page.intro')}</p>
      </header>

      <div className="mt-8 grid items-start gap-10 md:mt-10 lg:grid-cols-[1fr_24rem] lg:gap-12">
        <div className="min-w-0">
          <TestimonialList
            page={page}
            pager={(totalPages) => <Pagination page={page} totalPages={totalPages} hrefFor={(p) => (p > 1 ? `/testimonial?page=${p}` : '/testimonial')} />}
          />
        </div>
        <section aria-labelledby={formHeadingId} className="rounded-3xl bg-sage-50 p-5 ring-1 ring-sage-100 sm:p-7 lg:sticky lg:top-24">
          <h2 id={formHeadingId} className="text-2xl text-ink-900">
            {t('page.formTitle')}
          </h2>
          <p className="mt-1 mb-5 text-sm text-ink-600">{t('page.formIntro')}</p>
          <TestimonialForm />
        </section>
      </div>
    </Container>
  )
}
