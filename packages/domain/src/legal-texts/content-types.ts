/**
 * The shape of the shop's long-form pages (about, policies, terms, FAQ).
 *
 * Texts are plain data so every language reads the same way and the page component decides
 * how it looks. Inline text may carry two marks: `**bold**` and `[label](/path)`; a path that
 * starts with "/" becomes a router link, anything else (mailto:, tel:, https:) a plain link.
 * The seller is never written out: `{seller.name}` and its kin (seller.ts) are filled from the
 * owner's settings when the page is shown.
 */

export type Block =
  /** A paragraph. */
  | string
  | { list: string[] }
  | { steps: string[] }
  /** A highlighted remark that a reader should not miss. */
  | { note: string }
  /** Term and explanation pairs, e.g. what we collect and why. */
  | { terms: { term: string; text: string }[] }
  /** Short profiles side by side, e.g. our makers: name, a line such as the country, a sentence. */
  | { cards: { title: string; meta: string; text: string }[] }
  /** Order stages and what a shopper may do in each. */
  | { stages: { label: string; text: string; tone: StageTone }[] }
  /** A small heading inside a section. */
  | { subheading: string }
  /**
   * The model withdrawal form (withdrawal-form.ts) in the page's language, addressed to the seller
   * of the settings (seller.ts): whatever shows or prints the page fills it in.
   */
  | { withdrawalForm: true }

export type StageTone = 'yes' | 'ask' | 'no'

export interface Section {
  /** Anchor of the section: ASCII, kebab-case and the same in every language. */
  id: string
  heading: string
  blocks: Block[]
}

export interface PageLink {
  to: string
  label: string
  text: string
}

export interface PageText {
  title: string
  /** One or two sentences under the title. */
  intro: string
  /** Short facts shown as a band under the intro (the about page). */
  highlights?: { value: string; label: string }[]
  sections: Section[]
  /** Pages a reader of this one is likely to need next. */
  related?: PageLink[]
}

export interface FaqItem {
  id: string
  question: string
  answer: Block[]
}

export interface FaqGroup {
  id: string
  heading: string
  items: FaqItem[]
}

export interface FaqText {
  title: string
  intro: string
  groups: FaqGroup[]
  /** The closing box that sends a reader with an unanswered question to the contact form. */
  contact: { heading: string; text: string; to: string; label: string }
}

/** The words of the page frame itself, the same for every content page. */
export interface ContentUi {
  onThisPage: string
  lastUpdated: string
  backToTop: string
  related: string
  /** Lead-in of the FAQ's group navigation, read by screen readers. */
  faqTopics: string
  /** The terms' header: "Version 2026-11-28, in force since November 28, 2026". */
  version: string
  inForceSince: string
  /** The seller's details (GET /api/seller) could not be loaded: the page cannot name the seller. */
  sellerError: string
  retry: string
}
