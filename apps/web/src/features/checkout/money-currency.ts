import type { Currency } from '@shop/domain'
import { createContext } from 'react'

/**
 * The currency the checkout's amounts are in (decision 038): the quote's on the checkout steps, the
 * order's on its confirmation. useCheckoutText's `money` formats in it.
 */
export const MoneyCurrency = createContext<Currency>('USD')
