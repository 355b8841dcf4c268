import * as Menu from '@radix-ui/react-dropdown-menu'
import { Suspense, type ReactNode } from 'react'
import { useTranslation } from '../../lib/i18n-runtime'
import { Link, useNavigate } from '../../lib/router'
import { iconButtonClasses } from '../../components/ui/icon-button'
import { menuContentClasses, menuItemClasses, menuSeparatorClasses } from '../../components/ui/menu'
import { SpinnerIcon } from '../../components/ui/spinner'
import { useStaffRole } from '../../features/admin/hooks/use-staff-role'
import type { UseAuth } from '../../lib/use-auth'
import { useAuth } from '../../lib/use-auth'
import { notify } from '../../lib/toast'

type MenuModule = typeof Menu

/**
 * The account menu itself (Radix), with what it needs (the staff check, sign-out and its toast).
 * Not on the first page (decision 028): account-menu.tsx shows a look-alike button and loads this
 * module when the browser is idle or when the shopper first reaches for the button.
 */
export function AccountMenuPanel({
  user,
  label,
  icon,
  openOnArrival,
  triggerRef,
}: {
  user: UseAuth['user']
  label: string
  icon: ReactNode
  openOnArrival: boolean
  triggerRef: (el: HTMLElement | null) => void
}) {
  const { t } = useTranslation()
  return (
    <Menu.Root modal={false} defaultOpen={openOnArrival}>
      <Menu.Trigger ref={triggerRef} className={iconButtonClasses} aria-label={label} title={label}>
        {icon}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={8} className={menuContentClasses}>
          {user ? (
            // Inside role=menu only menu items may stand: the wait is a disabled item, not a status region.
            <Suspense
              fallback={
                <Menu.Item disabled className={menuItemClasses}>
                  <SpinnerIcon className="size-4" />
                  {t('loading', { ns: 'common', defaultValue: 'Loading...' })}
                </Menu.Item>
              }
            >
              <SignedInItems Menu={Menu} username={user.username} />
            </Suspense>
          ) : (
            <>
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
            </>
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  )
}

const ACCOUNT_LINKS = [
  { to: '/youraccount', key: 'menu.yourAccount' },
  { to: '/orderhistory', key: 'orders:link.orders' },
  { to: '/wallet', key: 'wallet:link.wallet' },
  { to: '/profile', key: 'menu.profile' },
  { to: '/addressmyinfo', key: 'menu.addresses' },
  { to: '/changepassword', key: 'menu.changePassword' },
  { to: '/Twofactor', key: 'menu.twoFactor' },
] as const

function SignedInItems({ Menu, username }: { Menu: MenuModule; username: string }) {
  // Orders and wallet name themselves in their own namespaces ("orders:…", "wallet:…").
  const { t } = useTranslation(['auth', 'orders', 'wallet'])
  const { signOut } = useAuth()
  const navigate = useNavigate()
  return (
    <>
      <div className="max-w-64 px-3 pt-2 pb-2">
        <p className="text-xs text-ink-500">{t('menu.signedInAs')}</p>
        <p className="truncate font-medium text-ink-900">{username}</p>
      </div>
      <Menu.Separator className={menuSeparatorClasses} />
      {ACCOUNT_LINKS.map((link) => (
        <Menu.Item key={link.to} asChild className={menuItemClasses}>
          <Link to={link.to}>{t(link.key)}</Link>
        </Menu.Item>
      ))}
      <StaffAreaItem Menu={Menu} />
      <Menu.Separator className={menuSeparatorClasses} />
      <Menu.Item
        className={menuItemClasses}
        onSelect={() => {
          void signOut().then(() => {
            notify.info(t('menu.signedOut'))
            navigate('/')
          })
        }}
      >
        {t('menu.signOut')}
      </Menu.Item>
    </>
  )
}

/** The way into /admin, for staff only (the server guards the staff API itself). */
function StaffAreaItem({ Menu }: { Menu: MenuModule }) {
  const { isStaff } = useStaffRole()
  if (!isStaff) return null
  return <StaffAreaLink Menu={Menu} />
}

function StaffAreaLink({ Menu }: { Menu: MenuModule }) {
  // Not suspending: the menu is open already; the English word shows until the staff texts arrive.
  const { t } = useTranslation('admin', { useSuspense: false })
  return (
    <>
      <Menu.Separator className={menuSeparatorClasses} />
      <Menu.Item asChild className={menuItemClasses}>
        <Link to="/admin" className="font-medium text-sage-800">
          {t('link', 'Staff area')}
        </Link>
      </Menu.Item>
    </>
  )
}
