import { useTranslation } from '../../lib/i18n-runtime'
import { useTeam } from '../../features/admin/api/team-api'
import { AdminPage, ListState } from '../../features/admin/components/admin-page'
import { InviteForm, MemberList, PendingInvitations } from '../../features/admin/team/team-desk'
import { useStaffSelf } from '../../features/admin/hooks/use-staff-role'

/** The owner's team desk: who is staff and in which role, open invitations, a new invitation. */
export function Component() {
  const { t } = useTranslation('staff')
  const query = useTeam()
  const selfId = useStaffSelf()
  return (
    <AdminPage title={t('team.title')} intro={t('team.intro')}>
      <div className="grid gap-5">
        <InviteForm />
        <ListState isPending={query.isPending} error={query.error} empty={false} emptyText="" onRetry={() => void query.refetch()} />
        {query.data && <PendingInvitations team={query.data} />}
        {query.data && <MemberList team={query.data} selfId={selfId} />}
      </div>
    </AdminPage>
  )
}
