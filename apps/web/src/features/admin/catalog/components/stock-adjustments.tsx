import { STOCK_ADJUSTMENT_REASONS, type StaffProduct, type StockAdjustmentReason } from '@shop/domain'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../../components/ui/button'
import { cx } from '../../../../components/ui/cx'
import { Notice, SelectField, TextField } from '../../../../components/ui/fields'
import { formatDateTime } from '../../../../lib/format'
import { useLanguage } from '../../../../lib/i18n'
import { useTranslation } from '../../../../lib/i18n-runtime'
import { notify } from '../../../../lib/toast'
import { useAdjustStock, useStockMovements } from '../api/catalog-api'
import { FormSection } from './form-section'
import { splitServerError } from './server-errors'

/** "+50" / "-2" as staff type it: a signed whole number, not zero. */
export function parseDelta(text: string): number {
  const t = text.trim().replace(/^\+/, '')
  return /^-?\d{1,7}$/.test(t) && Number(t) !== 0 ? Number(t) : Number.NaN
}

/**
 * Stock adjustments (decision 034): pick a size, a signed quantity ("50" received, "-2" damaged)
 * and a reason; the server refuses one that would go below zero. Below, each size's history:
 * who, when, how many, why, and the stock it left.
 */
export function StockAdjustments({ product }: { product: StaffProduct }) {
  const { t } = useTranslation('admin2')
  const lang = useLanguage()
  const adjust = useAdjustStock(product.id)
  const history = useStockMovements(product.id)
  const [variantId, setVariantId] = useState(product.variants[0]?.id ?? '')
  const [delta, setDelta] = useState('')
  const [reason, setReason] = useState<StockAdjustmentReason>('received')
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const server = splitServerError(adjust.error, t('error.generic'))
  const err = (path: string) => (errors[path] ? t(errors[path]) : (server.fields[`body.${path}`] ?? server.fields[path]))
  const movements = history.data?.data ?? []

  function submit(event: FormEvent) {
    event.preventDefault()
    const next: Record<string, string> = {}
    const n = parseDelta(delta)
    if (Number.isNaN(n)) next.delta = 'stock.error.delta'
    if (reason === 'other' && !note.trim()) next.note = 'stock.error.note'
    setErrors(next)
    if (Object.keys(next).length) return
    adjust.mutateAsync({ variantId, input: { delta: n, reason, note: note.trim() } }).then(
      () => {
        notify.success(t('stock.saved'))
        setDelta('')
        setNote('')
      },
      () => {},
    )
  }

  return (
    <FormSection title={t('stock.title')} intro={t('stock.intro')}>
      <form onSubmit={submit} noValidate className="grid gap-3" aria-label={t('stock.formLabel')}>
        {server.notice && <Notice>{server.notice}</Notice>}
        <div className="grid gap-3 sm:grid-cols-4">
          {product.variants.length > 1 && (
            <SelectField
              label={t('stock.field.size')}
              value={variantId}
              options={product.variants.map((v) => ({ value: v.id, label: `${v.size_value} ${v.size_unit} · ${v.sku} (${v.stock})` }))}
              onChange={(e) => setVariantId(e.target.value)}
            />
          )}
          <TextField label={t('stock.field.delta')} inputMode="numeric" value={delta} error={err('delta')} hint={t('stock.hint.delta')} onChange={(e) => setDelta(e.target.value)} />
          <SelectField
            label={t('stock.field.reason')}
            value={reason}
            options={STOCK_ADJUSTMENT_REASONS.map((r) => ({ value: r, label: t(`stock.reason.${r}`) }))}
            onChange={(e) => setReason(e.target.value as StockAdjustmentReason)}
          />
          <TextField label={t('stock.field.note')} value={note} maxLength={500} error={err('note')} onChange={(e) => setNote(e.target.value)} />
        </div>
        <div>
          <Button type="submit" busy={adjust.isPending}>
            {t('stock.submit')}
          </Button>
        </div>
      </form>

      <div className="mt-5 grid gap-4 border-t border-ink-100 pt-4">
        {product.variants.map((v) => {
          const rows = movements.filter((m) => m.variant_id === v.id)
          return (
            <section key={v.id} aria-label={t('stock.historyOf', { sku: v.sku })}>
              <h3 className="text-sm font-medium text-ink-900">
                {t('stock.historyOf', { sku: v.sku })} · {v.size_value} {v.size_unit} · {t('products.units', { count: v.stock })}
              </h3>
              {rows.length === 0 ? (
                <p className="mt-1 text-sm text-ink-600">{t('stock.none')}</p>
              ) : (
                <ul className="mt-2 divide-y divide-ink-100 rounded-xl ring-1 ring-ink-100">
                  {rows.map((m) => (
                    <li key={m.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-3 py-2 text-sm">
                      <span className={cx('w-14 font-medium tabular-nums', m.delta < 0 ? 'text-clay-700' : 'text-sage-800')}>{m.delta > 0 ? `+${m.delta}` : m.delta}</span>
                      <span className="font-medium text-ink-800">{t(`stock.reason.${m.reason}`)}</span>
                      {m.note && <span className="text-ink-700">{m.note}</span>}
                      <span className="text-ink-600">{t('stock.after', { count: m.stock_after })}</span>
                      <span className="ml-auto text-ink-600">
                        {m.staff.name} · {formatDateTime(m.created_at, lang)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )
        })}
      </div>
    </FormSection>
  )
}
