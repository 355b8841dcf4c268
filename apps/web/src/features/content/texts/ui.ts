import type { Language } from '@shop/domain'
import type { ContentUi } from '../content-types'

export const contentUi: Record<Language, ContentUi> = {
  en: {
    onThisPage: 'On this page',
    lastUpdated: 'Last updated',
    backToTop: 'Back to top',
    related: 'You may also need',
    faqTopics: 'Topics',
  },
  cz: {
    onThisPage: 'Na této stránce',
    lastUpdated: 'Naposledy aktualizováno',
    backToTop: 'Zpět nahoru',
    related: 'Mohlo by se vám hodit',
    faqTopics: 'Témata',
  },
  sl: {
    onThisPage: 'Na tej strani',
    lastUpdated: 'Zadnja posodobitev',
    backToTop: 'Nazaj na vrh',
    related: 'Morda potrebujete tudi',
    faqTopics: 'Teme',
  },
  ge: {
    onThisPage: 'Auf dieser Seite',
    lastUpdated: 'Zuletzt aktualisiert',
    backToTop: 'Nach oben',
    related: 'Das könnte Sie auch interessieren',
    faqTopics: 'Themen',
  },
}

/** The date every policy on this site was last revised. */
export const CONTENT_UPDATED_AT = '2026-11-21'
