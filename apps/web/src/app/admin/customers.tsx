import { STAFF_PAGE_SIZE } from '@shop/domain'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '../../lib/i18n-runtime'
import { Button } from '../../components/ui/button'
import { TextField } from '../../components/ui/fields'
import { useCustomers } from '../../features/admin/api/team-api'
import { AdminPage, ListState } from '../../features/admin/components/admin-page'
import { Pager } from '../../features/admin/components/pager'
import { useListParams } from '../../features/admin/hooks/use-list-params'
import { CustomerList } from '../../features/admin/team/customer-views'
import { ADMIN_PATHS, adminHref } from './admin-routes'

const KEYS = ['q'] as const

/** The customer look-up: search accounts by email, name or phone (read-only). */
export function Component() {
  const { t } = useTranslation('staff')
  const { values, page, set } = useListParams(KEYS)
  const [q, setQ] = useState(values.q)
  const query = useCustomers({ q: values.q || undefined, page })
  const customers = query.data?.data ?? []
  function submit(e: FormEvent) {
    e.preventDefault()
    set({ q: q.trim() })
  }
  return (
    <AdminPage title={t('customers.title')} intro={t('customers.intro')}>
      <form role="search" onSubmit={submit} className="flex max-w-xl items-end gap-2">
        <TextField label={t('customers.search')} type="search" value={q} maxLength={120} placeholder={t('customers.searchPlaceholder')} onChange={(e) => setQ(e.target.value)} className="flex-1" />
        <Button type="submit" variant="secondary">
          {t('customers.searchButton')}
        </Button>
      </form>
      <div className="mt-5" aria-busy={query.isFetching}>
        <ListState isPending={query.isPending} error={query.error} empty={!!query.data && customers.length === 0} emptyText={t('customers.empty')} onRetry={() => void query.refetch()} />
        {customers.length > 0 && <CustomerList customers={customers} hrefOf={(id) => adminHref(`${ADMIN_PATHS.customers}/${id}`)} />}
        {query.data && <Pager page={page} total={query.data.total} pageSize={STAFF_PAGE_SIZE} />}
      </div>
    </AdminPage>
  )
}
