import { COUPON_SCOPES, STAFF_PAGE_SIZE, type CouponInput } from '@shop/domain'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '../../lib/i18n-runtime'
import { Link, useSearchParams } from '../../lib/router'
import { Button, buttonClasses } from '../../components/ui/button'
import { TextField } from '../../components/ui/fields'
import { useSaveCoupon, useStaffCoupons } from '../../features/admin/api/staff-api'
import { AdminPage, ListState } from '../../features/admin/components/admin-page'
import { CouponForm } from '../../features/admin/components/coupon-form'
import { CouponsTable } from '../../features/admin/components/coupons-table'
import { Pager } from '../../features/admin/components/pager'
import { SegmentedFilter } from '../../features/admin/components/segmented-filter'
import { useListParams } from '../../features/admin/hooks/use-list-params'
import { notify } from '../../lib/toast'

const KEYS = ['scope', 'q'] as const
type Scope = (typeof COUPON_SCOPES)[number]

/**
 * The coupon list; `?new=1` shows the form for a new coupon and `?edit=<id>` the form for one of
 * the listed coupons (the API has no single-coupon read, and the list is what staff came from).
 */
export function Component() {
  const { t } = useTranslation('admin')
  const [params, setParams] = useSearchParams()
  const { values, page, set } = useListParams(KEYS)
  const scope = (COUPON_SCOPES as readonly string[]).includes(values.scope) ? (values.scope as Scope) : 'shop'
  const query = useStaffCoupons({ scope, q: values.q || undefined, page })
  const save = useSaveCoupon()
  const editId = params.get('edit')
  const creating = params.get('new') === '1'
  const editing = editId ? query.data?.data.find((c) => c.id === editId) : undefined

  function closeForm() {
    save.reset()
    setParams((prev) => {
      const next = new URLSearchParams(prev)
      next.delete('edit')
      next.delete('new')
      return next
    })
  }
  function submit(input: CouponInput) {
    save.mutate(
      { id: editing?.id, input },
      {
        onSuccess: (coupon) => {
          notify.success(t(editing ? 'coupons.saved' : 'coupons.created', { code: coupon.code }))
          closeForm()
        },
      },
    )
  }
  const formHref = (change: Record<string, string>) => {
    const next = new URLSearchParams(params)
    next.delete('edit')
    next.delete('new')
    for (const [k, v] of Object.entries(change)) next.set(k, v)
    return `?${next.toString()}`
  }

  if (creating || editing) {
    return (
      <AdminPage title={editing ? t('coupons.editTitle', { code: editing.code }) : t('coupons.newTitle')} intro={t('coupons.formIntro')}>
        <CouponForm key={editing?.id ?? 'new'} coupon={editing} busy={save.isPending} serverError={save.error} onSubmit={submit} onCancel={closeForm} />
      </AdminPage>
    )
  }

  const coupons = query.data?.data ?? []
  return (
    <AdminPage
      title={t('coupons.title')}
      intro={t('coupons.intro')}
      actions={
        <Link to={formHref({ new: '1' })} className={buttonClasses()}>
          {t('coupons.new')}
        </Link>
      }
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <SegmentedFilter label={t('coupons.scopeLabel')} value={scope} options={COUPON_SCOPES.map((s) => ({ value: s, label: t(`coupons.scope.${s}`) }))} onChange={(v) => set({ scope: v === 'shop' ? '' : v })} />
        <CodeSearch initial={values.q} onSearch={(q) => set({ q })} />
      </div>
      {editId && query.data && !editing && <p className="mt-4 text-sm text-clay-700">{t('coupons.notOnPage')}</p>}
      <div className="mt-5" aria-busy={query.isFetching}>
        <ListState isPending={query.isPending} error={query.error} empty={!!query.data && coupons.length === 0} emptyText={t('coupons.empty')} onRetry={() => void query.refetch()} />
        {coupons.length > 0 && <CouponsTable coupons={coupons} editHref={(id) => formHref({ edit: id })} />}
        {query.data && <Pager page={page} total={query.data.total} pageSize={STAFF_PAGE_SIZE} />}
      </div>
    </AdminPage>
  )
}

function CodeSearch({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('admin')
  const [q, setQ] = useState(initial)
  function submit(e: FormEvent) {
    e.preventDefault()
    onSearch(q.trim().toUpperCase())
  }
  return (
    <form role="search" onSubmit={submit} className="flex items-end gap-2">
      <TextField label={t('coupons.search')} type="search" value={q} maxLength={40} onChange={(e) => setQ(e.target.value)} className="w-full md:w-64" />
      <Button type="submit" variant="secondary">
        {t('coupons.searchButton')}
      </Button>
    </form>
  )
}
