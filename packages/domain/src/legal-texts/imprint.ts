import type { Language } from '../languages'
import type { PageText } from './content-types'
import { cz } from './imprint/cz'
import { en } from './imprint/en'
import { ge } from './imprint/ge'
import { sl } from './imprint/sl'

/** The seller's imprint (/imprint, decision 042): every detail of the seller comes from the settings. */
export const imprintText: Record<Language, PageText> = { en, cz, sl, ge }
