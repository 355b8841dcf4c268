import { useTranslation } from '../../lib/i18n-runtime'
import { iconButtonClasses } from '../../components/ui/icon-button'
import { UserIcon } from '../../components/ui/icons'
import { useAuth } from '../../lib/use-auth'
import { useDeferredMenu } from '../../lib/deferred'

/** The open menu, with Radix: see account-menu-panel.tsx. */
const loadPanel = () => import('./account-menu-panel')

/** Signed out: sign in and create account. Signed in: the name, the account pages and sign out. */
export function AccountMenu() {
  const { t } = useTranslation()
  const { user } = useAuth()
  const { mod: panel, placeholderProps, triggerRef, openOnArrival } = useDeferredMenu(loadPanel)
  const label = user ? `${t('header.account')}: ${user.username}` : t('header.account')
  const icon = (
    <>
      <UserIcon size={22} />
      {user && <span aria-hidden="true" className="absolute right-1.5 bottom-1.5 size-2.5 rounded-full bg-sage-600 ring-2 ring-cream-50" />}
    </>
  )

  if (!panel) {
    return (
      <button {...placeholderProps} className={iconButtonClasses} aria-label={label} title={label}>
        {icon}
      </button>
    )
  }
  return <panel.AccountMenuPanel user={user} label={label} icon={icon} openOnArrival={openOnArrival} triggerRef={triggerRef} />
}
