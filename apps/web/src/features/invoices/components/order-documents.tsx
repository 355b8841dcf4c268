import { formatDate, formatMoney, type OrderDocument } from '@shop/domain'
import { Button } from '../../../components/ui/button'
import { Notice } from '../../../components/ui/fields'
import { Spinner } from '../../../components/ui/spinner'
import { useLanguage } from '../../../lib/i18n'
import { useTranslation } from '../../../lib/i18n-runtime'
import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { documentsApi, downloadDocument, useOrderDocuments } from '../api/documents-api'

/** The list itself: each document with its date and amount, and its PDF to open or save. */
export function DocumentList({ documents }: { documents: readonly OrderDocument[] }) {
  const { t } = useTranslation('invoices')
  const lang = useLanguage()
  const [busy, setBusy] = useState<string | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  async function open(d: OrderDocument) {
    setBusy(d.number)
    setFailed(null)
    try {
      await downloadDocument(d.url, d.number)
    } catch {
      setFailed(d.number)
    } finally {
      setBusy(null)
    }
  }
  return (
    <ul className="divide-y divide-ink-100">
      {documents.map((d) => (
        <li key={d.number} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5">
          <div className="min-w-0">
            <p className="font-medium text-ink-900">{t(d.kind === 'invoice' ? 'docs.invoice' : 'docs.creditNote', { number: d.number })}</p>
            <p className="text-sm text-ink-600">
              {t('docs.issued', { date: formatDate(d.issued_at, lang) })} · {formatMoney(d.kind === 'credit_note' ? -d.amount_cents : d.amount_cents, lang, { currency: d.currency, wholeUnits: false })}
            </p>
            {failed === d.number && <p role="alert" className="text-sm font-medium text-clay-700">{t('docs.downloadFailed')}</p>}
          </div>
          <Button size="sm" variant="secondary" busy={busy === d.number} onClick={() => void open(d)} aria-label={t('docs.downloadLabel', { number: d.number })}>
            {t('docs.download')}
          </Button>
        </li>
      ))}
    </ul>
  )
}

/** An order's invoice and credit notes (decision 039) on its signed-in owner's order page. */
export function OrderDocuments({ orderId }: { orderId: string }) {
  const { t } = useTranslation('invoices')
  const docs = useOrderDocuments(orderId)
  return <DocumentsSection id={orderId} docs={docs} empty={t('docs.none')} />
}

/** The section both order pages show: a heading, then the list, a spinner, an error or `empty` and what follows it. */
export function DocumentsSection({
  id,
  docs,
  empty,
  children,
}: {
  id: string
  docs: { isPending: boolean; error: unknown; data?: readonly OrderDocument[] }
  empty: string
  children?: ReactNode
}) {
  const { t } = useTranslation('invoices')
  const list = docs.data ?? []
  return (
    <section aria-labelledby={`documents-${id}`} className="grid gap-2">
      <h2 id={`documents-${id}`} className="font-display text-xl text-ink-900">
        {t('docs.title')}
      </h2>
      {docs.isPending ? (
        <Spinner className="py-4" />
      ) : docs.error ? (
        <Notice>{t('docs.error')}</Notice>
      ) : list.length ? (
        <DocumentList documents={list} />
      ) : (
        <div className="grid justify-items-start gap-3">
          <p className="text-sm text-ink-600">{empty}</p>
          {children}
        </div>
      )}
    </section>
  )
}

/**
 * A guest's documents on the tracking page, found with the same order number and email as the
 * tracking itself (links with the order's key: they open without signing in). Nothing shows until
 * the order has a document.
 */
export function TrackedOrderDocuments({ number, email }: { number: string; email: string }) {
  const { t } = useTranslation('invoices')
  const docs = useQuery({ queryKey: ['order-documents', 'guest', number, email], queryFn: async () => (await documentsApi.track(number, email)).documents })
  if (!docs.data?.length) return null
  return (
    <section aria-labelledby={`documents-${number}`} className="grid gap-2">
      <h2 id={`documents-${number}`} className="font-display text-xl text-ink-900">
        {t('docs.title')}
      </h2>
      <DocumentList documents={docs.data} />
    </section>
  )
}
