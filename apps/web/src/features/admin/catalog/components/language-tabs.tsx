import { HTML_LANG, LANGUAGES, type Language } from '@shop/domain'
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useTranslation } from '../../../../lib/i18n-runtime'
import { cx } from '../../../../components/ui/cx'

/**
 * The four shop languages as tabs (en / cz / sl / ge) over one panel: the panel shows the fields
 * of the chosen language. A tab whose fields have a problem carries a mark, so a mistake in a
 * hidden language is not missed. Arrow keys move between tabs (the WAI-ARIA tabs pattern).
 */
export function LanguageTabs({ label, invalid, children }: { label: string; invalid: (lang: Language) => boolean; children: (lang: Language) => ReactNode }) {
  const { t } = useTranslation('admin2')
  const id = useId()
  const [active, setActive] = useState<Language>('en')
  const refs = useRef<Partial<Record<Language, HTMLButtonElement | null>>>({})

  function onKey(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = LANGUAGES[(index + step + LANGUAGES.length) % LANGUAGES.length]!
    setActive(next)
    refs.current[next]?.focus()
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-b border-ink-100">
        {LANGUAGES.map((lang, i) => {
          const selected = lang === active
          const bad = invalid(lang)
          return (
            <button
              key={lang}
              ref={(el) => {
                refs.current[lang] = el
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${lang}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(lang)}
              onKeyDown={(e) => onKey(e, i)}
              className={cx(
                '-mb-px flex items-center gap-1.5 rounded-t-lg border-b-2 px-3.5 py-2 text-sm transition-colors',
                selected ? 'border-sage-700 font-semibold text-sage-900' : 'border-transparent text-ink-600 hover:text-sage-800',
              )}
            >
              <span className="font-mono text-xs uppercase">{lang}</span>
              <span className="hidden sm:inline">{t(`language.${lang}`)}</span>
              {bad && (
                <span className="size-2 rounded-full bg-clay-500" role="img" aria-label={t('form.tabHasErrors')} />
              )}
            </button>
          )
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`} lang={HTML_LANG[active]} className="pt-4">
        {children(active)}
      </div>
    </div>
  )
}
