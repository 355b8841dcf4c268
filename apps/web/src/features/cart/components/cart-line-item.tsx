import { type CartLine, type Currency, MAX_LINE_QUANTITY, pictureSources } from '@shop/domain'
import { useTranslation } from '../../../lib/i18n-runtime'
import { Link } from '../../../lib/router'
import { SpinnerIcon } from '../../../components/ui/spinner'
import { formatNumber, formatPrice } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'
import { notify } from '../../../lib/toast'
import { cartErrorText } from '../api/cart-errors'
import { loadReasonTexts } from '../../../lib/reasons'
import { useRemoveLine, useUpdateLine } from '../api/cart-mutations'
import { TrashIcon } from '../../../components/ui/icons'
import { LineNotices } from './line-notices'
import { QuantityStepper } from './quantity-stepper'

/** The product page, at the line's size when the product has several. */
const productHref = (line: CartLine) => `/productdetails/${encodeURIComponent(line.product_id)}${line.has_sizes ? `?size=${encodeURIComponent(line.sku)}` : ''}`
const ROW_SPAN: Record<number, string> = { 1: '', 2: 'sm:row-span-2', 3: 'sm:row-span-3' }

/**
 * One product in the cart: picture, name, size and unit price; then any notes; then the stepper,
 * the line total and "Remove". A sold-out line has no total or stepper: its note offers "Remove".
 * The controls wait for each answer (the server caps quantities by stock), so quick taps cannot
 * leave the screen showing a number the cart does not hold.
 */
/** `currency`: the cart's (its market's, decision 038) */
export function CartLineItem({ line, currency }: { line: CartLine; currency: Currency }) {
  const { t } = useTranslation('cart')
  const lang = useLanguage()
  const update = useUpdateLine(lang)
  const remove = useRemoveLine(lang)
  const busy = update.isPending || remove.isPending
  // Such a line is kept (the shopper may wait for a restock) but not bought; its notice offers "Remove".
  const soldOut = line.notices.includes('out_of_stock') || line.notices.includes('unavailable')
  const max = Math.max(1, Math.min(line.stock, MAX_LINE_QUANTITY))
  const amount = t(`size.${line.size.unit}`, { count: line.size.value, value: formatNumber(line.size.value, lang) })
  const size = line.label ? `${amount} · ${line.label}` : amount

  const setQuantity = (quantity: number) =>
    update.mutate({ lineId: line.variant_id, quantity }, { onError: (err) => void loadReasonTexts().catch(() => undefined).then(() => notify.error(cartErrorText(err, t))) })
  const removeLine = () =>
    remove.mutate(line.variant_id, {
      onSuccess: () => notify.success(t('removed')),
      onError: (err) => void loadReasonTexts().catch(() => undefined).then(() => notify.error(cartErrorText(err, t))),
    })

  // From sm the picture runs down beside every row of the line; on phones the notes and controls
  // take the full width under it.
  const rows = 1 + (line.notices.length > 0 ? 1 : 0) + (soldOut ? 0 : 1)
  return (
    <li className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-3.5 gap-y-3 py-5 sm:grid-cols-[7rem_minmax(0,1fr)] sm:gap-x-5" aria-busy={busy || undefined}>
      <Link to={productHref(line)} tabIndex={-1} aria-hidden="true" className={`self-start ${ROW_SPAN[rows]}`}>
        <img
          {...pictureSources(line.image, { widest: false })}
          alt=""
          width={112}
          height={112}
          loading="lazy"
          decoding="async"
          className={`size-20 rounded-2xl bg-cream-100 object-cover ring-1 ring-cream-200 sm:size-28 ${soldOut ? 'opacity-60 grayscale-[40%]' : ''}`}
        />
      </Link>

      <div className="min-w-0 self-center sm:self-start">
        <p className="truncate text-[11px] font-semibold uppercase tracking-[0.14em] text-sage-700">{line.brand}</p>
        <h3 className="mt-0.5 line-clamp-2 font-display text-[1.05rem] leading-snug text-ink-900 sm:text-lg">
          <Link to={productHref(line)} className="underline-offset-4 hover:underline">
            {line.name}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-ink-600">
          {size}
          <span aria-hidden="true"> · </span>
          <span className="tabular-nums">{t('each', { price: formatPrice(line.unit_price_cents, lang, currency) })}</span>
        </p>
      </div>

      {line.notices.length > 0 && (
        <div className="col-span-2 sm:col-span-1 sm:col-start-2">
          <LineNotices
            line={line}
            currency={currency}
            busy={busy}
            onAccept={() => setQuantity(Math.max(1, Math.min(line.quantity, line.stock)))}
            onRemove={removeLine}
          />
        </div>
      )}

      {!soldOut && (
        <div className="col-span-2 flex items-center gap-2 sm:col-span-1 sm:col-start-2 sm:gap-3">
          <QuantityStepper
            value={Math.max(1, line.buyable_quantity)}
            max={max}
            onChange={setQuantity}
            label={t('quantityOf', { name: line.name })}
            disabled={busy}
          />
          {update.isPending && <SpinnerIcon className="size-4 text-sage-600" />}
          <p className="ml-auto font-semibold tabular-nums text-ink-900 sm:text-lg">
            <span className="sr-only">{t('lineTotal')}: </span>
            {formatPrice(line.line_total_cents, lang, currency)}
          </p>
          <button
            type="button"
            onClick={removeLine}
            disabled={busy}
            aria-label={t('removeNamed', { name: line.name })}
            title={t('removeNamed', { name: line.name })}
            className="inline-flex h-10 items-center gap-1.5 rounded-full px-2.5 text-sm font-medium text-ink-600 transition-colors hover:bg-clay-50 hover:text-clay-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-clay-500 disabled:opacity-50 sm:px-3"
          >
            <TrashIcon size={17} />
            {t('remove')}
          </button>
        </div>
      )}
    </li>
  )
}
