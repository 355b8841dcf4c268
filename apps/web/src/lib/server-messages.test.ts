import { CODE_OF_REASON, ORDER_MESSAGES, type FieldIssue, type Reason } from '@shop/domain'
import { renderHook } from '@testing-library/react'
import i18next from './i18n-runtime'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from './api-client'
import { setLanguage } from './i18n'
import { createServerMessages } from './server-messages'

const useOrderTexts = createServerMessages('orders', { cannotCancel: ORDER_MESSAGES.cannotCancel, reasonRequired: 'Please choose a reason' }, { order_move_illegal: 'error.conflict' })

const failed = (reason: Reason, detail = 'Detail in English', errors?: FieldIssue[]) => {
  const code = CODE_OF_REASON[reason]
  return new ApiError(code, 409, detail, { type: 'about:blank', title: 'Failed', status: 409, detail, code, reason, errors })
}

async function textsIn(lang: 'en' | 'cz') {
  await setLanguage(lang)
  await i18next.loadNamespaces('orders')
  return renderHook(() => useOrderTexts()).result.current
}

describe('createServerMessages', () => {
  beforeEach(() => setLanguage('en'))
  afterEach(() => setLanguage('en'))

  it("shows a text it knows in the shopper's language and any other as it came", async () => {
    const { message } = await textsIn('cz')
    expect(message(ORDER_MESSAGES.cannotCancel)).toBe('Tuto objednávku již nelze zrušit')
    expect(message('Something the shop never said')).toBe('Something the shop never said')
    expect(message(undefined)).toBe('')
  })

  it('words trouble with the connection or the server by its code', async () => {
    const { failure } = await textsIn('en')
    expect(failure(new Error('boom'))).toBe('Something went wrong on our side. Please try again.')
    expect(failure(new ApiError('network', 0, 'Network error'))).toBe('We could not reach the shop. Check your connection and try again.')
    expect(failure(failed('rate_limited'))).toBe('Too many attempts. Please wait a few minutes and try again.')
    expect(failure(failed('unavailable'))).toBe('Something went wrong on our side. Please try again.')
  })

  it("words a refusal by its reason, in the namespace's own words where it has them, never by the server's text", async () => {
    const { failure } = await textsIn('cz')
    expect(failure(failed('order_move_illegal', 'Cannot move from paid to delivered'))).toBe('Objednávka se mezitím změnila. Načtěte prosím stránku znovu a zkontrolujte její stav.')
    expect(failure(failed('order_not_cancellable', ORDER_MESSAGES.cannotCancel))).toBe('Tuto objednávku již nelze zrušit')
    expect(failure(failed('order_not_cancellable', 'Any English text at all'))).toBe('Tuto objednávku již nelze zrušit')
    expect(failure(failed('conflict', ORDER_MESSAGES.cannotCancel))).toBe('Mezitím se něco změnilo. Zkuste to prosím znovu.')
  })

  it('shows each field message of a refused form once, translated, rather than the detail', async () => {
    const { failure } = await textsIn('en')
    const issues = [
      { path: 'reason', message: 'Please choose a reason' },
      { path: 'reason2', message: 'Please choose a reason' },
      { path: 'details', message: 'Too long' },
    ]
    expect(failure(failed('validation_failed', 'reason: Please choose a reason', issues))).toBe('Please choose a reason Too long')
  })
})
