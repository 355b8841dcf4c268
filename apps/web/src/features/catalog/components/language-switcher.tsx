import { localizedPath, type Language } from '@shop/domain'
import type { ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { cx } from '../../../components/ui/cx'
import { ChevronDownIcon, GlobeIcon } from '../../../components/ui/icons'
import { useDeferredMenu } from '../../../lib/deferred'
import { setLanguage, useLanguage } from '../../../lib/i18n'
import { documentNavigation, useLocation } from '../../../lib/router'

/** The open menu, with Radix: see language-menu.tsx. */
const loadMenu = () => import('./language-menu')

/** Each language is offered in its own words, whatever the current language is. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  cz: 'Čeština',
  sl: 'Slovenščina',
  ge: 'Deutsch',
}

export const SHORT: Record<Language, string> = { en: 'EN', cz: 'CZ', sl: 'SL', ge: 'DE' }

export const triggerClasses =
  'inline-flex h-10 items-center gap-1.5 rounded-full px-1.5 text-sm sm:px-2.5 font-medium text-ink-800 transition-colors ' +
  'hover:bg-sage-100 hover:text-sage-800 data-[state=open]:bg-sage-100 data-[state=open]:text-sage-800'

/** Below 420 px only the globe: a phone's first row also holds the header's "Ship to" (decision 040). */
export function TriggerFace({ lang }: { lang: Language }): ReactNode {
  return (
    <>
      <GlobeIcon size={20} />
      <span className="max-[419px]:hidden lg:hidden">{SHORT[lang]}</span>
      <span className="hidden lg:inline">{LANGUAGE_NAMES[lang]}</span>
      <ChevronDownIcon size={14} className="hidden text-ink-500 sm:block" />
    </>
  )
}

/**
 * Language choice (en, cz, sl, ge), remembered for the next visit (storage and cookie). Each
 * language has its own addresses (decision 026): the choice leads to this same page in it, which
 * the server sends rendered in that language; meanwhile the texts here switch already.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const lang = useLanguage()
  const { t } = useTranslation()
  // Relative to the language prefix: the same page in any language.
  const { pathname, search, hash } = useLocation()
  const choose = (next: Language) => {
    if (next === lang) return
    void setLanguage(next)
    documentNavigation.assign(localizedPath(next, pathname) + search + hash)
  }
  const { mod: menu, placeholderProps, triggerRef, openOnArrival } = useDeferredMenu(loadMenu)
  // The name holds both words the button shows (the code on phones, the full name on desktops), so
  // a person who says what they see ("click EN") reaches it by voice.
  const label = `${t('header.language')}: ${LANGUAGE_NAMES[lang]}, ${SHORT[lang]}`

  if (!menu) {
    return (
      <button {...placeholderProps} aria-label={label} className={cx(triggerClasses, className)}>
        <TriggerFace lang={lang} />
      </button>
    )
  }
  return <menu.LanguageMenu lang={lang} label={label} className={className} choose={choose} openOnArrival={openOnArrival} triggerRef={triggerRef} />
}
