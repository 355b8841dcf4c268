import { useTranslation } from '../../lib/i18n-runtime'
import { useLocation } from '../../lib/router'
import { AuthCard } from '../../features/auth/components/auth-card'
import { forgetStaffRole } from '../../features/admin/hooks/use-staff-role'
import { StaffInvitation } from '../../features/staff-invitation/invitation'
import { useDocumentTitle } from '../../lib/use-document-title'

/**
 * /staff-invitation#token=…: the link of an invitation to the shop's team (decision 030). The token
 * rides in the fragment, which browsers never send: it stays out of request logs and Referer headers.
 */
export function Component() {
  const { t } = useTranslation('staff')
  const token = new URLSearchParams(useLocation().hash.slice(1)).get('token')
  useDocumentTitle(t('invitation.title'))
  return (
    <AuthCard title={t('invitation.title')}>
      <StaffInvitation token={token} onAccepted={forgetStaffRole} />
    </AuthCard>
  )
}
