import type { Language } from '@shop/domain'
import type { ContentUi } from '../content-types'

export const contentUi: Record<Language, ContentUi> = {
  en: {
    onThisPage: 'On this page',
    lastUpdated: 'Last updated',
    backToTop: 'Back to top',
    related: 'You may also need',
    faqTopics: 'Topics',
    version: 'Version',
    inForceSince: 'In force since',
    sellerError: 'The seller’s details could not be loaded, so this page cannot be shown in full.',
    retry: 'Try again',
  },
  cz: {
    onThisPage: 'Na této stránce',
    lastUpdated: 'Naposledy aktualizováno',
    backToTop: 'Zpět nahoru',
    related: 'Mohlo by se vám hodit',
    faqTopics: 'Témata',
    version: 'Verze',
    inForceSince: 'Účinná od',
    sellerError: 'Údaje o prodávajícím se nepodařilo načíst, a tak tuto stránku nelze zobrazit celou.',
    retry: 'Zkusit znovu',
  },
  sl: {
    onThisPage: 'Na tej strani',
    lastUpdated: 'Zadnja posodobitev',
    backToTop: 'Nazaj na vrh',
    related: 'Morda potrebujete tudi',
    faqTopics: 'Teme',
    version: 'Različica',
    inForceSince: 'Velja od',
    sellerError: 'Podatkov o prodajalcu ni bilo mogoče naložiti, zato te strani ni mogoče prikazati v celoti.',
    retry: 'Poskusi znova',
  },
  ge: {
    onThisPage: 'Auf dieser Seite',
    lastUpdated: 'Zuletzt aktualisiert',
    backToTop: 'Nach oben',
    related: 'Das könnte Sie auch interessieren',
    faqTopics: 'Themen',
    version: 'Fassung',
    inForceSince: 'Gültig seit',
    sellerError: 'Die Angaben zum Verkäufer konnten nicht geladen werden, daher kann diese Seite nicht vollständig angezeigt werden.',
    retry: 'Erneut versuchen',
  },
}

/** The date every policy on this site was last revised. */
export const CONTENT_UPDATED_AT = '2026-11-28'
