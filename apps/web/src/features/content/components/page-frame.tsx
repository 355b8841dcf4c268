import { LOCALES, type Language } from '@shop/domain'
import { useEffect } from 'react'
import { Link, useLocation } from '../../../lib/router'
import { ArrowRightIcon, ClockIcon } from '../../../components/ui/icons'
import type { PageLink } from '../content-types'
import { usePageHead } from '../../../lib/page-head'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** "21 November 2026" in the reader's language; UTC so no time zone moves the day. */
export function formatLongDate(isoDate: string, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`))
}

/** What the chip under a policy's intro says: when it last changed, or which version is in force since when. */
export type PageStamp = { kind: 'updated'; label: string; date: string } | { kind: 'version'; label: string; version: string; sinceLabel: string; date: string }

/** Title, intro and (for policies) the date of the last revision or the version in force. */
export function PageHeader({ title, intro, lang, stamp }: { title: string; intro: string; lang: Language; stamp?: PageStamp }) {
  return (
    <header className="max-w-3xl">
      <h1 id="page-title" tabIndex={-1} className="font-display text-4xl leading-tight text-ink-900 outline-none sm:text-5xl">
        {title}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-ink-600 sm:text-xl">{intro}</p>
      {stamp && (
        <p className="mt-5 inline-flex items-center gap-2 rounded-xl bg-sage-50 px-3 py-1.5 text-sm text-sage-800">
          <ClockIcon size={16} className="shrink-0" />
          {stamp.kind === 'updated' ? (
            <span>
              {stamp.label}{' '}
              <time dateTime={stamp.date} className="font-medium">
                {formatLongDate(stamp.date, lang)}
              </time>
            </span>
          ) : (
            <span>
              {stamp.label} <span className="font-medium tabular-nums">{stamp.version}</span>
              {' · '}
              {stamp.sinceLabel}:{' '}
              <time dateTime={stamp.date} className="font-medium">
                {formatLongDate(stamp.date, lang)}
              </time>
            </span>
          )}
        </p>
      )}
    </header>
  )
}

/** Cards that send the reader on to the next page they are likely to need. */
export function RelatedPages({ heading, links }: { heading: string; links: PageLink[] }) {
  return (
    <nav aria-labelledby="related-pages" className="mt-16 border-t border-ink-100 pt-10">
      <h2 id="related-pages" className="font-display text-2xl text-ink-900">
        {heading}
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="group flex h-full items-start justify-between gap-4 rounded-2xl border border-ink-100 bg-white/70 p-5 transition-colors hover:border-sage-300 hover:bg-sage-50"
            >
              <span>
                <span className="block font-semibold text-ink-900 group-hover:text-sage-800">{link.label}</span>
                <span className="mt-1 block text-[0.95rem] text-ink-600">{link.text}</span>
              </span>
              <ArrowRightIcon size={20} className="mt-0.5 shrink-0 text-sage-600 transition-transform group-hover:translate-x-0.5" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Sets the tab title while the page is shown (and the server-rendered page's title). */
export function useContentTitle(title: string) {
  useDocumentTitle(title)
}

/** The page's description for search engines and link previews: its intro as plain text. */
export function useContentDescription(intro: string) {
  usePageHead({ description: intro.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/\*\*/g, '') })
}

/** A link such as /faq#payment opens the page at that heading once the page has rendered. */
export function useScrollToHash() {
  const { hash } = useLocation()
  useEffect(() => {
    if (!hash) return
    const target = document.getElementById(decodeURIComponent(hash.slice(1)))
    target?.scrollIntoView?.({ block: 'start' })
  }, [hash])
}
