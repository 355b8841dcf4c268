import { useState } from 'react'
import { Button } from '../../components/ui/button'
import { SelectField } from '../../components/ui/fields'
import { useTranslation } from '../../lib/i18n-runtime'
import { notify } from '../../lib/toast'
import { AdminPage, ListState } from '../../features/admin/components/admin-page'
import { currentQuarter, downloadVatCsv, useVatReport, type Quarter } from '../../features/admin/reports/api/reports-api'
import { VatReportTable } from '../../features/admin/reports/components/vat-report-table'

/**
 * The VAT report (staff area 'owner', decision 039): a quarter's net and VAT per country, currency
 * and rate, invoices less credit notes, as a table and a CSV for the one-stop-shop return.
 */
export function Component() {
  const { t } = useTranslation('invoices')
  const [chosen, setChosen] = useState<Quarter>(() => currentQuarter(new Date()))
  const [downloading, setDownloading] = useState(false)
  const report = useVatReport(chosen)
  const thisYear = new Date().getFullYear()
  const years = Array.from({ length: 6 }, (_, i) => thisYear - i)

  async function download() {
    setDownloading(true)
    try {
      await downloadVatCsv(chosen)
    } catch {
      notify.error(t('report.downloadFailed'))
    } finally {
      setDownloading(false)
    }
  }

  return (
    <AdminPage
      title={t('report.title')}
      intro={t('report.intro')}
      actions={
        <Button variant="secondary" busy={downloading} onClick={() => void download()}>
          {t('report.download')}
        </Button>
      }
    >
      <div className="mb-5 grid max-w-xl gap-4 sm:grid-cols-[9rem_1fr]">
        <SelectField
          label={t('report.year')}
          value={String(chosen.year)}
          options={years.map((y) => ({ value: String(y), label: String(y) }))}
          onChange={(e) => setChosen((q) => ({ ...q, year: Number(e.target.value) }))}
        />
        <SelectField
          label={t('report.quarter')}
          value={String(chosen.quarter)}
          options={[1, 2, 3, 4].map((q) => ({ value: String(q), label: t(`report.q${q}`) }))}
          onChange={(e) => setChosen((q) => ({ ...q, quarter: Number(e.target.value) }))}
        />
      </div>
      {report.data && report.data.rows.length > 0 ? (
        <VatReportTable report={report.data} />
      ) : (
        <ListState isPending={report.isPending} error={report.error} empty={!!report.data} emptyText={t('report.empty')} onRetry={() => void report.refetch()} />
      )}
    </AdminPage>
  )
}
