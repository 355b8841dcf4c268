import { formatDate, formatMoney, TRANSFER_STATUSES, type Language, type StatementImportResult, type TransferStatus } from '@shop/domain'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { cx } from '../../../components/ui/cx'
import { Notice } from '../../../components/ui/fields'
import { useTranslation } from '../../../lib/i18n-runtime'
import { useReasonText } from '../../../lib/reasons'
import { useMarkPaid, useStaffTransfers, useUploadStatement } from '../api/staff-bank-transfer-api'

/** The staff desk (decision 052): transfers by status, "mark paid", and a bank statement import with what it matched. */
export function TransferDesk() {
  const { t, i18n } = useTranslation('orders')
  const lang = i18n.language as Language
  const reasonText = useReasonText()
  const [status, setStatus] = useState<TransferStatus>('awaiting')
  const list = useStaffTransfers(status)
  const markPaid = useMarkPaid()
  const upload = useUploadStatement()
  const [result, setResult] = useState<StatementImportResult | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const rows = list.data?.data ?? []

  return (
    <div className="space-y-6">
      <section aria-labelledby="statement-title" className="rounded-3xl bg-white p-5 ring-1 ring-cream-200">
        <h2 id="statement-title" className="font-display text-lg text-ink-900">
          {t('bankTransfer.desk.import')}
        </h2>
        <p className="mt-1 text-sm text-ink-600">{t('bankTransfer.desk.importHint')}</p>
        <label className="mt-3 inline-flex cursor-pointer items-center gap-3 rounded-full bg-sage-700 px-5 py-2.5 text-sm font-medium text-white hover:bg-sage-800 focus-within:ring-2 focus-within:ring-sage-400">
          {upload.isPending ? t('bankTransfer.desk.importing') : t('bankTransfer.desk.import')}
          <input
            type="file"
            accept=".xml,.csv,text/csv,application/xml,text/xml"
            className="sr-only"
            data-testid="statement-file"
            disabled={upload.isPending}
            onChange={(e) => {
              const file = e.target.files?.[0]
              e.target.value = ''
              if (file) upload.mutate(file, { onSuccess: setResult })
            }}
          />
        </label>
        {upload.error && <Notice className="mt-3">{reasonText(upload.error) ?? upload.error.message}</Notice>}
        {result && (
          <div className="mt-4 space-y-3" data-testid="statement-result">
            <p className="font-medium text-ink-900">{t('bankTransfer.desk.result', { matched: result.matched.length, lines: result.lines })}</p>
            {result.matched.length > 0 && (
              <ul className="text-sm text-sage-800">
                {result.matched.map((m) => (
                  <li key={m.line}>
                    {t('bankTransfer.desk.line')} {m.line}: {m.order_number} · {formatMoney(m.amount_cents, lang, { currency: m.currency as 'CZK' })}
                  </li>
                ))}
              </ul>
            )}
            {result.unmatched.length > 0 && (
              <div>
                <h3 className="text-sm font-semibold text-ink-900">{t('bankTransfer.desk.unmatchedTitle')}</h3>
                <ul className="mt-1 space-y-1 text-sm text-ink-700">
                  {result.unmatched.map((u) => (
                    <li key={u.line}>
                      {t('bankTransfer.desk.line')} {u.line}: {u.amount_cents / 100} {u.currency} · {u.reference || '—'} · {u.counterparty || '—'} — <b>{t(`bankTransfer.desk.why.${u.why}`)}</b>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        )}
      </section>

      <div role="tablist" aria-label={t('bankTransfer.desk.title')} className="flex gap-2">
        {TRANSFER_STATUSES.map((s) => (
          <button
            key={s}
            role="tab"
            aria-selected={status === s}
            className={cx('rounded-full px-4 py-1.5 text-sm ring-1', status === s ? 'bg-ink-900 text-white ring-ink-900' : 'bg-white text-ink-700 ring-ink-200 hover:ring-ink-400')}
            onClick={() => setStatus(s)}
          >
            {t(`bankTransfer.desk.status.${s}`)}
          </button>
        ))}
      </div>
      {done && <Notice tone="info">{done}</Notice>}
      {markPaid.error && <Notice>{reasonText(markPaid.error) ?? markPaid.error.message}</Notice>}
      {rows.length === 0 ? (
        <p className="text-sm text-ink-600">{list.isPending ? '…' : t('bankTransfer.desk.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-cream-200">
          <table className="w-full text-left text-sm">
            <thead className="text-ink-600">
              <tr>
                <th className="px-4 py-2 font-medium">{t('bankTransfer.desk.order')}</th>
                <th className="px-4 py-2 font-medium">{t('bankTransfer.desk.amount')}</th>
                <th className="px-4 py-2 font-medium">{t('bankTransfer.desk.reference')}</th>
                <th className="px-4 py-2 font-medium">{status === 'paid' ? t('bankTransfer.desk.paidAt') : t('bankTransfer.desk.due')}</th>
                {status === 'awaiting' && <th className="px-4 py-2" />}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.order_id} className="border-t border-cream-100">
                  <td className="px-4 py-2 font-medium text-ink-900">{r.order_number}</td>
                  <td className="px-4 py-2 tabular-nums">{formatMoney(r.amount_cents, lang, { currency: r.currency })}</td>
                  <td className="px-4 py-2 tabular-nums">{r.variable_symbol}</td>
                  <td className="px-4 py-2">{formatDate(status === 'paid' && r.paid_at ? r.paid_at : `${r.due_date}T12:00:00Z`, lang)}</td>
                  {status === 'awaiting' && (
                    <td className="px-4 py-2 text-right">
                      <Button
                        size="sm"
                        variant="secondary"
                        busy={markPaid.isPending && markPaid.variables === r.order_id}
                        onClick={() => markPaid.mutate(r.order_id, { onSuccess: () => setDone(t('bankTransfer.desk.marked', { number: r.order_number })) })}
                      >
                        {t('bankTransfer.desk.markPaid')}
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
