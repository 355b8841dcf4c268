import { formatMoney, GIFT_CARD_MESSAGES, normalizeGiftCardCode, RedeemSchema } from '@shop/domain'
import { useState, type FormEvent } from 'react'
import { Link } from '../../../lib/router'
import { Button, buttonClasses } from '../../../components/ui/button'
import { Notice, TextField } from '../../../components/ui/fields'
import { ApiError } from '../../../lib/api-client'
import { useLanguage } from '../../../lib/i18n'
import { useRedeem, type RedeemAnswer } from '../api/wallet-api'
import { useWalletText } from '../hooks/use-wallet-text'

/** 16 characters in four groups of four, dashes included. */
const CODE_LENGTH = 19

/** A gift card code as typed: upper-case, grouped XXXX-XXXX-XXXX-XXXX while typing. */
export function formatCodeInput(input: string): string {
  return normalizeGiftCardCode(input).slice(0, CODE_LENGTH)
}

/** Redeem a gift card code into the wallet; shows what was added and the new balance. */
export function RedeemForm() {
  const { t, message, failure } = useWalletText()
  const lang = useLanguage()
  const redeem = useRedeem()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [done, setDone] = useState<RedeemAnswer>()

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setDone(undefined)
    const parsed = RedeemSchema.safeParse({ code })
    if (!parsed.success) {
      setError(message(parsed.error.issues[0]?.message))
      return
    }
    setError(undefined)
    try {
      setDone(await redeem.mutateAsync(parsed.data.code))
      setCode('')
    } catch (err) {
      setError(redeemFailure(err))
    }
  }

  /** Unknown and used codes by their reasons, so the shopper reads which it was in any language. */
  const redeemFailure = (err: unknown): string => {
    if (err instanceof ApiError && err.reason === 'gift_card_redeemed') return message(GIFT_CARD_MESSAGES.alreadyRedeemed)
    if (err instanceof ApiError && (err.reason === 'gift_card_unknown' || err.code === 'validation_failed' || err.code === 'not_found')) return message(GIFT_CARD_MESSAGES.invalidCode)
    return failure(err)
  }

  return (
    <div className="space-y-6">
      <form onSubmit={submit} noValidate className="rounded-2xl bg-white p-5 ring-1 ring-ink-100 sm:p-7">
        <TextField
          label={t('redeem.code')}
          hint={t('redeem.codeHint')}
          value={code}
          onChange={(e) => {
            setCode(formatCodeInput(e.target.value))
            setError(undefined)
          }}
          error={error}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputClassName="font-mono tracking-wider uppercase"
        />
        <Button type="submit" size="lg" busy={redeem.isPending} className="mt-5 w-full sm:w-auto">
          {t('redeem.submit')}
        </Button>
      </form>
      {done && (
        <Notice tone="success">
          <p className="font-semibold">{message(done.message)}</p>
          <p className="mt-1">
            {t('redeem.added', { amount: formatMoney(done.amount_cents, lang, { currency: done.currency }), balance: formatMoney(done.balance_cents, lang, { currency: done.currency }) })}
          </p>
          <Link to="/wallet" className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-3' })}>
            {t('redeem.toWallet')}
          </Link>
        </Notice>
      )}
    </div>
  )
}
