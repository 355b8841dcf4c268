import type { StaffCustomer, StaffCustomerDetail } from '@shop/domain'
import { useTranslation } from '../../../lib/i18n-runtime'
import { Link } from '../../../lib/router'
import { formatDateTime, formatPrice } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'
import { Panel } from '../components/admin-page'
import { StatusBadge } from '../components/status-badge'

/** Accounts found by the look-up; each opens its read-only page. */
export function CustomerList({ customers, hrefOf }: { customers: StaffCustomer[]; hrefOf: (id: string) => string }) {
  const { t } = useTranslation('staff')
  const lang = useLanguage()
  return (
    <ul className="divide-y divide-ink-100 overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-xs">
      {customers.map((c) => (
        <li key={c.id}>
          <Link to={hrefOf(c.id)} className="grid grid-cols-1 gap-1 px-4 py-3 hover:bg-sage-50 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_10rem] sm:items-center sm:gap-4">
            <span className="font-medium text-ink-900 [overflow-wrap:anywhere]">{c.username}</span>
            <span className="text-sm text-ink-700 [overflow-wrap:anywhere]">{c.email ?? c.phone ?? '—'}</span>
            <span className="text-sm text-ink-600">{t('customers.since', { date: formatDateTime(c.created_at, lang) })}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** One customer, read-only: contact, wallet with its history, addresses and newest orders. */
export function CustomerFacts({ detail, orderHref }: { detail: StaffCustomerDetail; orderHref: (id: string) => string | null }) {
  const { t } = useTranslation('staff')
  const lang = useLanguage()
  const { customer, wallet, addresses, orders } = detail
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Panel title={t('customer.contact')}>
        <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink-500">{t('customer.email')}</dt>
          <dd className="text-ink-900 [overflow-wrap:anywhere]">{customer.email ?? '—'}</dd>
          <dt className="text-ink-500">{t('customer.phone')}</dt>
          <dd className="text-ink-900">{customer.phone ?? '—'}</dd>
          <dt className="text-ink-500">{t('customer.since')}</dt>
          <dd className="text-ink-900">{formatDateTime(customer.created_at, lang)}</dd>
        </dl>
      </Panel>
      <Panel title={t('customer.wallet')} aside={<span className="font-display text-xl text-ink-900 tabular-nums">{formatPrice(wallet.balance_cents, lang, wallet.currency)}</span>}>
        {wallet.entries.length === 0 ? (
          <p className="text-sm text-ink-600">{t('customer.walletEmpty')}</p>
        ) : (
          <ul className="divide-y divide-ink-100 text-sm">
            {wallet.entries.map((e) => (
              <li key={e.id} className="flex items-baseline justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="block text-ink-900">{t(`walletKind.${e.kind}`)}</span>
                  <span className="block text-ink-600 [overflow-wrap:anywhere]">
                    {e.reference} · {formatDateTime(e.created_at, lang)}
                  </span>
                </span>
                <span className={e.amount_cents < 0 ? 'text-clay-700 tabular-nums' : 'text-sage-800 tabular-nums'}>{formatPrice(e.amount_cents, lang, e.currency)}</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title={t('customer.orders', { count: detail.orders_total })} className="lg:col-span-2">
        {orders.length === 0 ? (
          <p className="text-sm text-ink-600">{t('customer.ordersEmpty')}</p>
        ) : (
          <ul className="divide-y divide-ink-100">
            {orders.map((o) => {
              const href = orderHref(o.id)
              return (
                <li key={o.id} className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm">
                  {href ? (
                    <Link to={href} className="font-medium text-sage-800 underline underline-offset-4">
                      {o.number}
                    </Link>
                  ) : (
                    <span className="font-medium text-ink-900">{o.number}</span>
                  )}
                  <span className="text-ink-600">{formatDateTime(o.created_at, lang)}</span>
                  <StatusBadge status={o.status} />
                  <span className="tabular-nums text-ink-900">{formatPrice(o.total_cents, lang)}</span>
                </li>
              )
            })}
          </ul>
        )}
      </Panel>
      <Panel title={t('customer.addresses')} className="lg:col-span-2">
        {addresses.length === 0 ? (
          <p className="text-sm text-ink-600">{t('customer.addressesEmpty')}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {addresses.map((a) => (
              <li key={a.id} className="rounded-xl border border-ink-100 p-3 text-sm text-ink-800">
                <p className="font-medium text-ink-900">
                  {a.first_name} {a.last_name}
                  {a.is_default && <span className="ml-2 rounded-full bg-sage-100 px-2 py-0.5 text-xs text-sage-900">{t('customer.default')}</span>}
                </p>
                <p>{a.street}</p>
                <p>
                  {a.zip_code} {a.city}
                  {a.state ? `, ${a.state}` : ''}
                </p>
                <p>{a.country}</p>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  )
}
