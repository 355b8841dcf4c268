import { HTML_LANG, LANGUAGES, isLanguage, localizedPath, type Language } from '@shop/domain'
import type { ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { cx } from '../../../components/ui/cx'
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '../../../components/ui/icons'
import { loadDropdownMenu, menuContentClasses, menuItemClasses, menuLabelClasses } from '../../../components/ui/menu'
import { useDeferredMenu } from '../../../lib/deferred'
import { setLanguage, useLanguage } from '../../../lib/i18n'
import { documentNavigation, useLocation } from '../../../lib/router'

/** Each language is offered in its own words, whatever the current language is. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  cz: 'Čeština',
  sl: 'Slovenščina',
  ge: 'Deutsch',
}

const SHORT: Record<Language, string> = { en: 'EN', cz: 'CZ', sl: 'SL', ge: 'DE' }

const triggerClasses =
  'inline-flex h-10 items-center gap-1.5 rounded-full px-1.5 text-sm sm:px-2.5 font-medium text-ink-800 transition-colors ' +
  'hover:bg-sage-100 hover:text-sage-800 data-[state=open]:bg-sage-100 data-[state=open]:text-sage-800'

function TriggerFace({ lang }: { lang: Language }): ReactNode {
  return (
    <>
      <GlobeIcon size={20} />
      <span className="max-[379px]:hidden lg:hidden">{SHORT[lang]}</span>
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
  const { mod: Menu, placeholderProps, triggerRef, openOnArrival } = useDeferredMenu(loadDropdownMenu)
  // The name holds both words the button shows (the code on phones, the full name on desktops), so
  // a person who says what they see ("click EN") reaches it by voice.
  const label = `${t('header.language')}: ${LANGUAGE_NAMES[lang]}, ${SHORT[lang]}`

  if (!Menu) {
    return (
      <button {...placeholderProps} aria-label={label} className={cx(triggerClasses, className)}>
        <TriggerFace lang={lang} />
      </button>
    )
  }
  return (
    <Menu.Root modal={false} defaultOpen={openOnArrival}>
      <Menu.Trigger ref={triggerRef} aria-label={label} className={cx(triggerClasses, className)}>
        <TriggerFace lang={lang} />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={8} className={menuContentClasses}>
          <Menu.Label className={menuLabelClasses}>{t('header.language')}</Menu.Label>
          <Menu.RadioGroup value={lang} onValueChange={(value) => isLanguage(value) && choose(value)}>
            {LANGUAGES.map((code) => (
              <Menu.RadioItem key={code} value={code} lang={HTML_LANG[code]} className={cx(menuItemClasses, 'justify-between gap-6')}>
                <span className="flex items-center gap-3">
                  <span aria-hidden="true" className="w-6 text-xs font-semibold text-ink-500">
                    {SHORT[code]}
                  </span>
                  {LANGUAGE_NAMES[code]}
                </span>
                <Menu.ItemIndicator>
                  <CheckIcon size={16} className="text-sage-600" />
                </Menu.ItemIndicator>
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  )
}
