import type { ProductCsvImportResult } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Button } from '../../components/ui/button'
import { Notice } from '../../components/ui/fields'
import { AdminPage, Panel, errorText } from '../../features/admin/components/admin-page'
import { csvIssuesOf, downloadProductsCsv, uploadProductsCsv, type UploadProgress } from '../../features/admin/catalog/csv/product-csv-api'
import { ApiError } from '../../lib/api-client'
import { useTranslation } from '../../lib/i18n-runtime'
import { notify } from '../../lib/toast'

/** The catalog as a spreadsheet (decision 035): export every size, import changes keyed by SKU. */
export function Component() {
  const { t } = useTranslation('admin2')
  const inputId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [progress, setProgress] = useState<UploadProgress | null>(null)
  const download = useMutation({ mutationFn: downloadProductsCsv, onSuccess: (name) => notify.success(t('csv.downloaded', { name })) })
  const upload = useMutation({
    mutationFn: (f: File) => uploadProductsCsv(f, setProgress),
    onSettled: () => setProgress(null),
  })

  return (
    <AdminPage title={t('csv.title')} intro={t('csv.intro')}>
      <div className="grid gap-5 lg:grid-cols-2">
        <Panel title={t('csv.exportTitle')}>
          <p className="text-sm text-ink-600">{t('csv.exportHelp')}</p>
          <Button className="mt-4" busy={download.isPending} onClick={() => download.mutate()}>
            {t('csv.download')}
          </Button>
          {download.error && <Notice className="mt-3">{errorText(download.error, t('error.generic'))}</Notice>}
        </Panel>

        <Panel title={t('csv.importTitle')}>
          <p className="text-sm text-ink-600">{t('csv.importHelp')}</p>
          <form
            className="mt-4 flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault()
              if (file) upload.mutate(file)
            }}
          >
            <label htmlFor={inputId} className="text-sm font-medium text-ink-800">
              {t('csv.file')}
            </label>
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              className="block w-full text-sm text-ink-700 file:mr-3 file:rounded-full file:border-0 file:bg-sage-100 file:px-4 file:py-2 file:text-sage-900"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null)
                upload.reset()
              }}
            />
            <div>
              <Button type="submit" busy={upload.isPending} disabled={!file}>
                {t('csv.import')}
              </Button>
            </div>
          </form>
          {progress && <ImportProgress progress={progress} />}
          {upload.data && <ImportDone result={upload.data} />}
          {upload.error && <ImportRefused error={upload.error} />}
        </Panel>
      </div>
    </AdminPage>
  )
}

function ImportProgress({ progress }: { progress: UploadProgress }) {
  const { t } = useTranslation('admin2')
  const sending = progress.phase === 'sending'
  const percent = sending ? Math.round((progress.loaded / Math.max(progress.total, 1)) * 100) : undefined
  const label = sending ? t('csv.sending', { percent }) : t('csv.checking')
  return (
    <div className="mt-4" aria-live="polite">
      <p className="mb-1.5 text-sm text-ink-700">{label}</p>
      <div
        role="progressbar"
        aria-label={t('csv.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        className="h-2.5 overflow-hidden rounded-full bg-ink-100"
      >
        {sending ? (
          <div className="h-full rounded-full bg-sage-600 transition-[width]" style={{ width: `${percent}%` }} />
        ) : (
          <div className="h-full w-full animate-pulse rounded-full bg-sage-500" />
        )}
      </div>
    </div>
  )
}

function ImportDone({ result }: { result: ProductCsvImportResult }) {
  const { t } = useTranslation('admin2')
  return (
    <Notice tone="success" className="mt-4">
      <strong>{t('csv.done', { count: result.rows })}</strong>{' '}
      {t('csv.doneDetail', { updated: result.variants_updated, added: result.variants_added, unchanged: result.variants_unchanged, products: result.products_changed })}
    </Notice>
  )
}

function ImportRefused({ error }: { error: Error }) {
  const { t } = useTranslation('admin2')
  const issues = csvIssuesOf(error)
  const reason = error instanceof ApiError ? error.reason : undefined
  const status = error instanceof ApiError ? error.status : 0
  const heading =
    reason === 'csv_empty' ? t('csv.error.empty')
    : reason === 'csv_columns' ? t('csv.error.columns')
    : reason === 'csv_rows_invalid' ? t('csv.error.rows', { count: new Set(issues.map((i) => i.line)).size })
    : status === 413 || reason === 'csv_too_large' ? t('csv.error.tooLarge')
    : errorText(error, t('error.generic'))
  return (
    <div className="mt-4">
      <Notice>{heading}</Notice>
      {issues.length > 0 && (
        <div className="mt-3 max-h-96 overflow-auto rounded-xl ring-1 ring-ink-100">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('csv.error.tableCaption')}</caption>
            <thead className="sticky top-0 bg-ink-50 text-ink-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">{t('csv.line')}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t('csv.column')}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t('csv.problem')}</th>
              </tr>
            </thead>
            <tbody>
              {issues.map((i) => (
                <tr key={`${i.line}.${i.column}`} className="border-t border-ink-100">
                  <td className="px-3 py-2 tabular-nums">{i.line}</td>
                  <td className="px-3 py-2 font-mono text-xs [overflow-wrap:anywhere]">{i.column || '—'}</td>
                  <td className="px-3 py-2">{i.key ? t(`csv.message.${i.key}`) : i.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
