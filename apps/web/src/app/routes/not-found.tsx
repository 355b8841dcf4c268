import { useTranslation } from '../../lib/i18n-runtime'
import { Link } from '../../lib/router'
import { buttonClasses } from '../../components/ui/button'
import { LeafIcon } from '../../components/ui/icons'
import { usePageHead } from '../../lib/page-head'
import { useDocumentTitle } from '../../lib/use-document-title'
import { usePageStatus } from '../page-status'

/** SPEC: any other path shows the text "Not Found". */
export function Component() {
  const { t } = useTranslation()
  const title = t('notFound.title')
  useDocumentTitle(title)
  usePageStatus(404)
  usePageHead({ noindex: true })

  return (
    <section aria-labelledby="not-found-title" className="mx-auto flex min-h-[55vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <div className="relative mb-6 flex size-20 items-center justify-center rounded-full bg-sage-100 text-sage-700">
        <LeafIcon size={36} />
        <span className="absolute -right-1 -bottom-1 rounded-full bg-clay-500 px-2 py-0.5 text-xs font-semibold text-white">404</span>
      </div>
      <h1 id="not-found-title" className="text-4xl text-ink-900 sm:text-5xl">
        {title}
      </h1>
      <p className="mt-4 text-ink-600">{t('notFound.message')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses()}>
          {t('notFound.home')}
        </Link>
        <Link to="/categoryoverview" className={buttonClasses({ variant: 'secondary' })}>
          {t('notFound.browse')}
        </Link>
      </div>
    </section>
  )
}
