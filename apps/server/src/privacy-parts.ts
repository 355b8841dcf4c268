import type { PersonalDataPart } from './modules/privacy/privacy.types'
import { createAddressesPrivacy } from './modules/addresses/addresses.privacy.service'
import { createCartPrivacy } from './modules/cart/cart.privacy.service'
import { createProductRatings } from './modules/catalog/catalog.ratings'
import { createComplaintsPrivacy } from './modules/complaints/complaints.privacy.service'
import { createContactPrivacy } from './modules/contact/contact.privacy.service'
import { createCouponsPrivacy } from './modules/coupons/coupons.privacy.service'
import { createFeedbackPrivacy } from './modules/feedback/feedback.privacy.service'
import { createInvoicesPrivacy } from './modules/invoices/invoices.privacy.service'
import { createNewsletterPrivacy } from './modules/newsletter/newsletter.privacy.service'
import { createOrdersPrivacy } from './modules/orders/orders.privacy.service'
import { createPaymentsPrivacy } from './modules/payments/payments.privacy.service'
import { createReviewsPrivacy } from './modules/reviews/reviews.privacy.service'
import { createSocialLoginPrivacy } from './modules/social-login/social-login.privacy.service'
import { createTestimonialsPrivacy } from './modules/testimonials/testimonials.privacy.service'
import { createTwoFactorPrivacy } from './modules/two-factor/two-factor.privacy.service'
import { createWalletPrivacy } from './modules/wallet/wallet.privacy.service'
import { createWishlistPrivacy } from './modules/wishlist/wishlist.privacy.service'

/**
 * Every module's part of a shopper's data besides the account's own (decision 046), in the order
 * the export's sections appear. Each module answers for its own tables; this only composes them
 * (modules never import one another), so app.ts hands the list to the privacy service.
 */
export function personalDataParts(extra: PersonalDataPart[]): PersonalDataPart[] {
  const orders = createOrdersPrivacy()
  return [
    createTwoFactorPrivacy(),
    createSocialLoginPrivacy(),
    createAddressesPrivacy(),
    createCartPrivacy(),
    createWishlistPrivacy(),
    orders,
    createInvoicesPrivacy({ orderIds: orders.idsOf }),
    createPaymentsPrivacy(),
    createWalletPrivacy(),
    createCouponsPrivacy(),
    createReviewsPrivacy({ ratings: createProductRatings() }),
    createTestimonialsPrivacy(),
    createFeedbackPrivacy(),
    createContactPrivacy(),
    createComplaintsPrivacy(),
    createNewsletterPrivacy(),
    ...extra,
  ]
}
