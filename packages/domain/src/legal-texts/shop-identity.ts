/**
 * Who runs the shop, as the legal pages name it. One place, so the imprint, the privacy policy
 * and the terms can never disagree about the company or its address.
 */
export const SHOP = {
  name: 'Lumen & Leaf',
  company: 'Lumen & Leaf GmbH',
  street: 'Lindengasse 12',
  city: '1070 Wien',
  country: { en: 'Austria', cz: 'Rakousko', sl: 'Avstrija', ge: 'Österreich' },
  register: 'FN 512847 k',
  vat: 'ATU77314528',
  email: 'hello@lumenleaf.shop',
  privacyEmail: 'privacy@lumenleaf.shop',
  phone: '+43 1 234 56 78',
} as const
