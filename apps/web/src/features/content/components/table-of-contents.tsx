import { useRef } from 'react'
import { ChevronDownIcon } from '../../../components/ui/icons'
import { cx } from '../../../components/ui/cx'
import { jumpToSection } from '../jump-to-section'

interface TocEntry {
  id: string
  heading: string
}

interface TableOfContentsProps {
  title: string
  entries: TocEntry[]
  active: string | undefined
  numbered: boolean
}

/** On phones a folded box above the text; from lg a list that stays beside it while reading. */
export function TableOfContents(props: TableOfContentsProps) {
  return (
    <>
      <FoldedToc {...props} />
      <nav aria-label={props.title} className="sticky top-36 hidden max-h-[calc(100dvh-10rem)] overflow-y-auto pb-6 lg:block">
        <p className="mb-3 text-xs font-semibold tracking-[0.14em] text-ink-500 uppercase">{props.title}</p>
        <TocList {...props} />
      </nav>
    </>
  )
}

function FoldedToc(props: TableOfContentsProps) {
  const details = useRef<HTMLDetailsElement>(null)
  return (
    <details ref={details} className="group mb-10 rounded-2xl border border-ink-100 bg-white/70 lg:hidden">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 py-3.5 font-medium text-ink-900 [&::-webkit-details-marker]:hidden">
        {props.title}
        <ChevronDownIcon size={18} className="text-ink-500 transition-transform group-open:rotate-180" />
      </summary>
      <nav aria-label={props.title} className="border-t border-ink-100 px-2 py-2">
        <TocList {...props} onJump={() => details.current?.removeAttribute('open')} />
      </nav>
    </details>
  )
}

function TocList({ entries, active, numbered, onJump }: TableOfContentsProps & { onJump?: () => void }) {
  return (
    <ol className="space-y-0.5">
      {entries.map((entry, i) => {
        const current = entry.id === active
        return (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              aria-current={current ? 'location' : undefined}
              onClick={(event) => {
                // Fold the box first: folding moves the text up, and the scroll must aim at where it ends.
                onJump?.()
                jumpToSection(event, entry.id)
              }}
              className={cx(
                'flex gap-2.5 rounded-r-lg border-l-2 px-3 py-1.5 text-[0.925rem] leading-snug transition-colors',
                current
                  ? 'border-sage-600 bg-sage-50 font-medium text-sage-900'
                  : 'border-transparent text-ink-600 hover:bg-cream-100 hover:text-ink-900',
              )}
            >
              {numbered && <span className="w-5 shrink-0 text-sage-600 tabular-nums">{i + 1}.</span>}
              <span>{entry.heading}</span>
            </a>
          </li>
        )
      })}
    </ol>
  )
}
