import { useState } from 'react'
import { Button } from '../../components/ui/button'
import { Notice } from '../../components/ui/fields'
import { useTranslation } from '../../lib/i18n-runtime'
import { useReasonText } from '../../lib/reasons'
import { notify } from '../../lib/toast'
import { AdminPage, ListState } from '../../features/admin/components/admin-page'
import { useDeleteMarket, useMarketsDesk, useSaveMarket } from '../../features/admin/markets/api/markets-api'
import { MarketCard } from '../../features/admin/markets/components/market-card'
import { MarketForm } from '../../features/admin/markets/components/market-form'

/**
 * The owner's markets (decision 036/041): which countries each market holds, its currency,
 * default language and tax mode. Every change is audited and reaches the shop within seconds.
 */
export function Component() {
  const { t } = useTranslation('admin')
  const reasonText = useReasonText()
  const desk = useMarketsDesk()
  const save = useSaveMarket()
  const remove = useDeleteMarket()
  const [editing, setEditing] = useState<{ code: string | null } | null>(null)
  const markets = desk.data?.markets ?? []

  const close = () => {
    save.reset()
    setEditing(null)
  }

  if (editing) {
    const market = markets.find((m) => m.code === editing.code)
    return (
      <AdminPage title={t('desk.markets.title')} intro={t('desk.markets.intro')}>
        <MarketForm
          market={market}
          markets={markets}
          busy={save.isPending}
          serverError={save.error}
          onCancel={close}
          onSubmit={(input) =>
            save.mutate(
              { code: market?.code ?? input.code, input, isNew: !market },
              {
                onSuccess: () => {
                  notify.success(t(market ? 'market.saved' : 'market.created', { name: input.name }))
                  close()
                },
              },
            )
          }
        />
      </AdminPage>
    )
  }

  return (
    <AdminPage title={t('desk.markets.title')} intro={t('desk.markets.intro')} actions={<Button onClick={() => setEditing({ code: null })}>{t('desk.market.new')}</Button>}>
      <ListState isPending={desk.isPending} error={desk.error} empty={!desk.isPending && markets.length === 0} emptyText={t('desk.markets.empty')} onRetry={() => desk.refetch()} />
      {remove.error ? <Notice className="mb-4">{reasonText(remove.error) ?? t('desk.error.generic')}</Notice> : null}
      <div className="grid gap-5">
        {markets.map((market) => (
          <MarketCard
            key={market.code}
            market={market}
            busy={remove.isPending && remove.variables === market.code}
            onEdit={() => setEditing({ code: market.code })}
            onDelete={() => remove.mutate(market.code, { onSuccess: () => notify.success(t('desk.market.deleted', { name: market.name })) })}
          />
        ))}
      </div>
    </AdminPage>
  )
}
