import type { CheckoutAddress } from '@shop/domain'

/** The fields an order ships to, from any address-shaped record (a saved address carries more). */
export function toCheckoutAddress(a: CheckoutAddress): CheckoutAddress {
  return {
    first_name: a.first_name,
    last_name: a.last_name,
    street: a.street,
    city: a.city,
    state: a.state ?? '',
    country: a.country,
    zip_code: a.zip_code,
  }
}
