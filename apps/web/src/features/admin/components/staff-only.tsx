import type { StaffRole } from '@shop/domain'
import { useEffect } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { Link } from '../../../lib/router'
import { buttonClasses } from '../../../components/ui/button'
import { AlertIcon } from '../../../components/ui/icons'

/** What a signed-in shopper sees at /admin: the staff area exists, but not for them. */
export function StaffOnly() {
  const { t } = useTranslation('admin')
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center" aria-labelledby="staff-only-title">
      <div className="mb-5 flex size-14 items-center justify-center rounded-full bg-clay-50 text-clay-600">
        <AlertIcon size={28} />
      </div>
      <h1 id="staff-only-title" className="text-3xl text-ink-900 sm:text-4xl">
        {t('staffOnly.title')}
      </h1>
      <p className="mt-3 text-ink-600">{t('staffOnly.message')}</p>
      <Link to="/" className={buttonClasses({ className: 'mt-8' })}>
        {t('staffOnly.home')}
      </Link>
    </section>
  )
}

/** A staff page the member's role does not open: said plainly, with the way back to what it does open. */
export function RoleRefused({ role }: { role: StaffRole }) {
  const { t } = useTranslation(['staff', 'admin'])
  useEffect(() => {
    document.title = t('staff:refused.title')
  }, [t])
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center" aria-labelledby="role-refused-title">
      <div className="mb-5 flex size-14 items-center justify-center rounded-full bg-clay-50 text-clay-600">
        <AlertIcon size={28} />
      </div>
      <h1 id="role-refused-title" className="text-3xl text-ink-900 sm:text-4xl">
        {t('staff:refused.title')}
      </h1>
      <p className="mt-3 text-ink-600">{t('staff:refused.message', { role: t(`staff:role.${role}`) })}</p>
      <Link to="/admin" className={buttonClasses({ className: 'mt-8' })}>
        {t('staff:refused.dashboard')}
      </Link>
    </section>
  )
}
