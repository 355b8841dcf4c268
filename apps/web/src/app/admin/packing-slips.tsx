import type { Order } from '@shop/domain'
import { Button } from '../../components/ui/button'
import { Notice } from '../../components/ui/fields'
import { Spinner } from '../../components/ui/spinner'
import { useStaffOrdersByIds } from '../../features/admin/api/fulfilment-api'
import type { StaffOrder } from '../../features/admin/api/staff-api'
import { useAdminTitle } from '../../features/admin/components/admin-page'
import { ShippingAddress } from '../../features/orders/components/order-facts'
import { formatDateTime } from '../../lib/format'
import { useLanguage } from '../../lib/i18n'
import { useTranslation } from '../../lib/i18n-runtime'
import { Link, useSearchParams } from '../../lib/router'
import { ADMIN_PATHS, adminHref } from './admin-routes'

const ORDER_ID = /^ord_[a-z0-9]{16}$/
/** At most a page's worth of slips per print (the list selects from pages of 20). */
const MAX_SLIPS = 100

/** Print: only the slips, one per sheet, without the staff frame, buttons or shadows. */
const PRINT_CSS = `
@media print {
  @page { margin: 14mm; }
  html, body { background: #fff !important; }
  body * { visibility: hidden; }
  .packing-slips, .packing-slips * { visibility: visible; }
  .packing-slips { position: absolute; top: 0; left: 0; width: 100%; }
  .packing-slips .no-print { display: none !important; }
  .packing-slip { break-after: page; border: 0 !important; box-shadow: none !important; padding: 0 !important; }
  .packing-slip:last-child { break-after: auto; }
}`

/** A line's SKU and the size as bought (decision 029), what the picker looks for on the shelf. */
type OrderLine = Order['lines'][number]

function lineCode(line: OrderLine): string {
  return [line.sku, line.size_label].filter(Boolean).join(' · ')
}

/**
 * Packing slips, print-ready: `?ids=ord_a,ord_b` (the list's selection, or one order from its
 * page), a sheet per order: shop, order number and date, where it goes, what goes in the parcel
 * and how many. No prices: the slip travels in the parcel.
 */
export function Component() {
  const { t } = useTranslation(['fulfilment', 'common'])
  const [params] = useSearchParams()
  const ids = [...new Set((params.get('ids') ?? '').split(',').filter((id) => ORDER_ID.test(id)))].slice(0, MAX_SLIPS)
  const queries = useStaffOrdersByIds(ids)
  useAdminTitle(t('slips.title'))
  const orders = queries.map((q) => q.data).filter((o): o is StaffOrder => !!o)
  const pending = queries.some((q) => q.isPending)
  const failed = queries.filter((q) => q.isError).length

  return (
    <section className="packing-slips" aria-labelledby="admin-page-title">
      <style>{PRINT_CSS}</style>
      <header className="no-print flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="admin-page-title" className="text-3xl text-ink-900 md:text-4xl">
            {t('slips.title')}
          </h1>
          <p className="mt-2 text-ink-600">{t('slips.intro', { count: ids.length })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={adminHref(ADMIN_PATHS.orders)} className="self-center text-sm font-medium text-sage-800 underline-offset-4 hover:underline">
            ← {t('slips.back')}
          </Link>
          <Button onClick={() => window.print()} disabled={orders.length === 0 || pending}>
            {t('slips.print')}
          </Button>
        </div>
      </header>
      <div className="mt-6 space-y-6">
        {ids.length === 0 && <Notice tone="info">{t('slips.empty')}</Notice>}
        {pending && <Spinner />}
        {failed > 0 && <Notice className="no-print">{t('slips.failed', { count: failed })}</Notice>}
        {!pending && orders.map((order) => <PackingSlip key={order.id} order={order} shopName={t('common:shopName')} />)}
      </div>
    </section>
  )
}

function PackingSlip({ order, shopName }: { order: StaffOrder; shopName: string }) {
  const { t } = useTranslation(['fulfilment', 'orders'])
  const lang = useLanguage()
  const items = order.lines.reduce((n, l) => n + l.quantity, 0)
  return (
    <article className="packing-slip rounded-2xl border border-ink-100 bg-white p-6 text-ink-900 shadow-xs" aria-label={t('slips.slipOf', { number: order.number })}>
      <div className="flex flex-wrap items-start justify-between gap-4 border-b border-ink-200 pb-4">
        <div>
          <p className="font-display text-2xl">{shopName}</p>
          <p className="mt-1 text-sm text-ink-600">{t('slips.heading')}</p>
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink-600">{t('slips.orderNumber')}</dt>
          <dd className="font-mono font-semibold">{order.number}</dd>
          <dt className="text-ink-600">{t('slips.placed')}</dt>
          <dd>{formatDateTime(order.created_at, lang)}</dd>
          <dt className="text-ink-600">{t('slips.method')}</dt>
          <dd>{t(`slips.methods.${order.shipping_method}`, { defaultValue: order.shipping_method })}</dd>
        </dl>
      </div>
      <div className="mt-4">
        <h2 className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{t('slips.shipTo')}</h2>
        <div className="mt-1 text-base">
          <ShippingAddress address={order.shipping_address} />
        </div>
      </div>
      <table className="mt-5 w-full text-left text-sm">
        <thead className="border-b border-ink-200 text-xs tracking-wide text-ink-600 uppercase">
          <tr>
            <th scope="col" className="w-10 py-2 pr-2">
              <span className="sr-only">{t('slips.packed')}</span>
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('slips.item')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('slips.code')}
            </th>
            <th scope="col" className="py-2 text-right">
              {t('slips.quantity')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {order.lines.map((line) => (
            <tr key={line.variant_id}>
              <td className="py-2 pr-2 align-top">
                <span aria-hidden="true" className="inline-block size-4 rounded border border-ink-400" />
              </td>
              <td className="py-2 pr-3 align-top">{line.name}</td>
              <td className="py-2 pr-3 align-top font-mono text-xs">{lineCode(line)}</td>
              <td className="py-2 text-right align-top text-base font-semibold tabular-nums">{line.quantity}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-ink-200">
            <td />
            <td className="py-2 pr-3 font-semibold" colSpan={2}>
              {t('slips.total')}
            </td>
            <td className="py-2 text-right font-semibold tabular-nums">{items}</td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-6 text-sm text-ink-600">{t('slips.thanks')}</p>
    </article>
  )
}
