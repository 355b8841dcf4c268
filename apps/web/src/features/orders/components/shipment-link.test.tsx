import { trackingUrl } from '@shop/domain'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, makeOrder, renderRoute } from '../test-utils'
import { OrderDetails } from './order-details'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the parcel on the shopper’s order page', () => {
  it('links to the carrier’s own tracking page for the number, in a new tab', async () => {
    fakeServer({})
    const shipment = { carrier: 'ceska_posta' as const, tracking_number: 'DR1234567890CZ', tracking_url: trackingUrl('ceska_posta', 'DR1234567890CZ') }
    renderRoute(<OrderDetails order={makeOrder({ status: 'shipped_order', shipment })} />)
    const link = await screen.findByRole('link', { name: /Track the parcel on the Česká pošta website/ })
    expect(link.getAttribute('href')).toBe('https://www.postaonline.cz/trackandtrace/-/zasilka/cislo?parcelNumbers=DR1234567890CZ')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(screen.getByText('DR1234567890CZ')).toBeTruthy()
    expect(screen.getByText(/Shipped with Česká pošta/)).toBeTruthy()
  })

  it('says nothing about a parcel before the order is shipped', async () => {
    fakeServer({})
    renderRoute(<OrderDetails order={makeOrder()} />)
    await screen.findByRole('list', { name: 'Order timeline' })
    expect(screen.queryByText(/Track the parcel/)).toBeNull()
  })
})
