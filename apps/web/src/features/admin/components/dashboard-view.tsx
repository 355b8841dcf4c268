import { LOCALES, type StaffDashboard } from '@shop/domain'
import { useTranslation } from '../../../lib/i18n-runtime'
import { Link } from '../../../lib/router'
import { cx } from '../../../components/ui/cx'
import { formatNumber, formatPrice } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'
import { BarChart } from './bar-chart'
import { Panel } from './admin-page'

export type PendingKey = keyof StaffDashboard['pending']

/** Where each pending count leads: the page's address is the app's business (admin-routes.tsx). */
export type PendingLinks = Record<PendingKey, string>

const PENDING_ORDER: PendingKey[] = ['cancel_requests', 'return_requests', 'complaints', 'reviews', 'testimonials', 'contact_messages']

/** Today's figures, the last 14 days as bars, what waits for staff, and products running low. */
export function DashboardView({ data, links, productHref }: { data: StaffDashboard; links: PendingLinks; productHref: (id: string) => string }) {
  const { t } = useTranslation('admin')
  const lang = useLanguage()
  const dayFormat = new Intl.DateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'short', timeZone: 'UTC' })
  const ordersTotal = data.days.reduce((n, d) => n + d.orders, 0)
  const revenueTotal = data.days.reduce((n, d) => n + d.revenue_cents, 0)
  const bars = data.days.map((d) => ({
    label: String(Number(d.day.slice(8, 10))),
    title: t('dashboard.dayTitle', { day: dayFormat.format(new Date(`${d.day}T00:00:00Z`)), count: d.orders, revenue: formatPrice(d.revenue_cents, lang) }),
    value: d.revenue_cents,
  }))

  return (
    <div className="grid grid-cols-1 gap-5">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-4">
        <Figure label={t('dashboard.todayOrders')} value={formatNumber(data.today.orders, lang)} testId="today-orders" />
        <Figure label={t('dashboard.todayRevenue')} value={formatPrice(data.today.revenue_cents, lang)} testId="today-revenue" />
        <Figure label={t('dashboard.periodOrders', { days: data.days.length })} value={formatNumber(ordersTotal, lang)} />
        <Figure label={t('dashboard.periodRevenue', { days: data.days.length })} value={formatPrice(revenueTotal, lang)} />
      </div>

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Panel title={t('dashboard.chartTitle', { days: data.days.length })}>
          <p className="-mt-1 mb-4 text-sm text-ink-600">{t('dashboard.chartNote')}</p>
          <BarChart bars={bars} label={t('dashboard.chartLabel', { days: data.days.length })} />
        </Panel>
        <Panel title={t('dashboard.pendingTitle')}>
          <ul className="divide-y divide-ink-100">
            {PENDING_ORDER.map((key) => (
              <li key={key}>
                <Link to={links[key]} className="flex items-center justify-between gap-3 rounded-lg px-2 py-2.5 hover:bg-sage-50">
                  <span className="text-ink-800">{t(`dashboard.pending.${key}`)}</span>
                  <span
                    data-testid={`pending-${key}`}
                    className={cx(
                      'min-w-8 rounded-full px-2.5 py-0.5 text-center text-sm font-semibold tabular-nums',
                      data.pending[key] > 0 ? 'bg-clay-500 text-white' : 'bg-ink-100 text-ink-600',
                    )}
                  >
                    {formatNumber(data.pending[key], lang)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
      </div>

      <Panel title={t('dashboard.lowStockTitle')}>
        {data.low_stock.length === 0 ? (
          <p className="text-ink-600">{t('dashboard.lowStockNone')}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-x-6 sm:grid-cols-2 xl:grid-cols-3">
            {data.low_stock.map((p) => (
              <li key={p.variant_id} className="flex items-center justify-between gap-3 border-b border-ink-100 py-2">
                <Link to={productHref(p.id)} className="min-w-0 truncate text-ink-800 hover:text-sage-800 hover:underline">
                  {p.name}
                </Link>
                <span className={cx('shrink-0 text-sm font-semibold tabular-nums', p.stock === 0 ? 'text-clay-700' : 'text-ink-700')}>
                  {p.stock === 0 ? t('dashboard.soldOut') : t('dashboard.inStock', { count: p.stock })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  )
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:p-5">
      <p className="text-sm text-ink-600">{label}</p>
      <p data-testid={testId} className="mt-1 font-display text-3xl text-ink-900 tabular-nums">
        {value}
      </p>
    </div>
  )
}
