import type { BulkPickResult, OrdersExportQuery } from '@shop/domain'
import { useState } from 'react'
import { Button, buttonClasses } from '../../../components/ui/button'
import { Notice } from '../../../components/ui/fields'
import { useTranslation } from '../../../lib/i18n-runtime'
import { Link } from '../../../lib/router'
import { notify } from '../../../lib/toast'
import { downloadOrdersCsv, usePickOrders } from '../api/fulfilment-api'

/** Reasons a bulk pick names for an order it left where it was (others fall back to a general text). */
const KNOWN_REFUSALS = ['order_move_illegal', 'order_request_pending', 'order_not_found'] as const

/**
 * The bulk actions on the orders ticked in the list: select the whole page, mark picked (the orders
 * that cannot move are listed by number with why), and open their packing slips.
 */
export function FulfilmentBar({
  pageIds,
  selected,
  onSelect,
  slipsHref,
}: {
  pageIds: string[]
  selected: ReadonlySet<string>
  onSelect: (ids: ReadonlySet<string>) => void
  slipsHref: string
}) {
  const { t } = useTranslation('fulfilment')
  const pick = usePickOrders()
  const [result, setResult] = useState<BulkPickResult>()
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id))
  const count = selected.size

  function markPicked() {
    setResult(undefined)
    pick.mutate(
      { ids: [...selected], note: '' },
      {
        onSuccess: (answer) => {
          setResult(answer)
          if (answer.moved.length) notify.success(t('pick.done', { count: answer.moved.length }))
          // What moved is done; what did not stays ticked for another look.
          onSelect(new Set(answer.refused.map((r) => r.id)))
        },
      },
    )
  }

  const why = (reason: string) => ((KNOWN_REFUSALS as readonly string[]).includes(reason) ? t(`why.${reason}`) : t('why.other'))

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-ink-100 bg-cream-50 px-4 py-3" role="group" aria-label={t('select.actions')}>
        <label className="flex items-center gap-2 text-sm font-medium text-ink-800">
          <input
            type="checkbox"
            className="size-5 accent-sage-700"
            checked={allOnPage}
            disabled={pageIds.length === 0}
            onChange={() => onSelect(allOnPage ? new Set([...selected].filter((id) => !pageIds.includes(id))) : new Set([...selected, ...pageIds]))}
          />
          {t('select.all')}
        </label>
        <span className="text-sm text-ink-600" role="status">
          {t('select.count', { count })}
        </span>
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <Button size="sm" disabled={count === 0 || pick.isPending} busy={pick.isPending} onClick={markPicked}>
            {t('pick.action')}
          </Button>
          {count > 0 ? (
            <Link to={slipsHref} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              {t('slips.action')}
            </Link>
          ) : (
            <Button size="sm" variant="secondary" disabled>
              {t('slips.action')}
            </Button>
          )}
          {count > 0 && (
            <Button size="sm" variant="ghost" onClick={() => onSelect(new Set())}>
              {t('select.clear')}
            </Button>
          )}
        </div>
      </div>
      {pick.error && <Notice>{t('pick.failed')}</Notice>}
      {result && result.refused.length > 0 && (
        <Notice>
          <p className="font-semibold">{t('pick.refusedTitle', { count: result.refused.length })}</p>
          <ul className="mt-1 list-disc pl-5">
            {result.refused.map((r) => (
              <li key={r.id}>{t('pick.refused', { number: r.number ?? r.id, why: why(r.reason) })}</li>
            ))}
          </ul>
        </Notice>
      )}
    </div>
  )
}

/** Downloads the orders placed in the dates the list is filtered by, as CSV for accounting. */
export function ExportCsvButton({ query }: { query: OrdersExportQuery }) {
  const { t } = useTranslation('fulfilment')
  const [busy, setBusy] = useState(false)
  async function run() {
    setBusy(true)
    try {
      await downloadOrdersCsv(query)
    } catch {
      notify.error(t('export.failed'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="secondary" busy={busy} onClick={() => void run()} title={t('export.hint')}>
      {t('export.action')}
    </Button>
  )
}
