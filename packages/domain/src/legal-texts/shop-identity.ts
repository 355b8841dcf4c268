/**
 * The shop as a brand, and the mailboxes of its desks. Not the seller: the company that sells
 * (name, address, registration, VAT number, its email and phone) is what the owner keeps in the
 * seller settings (GET /api/seller), and the legal texts name it through placeholders (seller.ts,
 * decision 042), so the pages, the invoices and the confirmation email can never disagree.
 */
export const SHOP = {
  /** The brand shoppers know, in every language. */
  name: 'Lumen & Leaf',
  /** Customer care: questions about orders, products and the shop. */
  email: 'hello@lumenleaf.shop',
  /** Questions about personal data (the privacy policy). */
  privacyEmail: 'privacy@lumenleaf.shop',
} as const
