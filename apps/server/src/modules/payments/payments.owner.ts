import { sha256 } from '../../lib/crypto'
import type { CartOwner } from '../cart/cart.types'

/**
 * Who may complete a payment from the browser (StartPayment.owner_scope): the signed-in user, or
 * the guest whose cart cookie started it, by the token's SHA-256 — the hash the cart keeps
 * (CartRef.guest_token_hash), so a checkout holding that hash writes `guest:<hash>` itself.
 */
export function paymentOwnerScope(owner: CartOwner): string | null {
  if (owner.user_id) return owner.user_id
  return owner.guest_token ? `guest:${sha256(owner.guest_token)}` : null
}
