import type { OrderSummary } from '@shop/domain'
import { useTranslation } from '../../../lib/i18n-runtime'
import { Link } from '../../../lib/router'
import { formatDateTime, formatPrice } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'
import { StatusBadge } from './status-badge'
import { StaffTable } from './staff-table'

/** Which orders are ticked for a bulk action (fulfilment). */
export interface OrderSelection {
  selected: ReadonlySet<string>
  toggle: (id: string) => void
}

/**
 * Orders as rows on wide screens and as stacked cards on phones; the number opens the order. With
 * `selection`, each row has a checkbox before its number.
 */
export function OrdersTable({ orders, hrefFor, selection }: { orders: OrderSummary[]; hrefFor: (id: string) => string; selection?: OrderSelection }) {
  const { t } = useTranslation(['admin', 'fulfilment'])
  const lang = useLanguage()
  return (
    <StaffTable
      columns={[
        { label: t('admin:orders.col.number') },
        { label: t('admin:orders.col.placed') },
        { label: t('admin:orders.col.status') },
        { label: t('admin:orders.col.items'), alignEnd: true },
        { label: t('admin:orders.col.total'), alignEnd: true },
      ]}
    >
      {orders.map((o) => (
        <tr key={o.id} className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 px-4 py-3 hover:bg-sage-50/60 md:table-row md:p-0">
          <td className="flex items-center gap-3 md:table-cell md:px-4 md:py-3">
            {selection && (
              <input
                type="checkbox"
                checked={selection.selected.has(o.id)}
                onChange={() => selection.toggle(o.id)}
                aria-label={t('fulfilment:select.one', { number: o.number })}
                className="size-5 shrink-0 accent-sage-700 md:mr-3 md:align-middle"
              />
            )}
            <Link to={hrefFor(o.id)} className="font-semibold text-sage-800 underline-offset-4 hover:underline">
              {o.number}
            </Link>
          </td>
          <td className="col-start-1 row-start-2 text-ink-600 md:px-4 md:py-3">{formatDateTime(o.created_at, lang)}</td>
          <td className="col-start-2 row-start-1 justify-self-end md:px-4 md:py-3">
            <StatusBadge status={o.status} />
          </td>
          <td className="col-start-1 row-start-3 text-ink-600 md:px-4 md:py-3 md:text-right">{t('admin:orders.itemCount', { count: o.item_count })}</td>
          <td className="col-start-2 row-start-2 text-right font-semibold text-ink-900 tabular-nums md:px-4 md:py-3">{formatPrice(o.total_cents, lang, o.currency)}</td>
        </tr>
      ))}
    </StaffTable>
  )
}
