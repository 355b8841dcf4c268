import type { Language } from '../languages'
import type { PageText } from './content-types'
import { cz } from './terms/cz'
import { en } from './terms/en'
import { ge } from './terms/ge'
import { sl } from './terms/sl'

export const termsText: Record<Language, PageText> = { en, cz, sl, ge }
