import { STAFF_PAGE_SIZE } from '@shop/domain'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '../../lib/i18n-runtime'
import { Button } from '../../components/ui/button'
import { TextField } from '../../components/ui/fields'
import { useAuditLog } from '../../features/admin/api/staff-api'
import { AdminPage, ListState } from '../../features/admin/components/admin-page'
import { AuditTable } from '../../features/admin/components/audit-table'
import { Pager } from '../../features/admin/components/pager'
import { useListParams } from '../../features/admin/hooks/use-list-params'

const KEYS = ['entity', 'entity_id'] as const

export function Component() {
  const { t } = useTranslation('admin')
  const { values, page, set } = useListParams(KEYS)
  const query = useAuditLog({ entity: values.entity || undefined, entity_id: values.entity_id || undefined, page })
  const lines = query.data?.data ?? []
  return (
    <AdminPage title={t('audit.title')} intro={t('audit.intro')}>
      <AuditFilter key={`${values.entity}|${values.entity_id}`} entity={values.entity} entityId={values.entity_id} onApply={(entity, entity_id) => set({ entity, entity_id })} />
      <div className="mt-5" aria-busy={query.isFetching}>
        <ListState isPending={query.isPending} error={query.error} empty={!!query.data && lines.length === 0} emptyText={t('audit.empty')} onRetry={() => void query.refetch()} />
        {lines.length > 0 && <AuditTable lines={lines} onEntity={(entity, id) => set({ entity, entity_id: id })} />}
        {query.data && <Pager page={page} total={query.data.total} pageSize={STAFF_PAGE_SIZE} />}
      </div>
    </AdminPage>
  )
}

function AuditFilter({ entity, entityId, onApply }: { entity: string; entityId: string; onApply: (entity: string, entityId: string) => void }) {
  const { t } = useTranslation('admin')
  const [draft, setDraft] = useState({ entity, entityId })
  function submit(e: FormEvent) {
    e.preventDefault()
    onApply(draft.entity.trim(), draft.entityId.trim())
  }
  return (
    <form role="search" onSubmit={submit} className="grid grid-cols-1 gap-3 rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <TextField label={t('audit.entity')} value={draft.entity} maxLength={40} placeholder="order" onChange={(e) => setDraft({ ...draft, entity: e.target.value })} />
      <TextField label={t('audit.entityId')} value={draft.entityId} maxLength={80} placeholder="ord_…" onChange={(e) => setDraft({ ...draft, entityId: e.target.value })} />
      <div className="flex gap-2">
        <Button type="submit">{t('audit.apply')}</Button>
        {(entity || entityId) && (
          <Button variant="ghost" onClick={() => onApply('', '')}>
            {t('audit.clear')}
          </Button>
        )}
      </div>
    </form>
  )
}
