import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { SHIP_TO_EVENT } from '../../../lib/ship-to'

/**
 * The cart is priced in the "Ship to" country's currency (the server reads the cookie): when the
 * shopper picks another country, or the checkout's address settles it, the cart page fetches it
 * again. Apart from cart-queries so the header's cart count does not load the country list.
 */
export function useRepriceOnShipTo(): void {
  const client = useQueryClient()
  useEffect(() => {
    const reprice = () => void client.invalidateQueries({ queryKey: ['cart'] })
    window.addEventListener(SHIP_TO_EVENT, reprice)
    return () => window.removeEventListener(SHIP_TO_EVENT, reprice)
  }, [client])
}
