import * as Menu from '@radix-ui/react-dropdown-menu'
import { HTML_LANG, LANGUAGES, isLanguage, type Language } from '@shop/domain'
import { useTranslation } from '../../../lib/i18n-runtime'
import { cx } from '../../../components/ui/cx'
import { CheckIcon } from '../../../components/ui/icons'
import { menuContentClasses, menuItemClasses, menuLabelClasses } from '../../../components/ui/menu'
import { LANGUAGE_NAMES, SHORT, TriggerFace, triggerClasses } from './language-switcher'

/**
 * The language menu itself (Radix). Not on the first page (decision 028): language-switcher.tsx
 * shows a look-alike button and loads this module when the browser is idle or when the shopper
 * first reaches for the button.
 */
export function LanguageMenu({
  lang,
  label,
  className,
  choose,
  openOnArrival,
  triggerRef,
}: {
  lang: Language
  label: string
  className?: string
  choose: (next: Language) => void
  openOnArrival: boolean
  triggerRef: (el: HTMLElement | null) => void
}) {
  const { t } = useTranslation()
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
