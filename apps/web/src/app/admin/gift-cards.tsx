import { STAFF_PAGE_SIZE } from '@shop/domain'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '../../lib/i18n-runtime'
import { Button } from '../../components/ui/button'
import { TextField } from '../../components/ui/fields'
import { useStaffGiftCards } from '../../features/admin/api/staff-api'
import { AdminPage, ListState } from '../../features/admin/components/admin-page'
import { GiftCardsTable } from '../../features/admin/components/gift-cards-table'
import { Pager } from '../../features/admin/components/pager'
import { useListParams } from '../../features/admin/hooks/use-list-params'

const KEYS = ['q'] as const

export function Component() {
  const { t } = useTranslation('admin')
  const { values, page, set } = useListParams(KEYS)
  const [q, setQ] = useState(values.q)
  const query = useStaffGiftCards({ q: values.q || undefined, page })
  const cards = query.data?.data ?? []
  function submit(e: FormEvent) {
    e.preventDefault()
    set({ q: q.trim() })
  }
  return (
    <AdminPage title={t('giftCards.title')} intro={t('giftCards.intro')}>
      <form role="search" onSubmit={submit} className="flex max-w-xl items-end gap-2">
        <TextField label={t('giftCards.search')} type="search" value={q} maxLength={254} placeholder={t('giftCards.searchPlaceholder')} onChange={(e) => setQ(e.target.value)} className="flex-1" />
        <Button type="submit" variant="secondary">
          {t('giftCards.searchButton')}
        </Button>
      </form>
      <div className="mt-5" aria-busy={query.isFetching}>
        <ListState isPending={query.isPending} error={query.error} empty={!!query.data && cards.length === 0} emptyText={t('giftCards.empty')} onRetry={() => void query.refetch()} />
        {cards.length > 0 && <GiftCardsTable cards={cards} />}
        {query.data && <Pager page={page} total={query.data.total} pageSize={STAFF_PAGE_SIZE} />}
      </div>
    </AdminPage>
  )
}
