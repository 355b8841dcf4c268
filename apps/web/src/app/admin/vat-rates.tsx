import { countryName } from '@shop/domain'
import { useLanguage } from '../../lib/i18n'
import { useTranslation } from '../../lib/i18n-runtime'
import { notify } from '../../lib/toast'
import { Notice } from '../../components/ui/fields'
import { useReasonText } from '../../lib/reasons'
import { AdminPage, ListState } from '../../features/admin/components/admin-page'
import { useAddVatRate, useDeleteVatRate, useMarketsDesk } from '../../features/admin/markets/api/markets-api'
import { VatRateForm } from '../../features/admin/markets/components/vat-rate-form'
import { VatRateList } from '../../features/admin/markets/components/vat-rate-list'

/**
 * VAT rates per country (decision 036/041): the rate in force, rates to come and the history. A
 * new rate applies from a day on; one not yet in force may be removed, history stays.
 */
export function Component() {
  const { t } = useTranslation('admin')
  const lang = useLanguage()
  const reasonText = useReasonText()
  const desk = useMarketsDesk()
  const add = useAddVatRate()
  const remove = useDeleteVatRate()
  const busyKey = remove.isPending && remove.variables ? `${remove.variables.country}:${remove.variables.valid_from}` : null
  return (
    <AdminPage title={t('desk.vat.title')} intro={t('desk.vat.intro')}>
      <ListState isPending={desk.isPending} error={desk.error} empty={false} emptyText="" onRetry={() => desk.refetch()} />
      {desk.data && (
        <div className="grid gap-5">
          <VatRateForm
            today={desk.data.today}
            busy={add.isPending}
            serverError={add.error}
            onSubmit={(input, done) =>
              add.mutate(input, {
                onSuccess: () => {
                  notify.success(t('desk.vat.added', { country: countryName(input.country, lang) }))
                  done()
                },
              })
            }
          />
          {remove.error ? <Notice>{reasonText(remove.error) ?? t('desk.error.generic')}</Notice> : null}
          <VatRateList
            rates={desk.data.vat_rates}
            busyKey={busyKey}
            onRemove={(country, valid_from) => remove.mutate({ country, valid_from }, { onSuccess: () => notify.success(t('desk.vat.removed', { country: countryName(country, lang) })) })}
          />
        </div>
      )}
    </AdminPage>
  )
}
