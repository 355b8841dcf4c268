import { Link } from '../../../lib/router'
import { TextField } from '../../../components/ui/fields'
import { useCheckoutText } from '../hooks/use-checkout-text'

/** "12.50" or "12,50" → 1250 cents; anything else (or more than two decimals) → null. */
export function parseAmount(text: string): number | null {
  const m = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text)
  if (!m) return null
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}

/** Cents as the amount field shows them: "12.50" (the locale's decimal mark is accepted back too). */
export function amountText(cents: number): string {
  return (cents / 100).toFixed(2)
}

/**
 * "Use wallet balance": off until ticked, then up to what the order costs; the amount may be lowered so the
 * rest goes to the card.
 */
export function WalletChoice({
  balance,
  max,
  enabled,
  amount,
  error,
  onToggle,
  onAmount,
}: {
  balance: number
  /** min(balance, total) */
  max: number
  enabled: boolean
  amount: string
  error?: string
  onToggle: (on: boolean) => void
  onAmount: (text: string) => void
}) {
  const { t, money } = useCheckoutText()
  if (balance <= 0) {
    return (
      <p className="text-sm text-ink-600">
        {t('payment.wallet.empty')}{' '}
        <Link to="/wallet" className="font-medium text-sage-800 underline underline-offset-4 hover:text-sage-900">
          {t('payment.wallet.topUp')}
        </Link>
      </p>
    )
  }
  return (
    <div className="space-y-4">
      <label className="flex cursor-pointer items-start gap-3 text-ink-800">
        <input type="checkbox" className="mt-0.5 size-5 shrink-0 rounded accent-sage-700" checked={enabled} onChange={(e) => onToggle(e.target.checked)} />
        <span>
          <span className="block font-medium text-ink-900">{t('payment.wallet.use')}</span>
          <span className="block text-sm text-ink-600">{t('payment.wallet.balance', { amount: money(balance) })}</span>
        </span>
      </label>
      {enabled && (
        <TextField
          label={t('payment.wallet.amount')}
          className="max-w-xs"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          hint={t('payment.wallet.upTo', { amount: money(max) })}
          error={error}
          onChange={(e) => onAmount(e.target.value)}
        />
      )}
    </div>
  )
}
