import { SEARCH_QUERY_MAX, type SuggestAnswer, type Suggestion } from '@shop/domain'
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { useMatch, useNavigate } from '../../../lib/router'
import { cx } from '../../../components/ui/cx'
import { ArrowRightIcon, ClockIcon, LeafIcon, SearchIcon, TagIcon } from '../../../components/ui/icons'
import { menuLabelClasses } from '../../../components/ui/menu'
import { useLanguage } from '../../../lib/i18n'
import { useMediaQuery } from '../../../lib/use-media-query'
import { useSearch, useSuggestions } from '../api/catalog-queries'
import { categoryHref, productHref, searchHref } from './catalog-links'

export const SUGGEST_DEBOUNCE_MS = 150

type OptionKind = Suggestion['kind'] | 'popular'
interface Option {
  key: string
  kind: OptionKind
  label: string
  to: string
}

function toOption(s: Suggestion, i: number): Option | undefined {
  const key = `${s.kind}:${s.id ?? s.label}:${i}`
  switch (s.kind) {
    case 'product':
      return s.id ? { key, kind: s.kind, label: s.label, to: productHref(s.id) } : undefined
    case 'subcategory':
      return s.id && s.category_slug ? { key, kind: s.kind, label: s.label, to: categoryHref(s.category_slug, s.id) } : undefined
    case 'brand':
    case 'term':
      return { key, kind: s.kind, label: s.label, to: searchHref(s.label) }
  }
}

function useDebouncedValue<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

function Highlight({ text, query }: { text: string; query: string }) {
  const at = query ? text.toLocaleLowerCase().indexOf(query.toLocaleLowerCase()) : -1
  if (at < 0) return <>{text}</>
  return (
    <>
      {text.slice(0, at)}
      <mark className="bg-transparent font-semibold text-ink-900">{text.slice(at, at + query.length)}</mark>
      {text.slice(at + query.length)}
    </>
  )
}

const KIND_ICON: Record<OptionKind, typeof SearchIcon> = {
  popular: ClockIcon,
  term: SearchIcon,
  product: LeafIcon,
  brand: TagIcon,
  subcategory: ArrowRightIcon,
}

/**
 * The header search: an ARIA combobox. Empty and focused it offers the popular searches
 * (`GET /api/search?query=`, asked for when the box first opens); typing asks for suggestions after a short
 * pause. Arrows move, Enter picks the highlighted entry or searches the text, Escape closes.
 */
