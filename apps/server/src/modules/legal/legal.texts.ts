import type { Language } from '@shop/domain'

/** The words the terms PDF adds around the legal texts, in each shop language. */
export interface LegalPdfTexts {
  version: (version: string) => string
  page: (n: number, of: number) => string
  seller: string
  vatNumber: string
  register: string
  /** Before the list of the parts the document holds */
  contents: string
  /** Under the contents: every part (withdrawal and cancellation policies, the model form) belongs to the terms */
  partsNote: string
}

export const LEGAL_PDF_TEXTS: Record<Language, LegalPdfTexts> = {
  en: {
    version: (v) => `Version ${v}`,
    page: (n, of) => `Page ${n} of ${of}`,
    seller: 'Seller',
    vatNumber: 'VAT number',
    register: 'Company registration number',
    contents: 'This document contains',
    partsNote: 'Every part listed here forms part of these terms.',
  },
  cz: {
    version: (v) => `Verze ${v}`,
    page: (n, of) => `Strana ${n} z ${of}`,
    seller: 'Prodávající',
    vatNumber: 'DIČ',
    register: 'IČO',
    contents: 'Tento dokument obsahuje',
    partsNote: 'Všechny zde uvedené části jsou součástí těchto obchodních podmínek.',
  },
  sl: {
    version: (v) => `Različica ${v}`,
    page: (n, of) => `Stran ${n} od ${of}`,
    seller: 'Prodajalec',
    vatNumber: 'ID za DDV',
    register: 'Matična številka',
    contents: 'Ta dokument vsebuje',
    partsNote: 'Vsi tu navedeni deli so sestavni del teh splošnih pogojev.',
  },
  ge: {
    version: (v) => `Fassung ${v}`,
    page: (n, of) => `Seite ${n} von ${of}`,
    seller: 'Verkäufer',
    vatNumber: 'USt-IdNr.',
    register: 'Firmenbuch-/Registernummer',
    contents: 'Dieses Dokument enthält',
    partsNote: 'Alle hier aufgeführten Teile sind Bestandteil dieser Allgemeinen Geschäftsbedingungen.',
  },
}
