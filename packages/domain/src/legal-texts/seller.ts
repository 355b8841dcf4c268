import { countryName } from '../countries'
import type { Language } from '../languages'
import type { PublicSeller } from '../settings'
import type { Block, PageText } from './content-types'
import type { FormAddressee } from './withdrawal-form'

/**
 * The seller in the legal texts (decision 042). The seller is whoever the owner's settings name
 * (GET /api/seller); a text never spells the company out but writes a placeholder, which the page
 * (or a document printing the text) fills from those settings:
 *
 *   {seller.name}          Lumen & Leaf s.r.o.
 *   {seller.address}       Korunní 2569/108, 101 00 Praha 10, Česko   (street, postal code and city, country in the text's language)
 *   {seller.street}        Korunní 2569/108
 *   {seller.city}          101 00 Praha 10                            (postal code and city)
 *   {seller.country}       Česko                                      (in the text's language)
 *   {seller.vat}           CZ12345678
 *   {seller.registration}  12345678
 *   {seller.email}         invoices@lumenleaf.example
 *   {seller.phone}         +420 220 000 000
 *
 * Marks work around them as anywhere: `[{seller.email}](mailto:{seller.email})`.
 */
export const SELLER_FIELDS = ['name', 'address', 'street', 'city', 'country', 'vat', 'registration', 'email', 'phone'] as const
export type SellerField = (typeof SELLER_FIELDS)[number]

const PLACEHOLDER = /\{seller\.([a-z]+)\}/g

/** "Korunní 2569/108, 101 00 Praha 10, Česko": the seller's postal address in one line. */
export function sellerAddress(seller: PublicSeller, lang: Language): string {
  return `${seller.street}, ${seller.postal_code} ${seller.city}, ${countryName(seller.country, lang)}`
}

function fieldValue(field: SellerField, seller: PublicSeller, lang: Language): string {
  switch (field) {
    case 'name':
      return seller.name
    case 'address':
      return sellerAddress(seller, lang)
    case 'street':
      return seller.street
    case 'city':
      return `${seller.postal_code} ${seller.city}`
    case 'country':
      return countryName(seller.country, lang)
    case 'vat':
      return seller.vat_number
    case 'registration':
      return seller.registration_number
    case 'email':
      return seller.email
    case 'phone':
      return seller.phone
  }
}

const isField = (name: string): name is SellerField => (SELLER_FIELDS as readonly string[]).includes(name)

/** One text with its placeholders filled; an unknown one stays as written (the texts' test finds it). */
export function fillSeller(text: string, seller: PublicSeller, lang: Language): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (isField(name) ? fieldValue(name, seller, lang) : whole))
}

/** The placeholders a text uses, known or not: for the texts' own tests. */
export function sellerPlaceholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!)
}

function fillBlock(block: Block, fill: (text: string) => string): Block {
  if (typeof block === 'string') return fill(block)
  if ('list' in block) return { list: block.list.map(fill) }
  if ('steps' in block) return { steps: block.steps.map(fill) }
  if ('note' in block) return { note: fill(block.note) }
  if ('subheading' in block) return { subheading: fill(block.subheading) }
  if ('terms' in block) return { terms: block.terms.map((t) => ({ term: fill(t.term), text: fill(t.text) })) }
  if ('cards' in block) return { cards: block.cards.map((c) => ({ title: fill(c.title), meta: fill(c.meta), text: fill(c.text) })) }
  if ('stages' in block) return { stages: block.stages.map((s) => ({ ...s, label: fill(s.label), text: fill(s.text) })) }
  return block
}

/** A whole page with the seller filled in, ready to show or print. */
export function withSeller(page: PageText, seller: PublicSeller, lang: Language): PageText {
  const fill = (text: string) => fillSeller(text, seller, lang)
  return {
    ...page,
    title: fill(page.title),
    intro: fill(page.intro),
    ...(page.highlights && { highlights: page.highlights.map((h) => ({ value: fill(h.value), label: fill(h.label) })) }),
    sections: page.sections.map((s) => ({ ...s, heading: fill(s.heading), blocks: s.blocks.map((b) => fillBlock(b, fill)) })),
    ...(page.related && { related: page.related.map((r) => ({ ...r, label: fill(r.label), text: fill(r.text) })) }),
  }
}

/** Whom the model withdrawal form is addressed to: the seller's name, postal address and email. */
export function formAddressee(seller: PublicSeller, lang: Language): FormAddressee {
  return { name: seller.name, address: sellerAddress(seller, lang), email: seller.email }
}