export function SearchBox({ className }: { className?: string }) {
  const lang = useLanguage()
  const { t } = useTranslation()
  // A phone's box fits only a short hint; the full one stays available as the input's title.
  const narrow = useMediaQuery('(max-width: 599px)')
  const navigate = useNavigate()
  const inputRef = useRef<HTMLInputElement>(null)
  const baseId = useId()
  const inputId = `${baseId}-input`
  const listId = `${baseId}-list`
  const headingId = `${baseId}-heading`

  // The box shows what the search page searched for; other pages start empty.
  const routeText = useMatch('/search/:text')?.params.text ?? ''
  const [text, setText] = useState(routeText)
  const [shownRouteText, setShownRouteText] = useState(routeText)
  if (shownRouteText !== routeText) {
    setShownRouteText(routeText)
    setText(routeText)
  }

  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const typed = text.trim()
  const query = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS)
  // Popular searches are asked for once the box opens: they are not part of any page's HTML (a
  // cached page would show yesterday's list), and a visitor who never opens the box never waits for them.
  const [wanted, setWanted] = useState(false)
  if (open && !wanted) setWanted(true)
  const popular = useSearch(lang, '', 1, { enabled: wanted })
  const suggest = useSuggestions(lang, query)

  // While the next answer is on its way, keep showing the last one instead of flickering empty.
  const [lastAnswer, setLastAnswer] = useState<SuggestAnswer>()
  if (suggest.data && suggest.data !== lastAnswer) setLastAnswer(suggest.data)

  const typing = typed.length >= 2
  const options: Option[] = typing
    ? ((suggest.data ?? lastAnswer)?.suggestions ?? []).map(toOption).filter((o): o is Option => o !== undefined)
    : (popular.data?.popular_searches ?? []).map((term) => ({ key: `popular:${term}`, kind: 'popular' as const, label: term, to: searchHref(term) }))
  const expanded = open && options.length > 0
  const activeOption = expanded && active >= 0 ? options[active] : undefined

  function finish() {
    setOpen(false)
    setActive(-1)
    inputRef.current?.blur()
  }

  function go(option: Option) {
    finish()
    if (option.kind === 'product' || option.kind === 'subcategory') setText('')
    else setText(option.label)
    void navigate(option.to)
  }

  function submit() {
    if (activeOption) return go(activeOption)
    if (!typed) {
      inputRef.current?.focus()
      setOpen(true)
      return
    }
    finish()
    void navigate(searchHref(typed))
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    submit()
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        if (!count) return
        if (!expanded) {
          setOpen(true)
          setActive(0)
        } else setActive((i) => (i + 1) % count)
        return
      case 'ArrowUp':
        event.preventDefault()
        if (!count) return
        if (!expanded) {
          setOpen(true)
          setActive(count - 1)
        } else setActive((i) => (i <= 0 ? count - 1 : i - 1))
        return
      case 'Enter':
        if (event.nativeEvent.isComposing) return // finishing an IME word, not searching
        event.preventDefault()
        submit()
        return
      case 'Escape':
        if (expanded) {
          event.preventDefault()
          setOpen(false)
          setActive(-1)
        } else if (text) {
          event.preventDefault()
          setText('')
        }
        return
    }
  }

  return (
    <form role="search" aria-label={t('search.label')} onSubmit={onSubmit} className={cx('relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <div
        className={cx(
          'flex h-11 items-center rounded-full border border-ink-200 bg-white pr-1 pl-4 transition-[border-color,box-shadow]',
          'focus-within:border-sage-500 focus-within:ring-4 focus-within:ring-sage-100',
        )}
      >
        <SearchIcon size={18} className="shrink-0 text-ink-500" />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? `${listId}-${active}` : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={SEARCH_QUERY_MAX}
          placeholder={narrow ? t('search.placeholderShort') : t('search.placeholder')}
          title={narrow ? t('search.placeholder') : undefined}
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            setActive(-1)
            setOpen(true)
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false)
            setActive(-1)
          }}
          onKeyDown={onKeyDown}
          className="h-full min-w-0 flex-1 bg-transparent px-3 text-[0.95rem] text-ink-900 outline-none placeholder:text-ink-500 [&::-webkit-search-cancel-button]:hidden"
        />
        <button
          type="submit"
          aria-label={t('search.submit')}
          className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full bg-sage-700 px-3 text-sm font-medium text-cream-50 transition-colors hover:bg-sage-800 sm:px-4"
        >
          <ArrowRightIcon size={18} className="sm:hidden" />
          <span className="hidden sm:inline">{t('search.submit')}</span>
        </button>
      </div>

      <div
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-2 animate-pop-in overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-xl shadow-ink-900/10"
      >
        {!typing && (
          <p id={headingId} className={cx(menuLabelClasses, 'px-4 pt-3')}>
            {t('search.popular')}
          </p>
        )}
        <ul id={listId} role="listbox" aria-labelledby={typing ? inputId : headingId} className="max-h-[60vh] overflow-y-auto p-1.5">
          {options.map((option, i) => {
            const Icon = KIND_ICON[option.kind]
            return (
              <li
                key={option.key}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onMouseMove={() => active !== i && setActive(i)}
                onClick={() => go(option)}
                className={cx(
                  'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-[0.95rem] text-ink-700',
                  i === active && 'bg-sage-50 text-sage-900',
                )}
              >
                <Icon size={18} className="shrink-0 text-sage-600" />
                <span className="min-w-0 flex-1 truncate">
                  <Highlight text={option.label} query={typing ? typed : ''} />
                </span>
                {option.kind !== 'popular' && option.kind !== 'term' && (
                  <span className="shrink-0 rounded-full bg-cream-100 px-2 py-0.5 text-[0.7rem] font-medium tracking-wide text-ink-600 uppercase">
                    {t(`search.kind.${option.kind}`)}
                  </span>
                )}
              </li>
            )
          })}
        </ul>
      </div>
    </form>
  )
}
