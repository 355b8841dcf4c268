import type { Language } from '@shop/domain'
import { useState, type KeyboardEvent } from 'react'
import { Link, useLocation } from '../../../lib/router'
import { buttonClasses } from '../../../components/ui/button'
import { Container } from '../../../components/ui/container'
import { ChevronDownIcon } from '../../../components/ui/icons'
import { cx } from '../../../components/ui/cx'
import { useLanguage } from '../../../lib/i18n'
import type { FaqGroup, FaqItem, FaqText } from '../content-types'
import { useActiveSection } from '../hooks/use-active-section'
import { jumpToSection } from '../jump-to-section'
import { contentUi } from '../texts/ui'
import { ContentBlocks } from './content-blocks'
import { PageHeader, useContentDescription, useContentTitle, useScrollToHash } from './page-frame'

const TRIGGER = 'data-faq-trigger'

/**
 * The FAQ: questions grouped by topic, each answer folded under its question (WAI-ARIA accordion:
 * a button with aria-expanded controls a labelled region). Up and Down arrows, Home and End move
 * between questions. A link to /faq#question-id opens that answer.
 */
export function FaqPage({ texts }: { texts: Record<Language, FaqText> }) {
  const lang = useLanguage()
  const text = texts[lang]
  const ui = contentUi[lang]
  const { hash } = useLocation()
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(hash ? [decodeURIComponent(hash.slice(1))] : []))
  const active = useActiveSection(text.groups.map((g) => g.id))
  useContentTitle(text.title)
  useContentDescription(text.intro)
  useScrollToHash()

  function toggle(id: string) {
    setOpen((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })
  }

  return (
    <Container className="pt-10 pb-20 sm:pt-14">
      <PageHeader title={text.title} intro={text.intro} lang={lang} />

      <div className="mt-8 lg:mt-14 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-16">
        <div>
          <FaqTopics label={ui.faqTopics} groups={text.groups} active={active} />
        </div>

        <div className="mt-12 max-w-3xl space-y-12 lg:mt-0" onKeyDown={moveBetweenQuestions}>
          {text.groups.map((group) => (
            <section key={group.id} aria-labelledby={group.id}>
              <h2 id={group.id} tabIndex={-1} className="scroll-mt-48 lg:scroll-mt-36 font-display text-2xl text-ink-900 outline-none sm:text-[1.75rem]">
                {group.heading}
              </h2>
              <div className="mt-4 divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white/70">
                {group.items.map((item) => (
                  <FaqEntry key={item.id} item={item} expanded={open.has(item.id)} onToggle={() => toggle(item.id)} />
                ))}
              </div>
            </section>
          ))}

          <aside className="rounded-3xl bg-sage-800 px-6 py-8 text-cream-50 sm:flex sm:items-center sm:justify-between sm:gap-8 sm:px-8">
            <div>
              <h2 className="font-display text-2xl">{text.contact.heading}</h2>
              <p className="mt-2 text-sage-100">{text.contact.text}</p>
            </div>
            <Link to={text.contact.to} className={buttonClasses({ variant: 'accent', className: 'mt-5 shrink-0 sm:mt-0' })}>
              {text.contact.label}
            </Link>
          </aside>
        </div>
      </div>
    </Container>
  )
}

/** Chips above the questions on phones; from lg a list that stays beside them while reading. */
function FaqTopics({ label, groups, active }: { label: string; groups: FaqGroup[]; active: string | undefined }) {
  return (
    <nav aria-label={label} className="lg:sticky lg:top-36">
      <p className="mb-3 hidden text-xs font-semibold tracking-[0.14em] text-ink-500 uppercase lg:block">{label}</p>
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-0.5">
        {groups.map((group) => {
          const current = group.id === active
          return (
            <li key={group.id}>
              <a
                href={`#${group.id}`}
                aria-current={current ? 'location' : undefined}
                onClick={(event) => jumpToSection(event, group.id)}
                className={cx(
                  'inline-flex rounded-full border border-sage-200 bg-white/70 px-3.5 py-1.5 text-sm font-medium text-sage-800 transition-colors hover:border-sage-400 hover:bg-sage-50',
                  'lg:flex lg:rounded-none lg:rounded-r-lg lg:border-0 lg:border-l-2 lg:bg-transparent lg:px-3 lg:text-[0.925rem] lg:font-normal',
                  current
                    ? 'lg:border-sage-600 lg:bg-sage-50 lg:font-medium lg:text-sage-900'
                    : 'lg:border-transparent lg:text-ink-600 lg:hover:bg-cream-100 lg:hover:text-ink-900',
                )}
              >
                {group.heading}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

function FaqEntry({ item, expanded, onToggle }: { item: FaqItem; expanded: boolean; onToggle: () => void }) {
  const buttonId = `${item.id}-question`
  const panelId = `${item.id}-answer`
  return (
    <div>
      <h3 id={item.id} className="scroll-mt-48 lg:scroll-mt-36">
        <button
          type="button"
          id={buttonId}
          data-faq-trigger=""
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
          className={cx(
            'flex w-full items-start justify-between gap-4 rounded-2xl px-4 py-4 text-left font-sans text-base font-semibold text-wrap sm:text-[1.0625rem] text-ink-900 transition-colors hover:text-sage-800 focus-visible:outline-offset-[-3px] sm:px-5',
            expanded && 'text-sage-800',
          )}
        >
          <span>{item.question}</span>
          <ChevronDownIcon
            size={20}
            className={cx('mt-0.5 shrink-0 text-sage-600 transition-transform duration-200', expanded && 'rotate-180')}
          />
        </button>
      </h3>
      <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} className="px-4 pb-5 sm:px-5">
        <ContentBlocks blocks={item.answer} />
      </div>
    </div>
  )
}

/** Arrow keys, Home and End move focus between the questions of the whole page. */
function moveBetweenQuestions(event: KeyboardEvent<HTMLElement>) {
  const current = event.target as HTMLElement
  if (!current.hasAttribute(TRIGGER)) return
  const triggers = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(`[${TRIGGER}]`))
  const index = triggers.indexOf(current)
  const last = triggers.length - 1
  const target = {
    ArrowDown: triggers[index === last ? 0 : index + 1],
    ArrowUp: triggers[index === 0 ? last : index - 1],
    Home: triggers[0],
    End: triggers[last],
  }[event.key]
  if (!target) return
  event.preventDefault()
  target.focus()
}
