import { LANGUAGES } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { itHasCompleteTexts, loadTexts } from '../../test/i18n-completeness'

describe('fulfilment texts', () => {
  const texts = itHasCompleteTexts('fulfilment', { minKeys: 50, placeholders: /\{\{\s*\w+\s*\}\}/g })

  it.each(LANGUAGES)('%s names why a bulk pick left an order, for every reason the server gives', (lang) => {
    for (const reason of ['order_move_illegal', 'order_request_pending', 'order_not_found', 'other']) expect(texts[lang].get(`why.${reason}`), reason).toBeTruthy()
  })

  it.each(LANGUAGES)('%s tells the shopper about the parcel on the order pages', (lang) => {
    const orders = loadTexts('orders')[lang]
    for (const key of ['shipment.with', 'shipment.number', 'shipment.link']) expect(orders.get(key), key).toBeTruthy()
    expect(orders.get('shipment.link')).toContain('{{carrier}}')
  })
})
