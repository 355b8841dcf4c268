import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { iconButtonClasses } from '../../components/ui/icon-button'
import { UserIcon } from '../../components/ui/icons'
import { loadDropdownMenu, menuContentClasses, menuItemClasses, menuSeparatorClasses } from '../../components/ui/menu'
import { useDeferredMenu } from '../../lib/deferred'

/** Guest account menu; the accounts feature replaces its items once sign-in exists. */
export function AccountMenu() {
  const { t } = useTranslation()
  const { mod: Menu, placeholderProps, triggerRef, openOnArrival } = useDeferredMenu(loadDropdownMenu)
  const label = t('header.account')

  if (!Menu) {
    return (
      <button {...placeholderProps} className={iconButtonClasses} aria-label={label} title={label}>
        <UserIcon size={22} />
      </button>
    )
  }
  return (
    <Menu.Root modal={false} defaultOpen={openOnArrival}>
      <Menu.Trigger ref={triggerRef} className={iconButtonClasses} aria-label={label} title={label}>
        <UserIcon size={22} />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={8} className={menuContentClasses}>
          <p className="max-w-64 px-3 pt-2 pb-2 text-sm text-ink-600">{t('header.accountIntro')}</p>
          <Menu.Item asChild className={menuItemClasses}>
            <Link to="/login" className="font-medium">
              {t('header.signIn')}
            </Link>
          </Menu.Item>
          <Menu.Separator className={menuSeparatorClasses} />
          <Menu.Item asChild className={menuItemClasses}>
            <Link to="/signup">{t('header.createAccount')}</Link>
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  )
}
