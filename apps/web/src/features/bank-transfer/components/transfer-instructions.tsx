import { formatDate, formatMoney, type BankTransfer } from '@shop/domain'
import { useTranslation } from '../../../lib/i18n-runtime'
import { useOrderTransfer, type TransferLookup } from '../api/bank-transfer-api'

/** "CZ65 0800 0000 …": an IBAN in groups of four, as banks print it. */
const grouped = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ')

/**
 * How to pay an order by bank transfer (decision 052): account, amount, variable symbol or
 * reference, due date and the QR code the shopper's banking app reads. Renders nothing for an
 * order not paid by transfer (`transferCents` 0).
 */
export function TransferInstructions({ lookup, transferCents }: { lookup: TransferLookup; transferCents: number }) {
  const query = useOrderTransfer(lookup, transferCents > 0)
  if (transferCents <= 0 || !query.data) return null
  return <TransferCard transfer={query.data} />
}

export function TransferCard({ transfer }: { transfer: BankTransfer }) {
  const { t, i18n } = useTranslation('orders')
  const lang = i18n.language as Parameters<typeof formatDate>[1]
  const czk = transfer.qr.scheme === 'spayd'
  const reference = czk ? transfer.variable_symbol : (transfer.qr.payload.split('\n')[9] ?? transfer.variable_symbol)
  const rows: Array<[string, string]> = [
    [t('bankTransfer.beneficiary'), transfer.beneficiary],
    [t('bankTransfer.iban'), grouped(transfer.iban)],
    ...(transfer.bic ? [[t('bankTransfer.bic'), transfer.bic] as [string, string]] : []),
    [t('bankTransfer.amount'), formatMoney(transfer.amount_cents, lang, { currency: transfer.currency })],
    [czk ? t('bankTransfer.variableSymbol') : t('bankTransfer.reference'), reference],
    [t('bankTransfer.dueDate'), formatDate(`${transfer.due_date}T12:00:00Z`, lang)],
  ]
  return (
    <section aria-labelledby="transfer-title" className="rounded-3xl bg-white p-5 ring-1 ring-cream-200 sm:p-6" data-testid="bank-transfer">
      <h2 id="transfer-title" className="font-display text-xl text-ink-900">
        {t(`bankTransfer.title.${transfer.status}`)}
      </h2>
      {transfer.status === 'awaiting' && <p className="mt-1 text-sm text-ink-600">{t('bankTransfer.intro')}</p>}
      {transfer.status === 'paid' && transfer.paid_at && <p className="mt-1 text-sm text-sage-800">{t('bankTransfer.paidOn', { date: formatDate(transfer.paid_at, lang) })}</p>}
      {transfer.status !== 'cancelled' && (
        <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-start">
          {transfer.status === 'awaiting' && (
            <figure className="shrink-0 self-center sm:self-start">
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(transfer.qr.svg)}`}
                alt={t(czk ? 'bankTransfer.qrAltSpayd' : 'bankTransfer.qrAltEpc')}
                width={176}
                height={176}
                className="size-44 rounded-xl bg-white ring-1 ring-ink-100"
                data-payload={transfer.qr.payload}
                data-testid="transfer-qr"
              />
              <figcaption className="mt-2 max-w-44 text-center text-xs text-ink-500">{t(czk ? 'bankTransfer.qrSpayd' : 'bankTransfer.qrEpc')}</figcaption>
            </figure>
          )}
          <dl className="grid flex-1 grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {rows.map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="text-ink-600">{k}</dt>
                <dd className="font-medium break-all text-ink-900 tabular-nums">{v}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {transfer.status === 'awaiting' && <p className="mt-4 text-xs text-ink-500">{t('bankTransfer.dueNote')}</p>}
    </section>
  )
}
