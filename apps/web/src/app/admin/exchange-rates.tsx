import { formatDateTime } from '../../lib/format'
import { useLanguage } from '../../lib/i18n'
import { useTranslation } from '../../lib/i18n-runtime'
import { notify } from '../../lib/toast'
import { AdminPage, ListState, Panel } from '../../features/admin/components/admin-page'
import { useMarketsDesk, useSetRate } from '../../features/admin/markets/api/markets-api'
import { RateForm } from '../../features/admin/markets/components/rate-form'

/**
 * The owner's exchange rates (decision 036/041): each price list's rate per 1 US dollar and its
 * rounding. The US dollar is the base list and stays 1.
 */
export function Component() {
  const { t } = useTranslation('admin')
  const lang = useLanguage()
  const desk = useMarketsDesk()
  const setRate = useSetRate()
  const rates = desk.data?.exchange_rates ?? []
  const base = rates.find((r) => r.currency === 'USD')
  return (
    <AdminPage title={t('desk.rates.title')} intro={t('desk.rates.intro')}>
      <ListState isPending={desk.isPending} error={desk.error} empty={false} emptyText="" onRetry={() => desk.refetch()} />
      <div className="grid gap-5 lg:grid-cols-2">
        {rates
          .filter((r) => r.currency !== 'USD')
          .map((rate) => (
            <div key={`${rate.currency}-${rate.updated_at}`} className="grid gap-1.5">
              <RateForm
                rate={rate}
                busy={setRate.isPending && setRate.variables?.currency === rate.currency}
                serverError={setRate.variables?.currency === rate.currency ? setRate.error : null}
                onSubmit={(input) =>
                  setRate.mutate({ currency: rate.currency, input }, { onSuccess: () => notify.success(t('desk.rates.saved', { currency: rate.currency, rate: input.rate })) })
                }
              />
              <p className="px-1 text-xs text-ink-500">{t('desk.rates.updated', { at: formatDateTime(rate.updated_at, lang) })}</p>
            </div>
          ))}
      </div>
      {base && (
        <Panel className="mt-5" title={t('desk.rates.baseTitle')}>
          <p className="text-sm text-ink-700">{t('desk.rates.baseText')}</p>
        </Panel>
      )}
    </AdminPage>
  )
}
