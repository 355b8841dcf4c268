import type { ReactNode } from 'react'
import { Link } from '../../../lib/router'
import { jumpToSection } from '../jump-to-section'

/** `**bold**` or `[label](href)`; see content-types.ts. */
const MARKS = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g

export const linkClasses =
  'font-medium text-sage-700 underline decoration-sage-300 decoration-1 underline-offset-[3px] ' +
  'transition-colors hover:text-sage-900 hover:decoration-sage-600'

/** "15 %", "15 $": the number and its sign stay on one line. */
const NUMBER_AND_SIGN = /(\d) (?=[%$])/g

/** Inline text of a content page with its two marks turned into elements. */
export function RichText({ text: source }: { text: string }) {
  const text = source.replace(NUMBER_AND_SIGN, '$1\u00a0')
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(MARKS)) {
    const [whole, bold, label, href] = match
    if (match.index > last) parts.push(text.slice(last, match.index))
    if (bold !== undefined) {
      parts.push(
        <strong key={match.index} className="font-semibold text-ink-900">
          {bold}
        </strong>,
      )
    } else if (label !== undefined && href !== undefined) {
      parts.push(
        <InlineLink key={match.index} href={href}>
          {label}
        </InlineLink>,
      )
    }
    last = match.index + whole.length
  }
  if (last < text.length) parts.push(text.slice(last))
  return <>{parts}</>
}

function InlineLink({ href, children }: { href: string; children: ReactNode }) {
  // Pages of the shop go through the router, #anchors scroll within the page; mail, phone and
  // outside addresses are plain links.
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={linkClasses}>
        {children}
      </Link>
    )
  }
  if (href.startsWith('#')) {
    const id = href.slice(1)
    return (
      <a href={href} className={linkClasses} onClick={(event) => jumpToSection(event, id)}>
        {children}
      </a>
    )
  }
  const external = href.startsWith('http')
  return (
    <a
      href={href}
      className={linkClasses}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  )
}
