import type { Language } from '@shop/domain'
import { formAddressee, withSeller } from '@shop/domain/legal-texts/seller'
import { withdrawalForm } from '@shop/domain/legal-texts/withdrawal-form'
import { useMemo } from 'react'
import { Button } from '../../../components/ui/button'
import { Container } from '../../../components/ui/container'
import { EmptyState } from '../../../components/ui/empty-state'
import { AlertIcon } from '../../../components/ui/icons'
import { Skeleton } from '../../../components/ui/skeleton'
import { useLanguage } from '../../../lib/i18n'
import { useSeller } from '../api/seller-query'
import type { PageText } from '../content-types'
import { useActiveSection } from '../hooks/use-active-section'
import { jumpToSection } from '../jump-to-section'
import { CONTENT_UPDATED_AT, contentUi } from '../texts/ui'
import { ContentBlocks } from './content-blocks'
import { PageHeader, RelatedPages, useContentDescription, useContentTitle, useScrollToHash, type PageStamp } from './page-frame'
import { TableOfContents } from './table-of-contents'

/** From this many sections on, a page gets a table of contents. */
const TOC_FROM_SECTIONS = 5

interface ContentPageProps {
  texts: Record<Language, PageText>
  /** Policies show when they last changed; the about page does not. */
  showUpdated?: boolean
  /**
   * The terms and the policies that form part of them show the version in force (TERMS_VERSION, a
   * date) instead of a revision date.
   */
  version?: string
  /** Legal texts number their sections so they can be referred to ("section 4"). */
  numbered?: boolean
}

/** Whether a page names the seller (placeholders, the model form): it then waits for GET /api/seller. */
function namesSeller(page: PageText): boolean {
  const json = JSON.stringify(page)
  return json.includes('{seller.') || json.includes('"withdrawalForm"')
}

/**
 * A long-form page of the shop (about, policies, terms, imprint) in the shopper's language. A page
 * that names the seller is filled from the owner's settings (decision 042): the route declares
 * the read (sellerQuery) so the server renders it complete.
 */
export function ContentPage({ texts, showUpdated = false, version, numbered = false }: ContentPageProps) {
  const lang = useLanguage()
  const source = texts[lang]
  const needsSeller = useMemo(() => namesSeller(source), [source])
  const seller = useSeller(needsSeller)
  const text = useMemo(() => (needsSeller && seller.data ? withSeller(source, seller.data, lang) : source), [needsSeller, seller.data, source, lang])
  const form = useMemo(() => (seller.data ? withdrawalForm(lang, formAddressee(seller.data, lang)) : undefined), [seller.data, lang])
  const ui = contentUi[lang]
  const withToc = text.sections.length >= TOC_FROM_SECTIONS
  const active = useActiveSection(withToc ? text.sections.map((s) => s.id) : [])
  useContentTitle(text.title)
  useContentDescription(text.intro)
  useScrollToHash()
  const stamp: PageStamp | undefined = version
    ? { kind: 'version', label: ui.version, version, sinceLabel: ui.inForceSince, date: version }
    : showUpdated
      ? { kind: 'updated', label: ui.lastUpdated, date: CONTENT_UPDATED_AT }
      : undefined
  const waiting = needsSeller && !seller.data

  return (
    <Container className="pt-10 pb-20 sm:pt-14">
      <PageHeader title={text.title} intro={text.intro} lang={lang} stamp={stamp} />

      {waiting &&
        (seller.isError ? (
          <EmptyState
            tone="error"
            className="mt-12 max-w-3xl"
            icon={<AlertIcon size={28} />}
            title={ui.sellerError}
            action={
              <Button variant="secondary" size="sm" onClick={() => void seller.refetch()} className="mt-2">
                {ui.retry}
              </Button>
            }
          />
        ) : (
          <div role="status" aria-busy="true" className="mt-12 max-w-3xl space-y-4">
            <Skeleton className="h-8 w-2/3 rounded-xl" />
            <Skeleton className="h-28 rounded-2xl" />
            <Skeleton className="h-28 rounded-2xl" />
          </div>
        ))}

      {!waiting && text.highlights && (
        <dl className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
          {text.highlights.map((h) => (
            <div key={h.label} className="flex flex-col-reverse justify-end rounded-2xl border border-sage-100 bg-sage-50 px-5 py-4">
              <dt className="mt-1 text-sm text-ink-600">{h.label}</dt>
              <dd className="font-display text-4xl text-sage-800">{h.value}</dd>
            </div>
          ))}
        </dl>
      )}

      {!waiting && (
        <div className={withToc ? 'mt-10 lg:mt-14 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-16' : 'mt-12'}>
          {withToc && (
            <div>
              <TableOfContents title={ui.onThisPage} entries={text.sections} active={active} numbered={numbered} />
            </div>
          )}

          <article className="max-w-3xl">
            {text.sections.map((section, i) => (
              <section
                key={section.id}
                aria-labelledby={section.id}
                className={i === 0 ? '' : 'mt-12 border-t border-ink-100 pt-10'}
              >
                <h2
                  id={section.id}
                  tabIndex={-1}
                  className="mb-5 flex scroll-mt-48 lg:scroll-mt-36 gap-3 font-display text-2xl leading-snug text-ink-900 outline-none sm:text-[1.75rem]"
                >
                  {numbered && <span className="text-sage-600 tabular-nums">{i + 1}.</span>}
                  <span>{section.heading}</span>
                </h2>
                <ContentBlocks blocks={section.blocks} withdrawalForm={form} />
              </section>
            ))}

            {withToc && (
              <p className="mt-12">
                <a
                  href="#page-title"
                  onClick={(event) => jumpToSection(event, 'page-title')}
                  className="text-sm font-medium text-sage-700 underline decoration-sage-300 underline-offset-4 hover:text-sage-900"
                >
                  ↑ {ui.backToTop}
                </a>
              </p>
            )}

            {text.related && <RelatedPages heading={ui.related} links={text.related} />}
          </article>
        </div>
      )}
    </Container>
  )
}
