import { LANGUAGES, REASONS, type Reason } from '@shop/domain'
import i18next from './i18n-runtime'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from './api-client'
import { setLanguage } from './i18n'
import { reasonText, specificReason } from './reasons'

const I18N = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../i18n')
const reasonTexts = (lang: string): Record<string, unknown> => JSON.parse(readFileSync(path.join(I18N, lang, 'reasons.json'), 'utf8')).reason ?? {}

const refused = (reason: Reason, detail = 'Any English text') => new ApiError('conflict', 409, detail, { type: 'about:blank', title: 'x', status: 409, detail, code: 'conflict', reason })

describe('reason texts', () => {
  afterEach(() => setLanguage('en'))

  it.each(LANGUAGES)('has a text for every reason, and for network trouble, in %s', (lang) => {
    const texts = reasonTexts(lang)
    const missing = [...REASONS, 'network'].filter((r) => typeof texts[r] !== 'string' || !(texts[r] as string).trim())
    expect(missing).toEqual([])
    // No leftovers of reasons that are gone.
    expect(Object.keys(texts).filter((r) => r !== 'network' && !(REASONS as readonly string[]).includes(r))).toEqual([])
  })

  it("shows a refusal by its reason in the shopper's language, whatever English the server sent", async () => {
    await setLanguage('cz')
    await i18next.loadNamespaces('reasons')
    expect(reasonText(i18next.t, 'out_of_stock')).toBe('Tento produkt je vyprodaný')
    expect(reasonText(i18next.t, 'cart_full')).toBe('Košík pojme nejvýše 50 různých produktů')
    await setLanguage('en')
    expect(reasonText(i18next.t, 'withdrawal_period_over')).toBe('The 14-day withdrawal period for this order has ended')
  })

  it('leaves generic reasons and network trouble to the screen', () => {
    expect(specificReason(refused('out_of_stock'))).toBe('out_of_stock')
    expect(specificReason(refused('conflict'))).toBeNull()
    expect(specificReason(new ApiError('network', 0, 'Network error'))).toBeNull()
    expect(specificReason(new Error('boom'))).toBeNull()
  })
})
