import type { CartLine, CartNotice, Currency } from '@shop/domain'
import { useTranslation } from '../../../lib/i18n-runtime'
import { Button } from '../../../components/ui/button'
import { cx } from '../../../components/ui/cx'
import { AlertIcon } from '../../../components/ui/icons'
import { formatPrice } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'

/** Notices the shopper can accept with "OK": today's price, or the quantity cut to the stock. */
const ACCEPTABLE: readonly CartNotice[] = ['price_up', 'price_down', 'reduced_to_stock']
/** Notices only removing the line settles. */
const BLOCKING: readonly CartNotice[] = ['out_of_stock', 'unavailable']

/**
 * What changed since the line was added, with the one action that settles it. Not a live region:
 * the notes are there when the page opens and are read with their line.
 */
export function LineNotices({
  line,
  currency,
  busy,
  onAccept,
  onRemove,
}: {
  line: CartLine
  /** The cart's: a price notice compares prices in it only */
  currency: Currency
  busy: boolean
  onAccept: () => void
  onRemove: () => void
}) {
  const { t } = useTranslation('cart')
  const lang = useLanguage()
  if (line.notices.length === 0) return null
  const good = line.notices.every((n) => n === 'price_down')
  const blocking = line.notices.some((n) => BLOCKING.includes(n))
  const acceptable = !blocking && line.notices.some((n) => ACCEPTABLE.includes(n))
  const prices = { from: formatPrice(line.seen_price_cents, lang, currency), to: formatPrice(line.unit_price_cents, lang, currency) }

  return (
    <div
      className={cx(
        'flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl px-3.5 py-2.5 text-sm',
        good ? 'bg-sage-50 text-sage-800 ring-1 ring-sage-100' : 'bg-clay-50 text-clay-700 ring-1 ring-clay-100',
      )}
    >
      <div className="flex min-w-0 flex-1 gap-2">
        {!good && <AlertIcon size={17} className="mt-0.5 shrink-0" />}
        <ul className="min-w-0 space-y-0.5">
          {line.notices.map((notice) => (
            <li key={notice}>
              {notice === 'price_up' || notice === 'price_down'
                ? t(`notice.${notice}`, prices)
                : notice === 'reduced_to_stock'
                  ? t('notice.reduced_to_stock', { count: line.stock })
                  : t(`notice.${notice}`)}
            </li>
          ))}
        </ul>
      </div>
      {acceptable && (
        <Button size="sm" variant="secondary" busy={busy} onClick={onAccept} aria-label={t('notice.acceptNamed', { name: line.name })}>
          {t('notice.accept')}
        </Button>
      )}
      {blocking && (
        <Button size="sm" variant="secondary" busy={busy} onClick={onRemove} aria-label={t('removeNamed', { name: line.name })}>
          {t('remove')}
        </Button>
      )}
    </div>
  )
}
