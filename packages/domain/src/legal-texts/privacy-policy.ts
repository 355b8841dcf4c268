import type { Language } from '../languages'
import type { PageText } from './content-types'
import { cz } from './privacy-policy/cz'
import { en } from './privacy-policy/en'
import { ge } from './privacy-policy/ge'
import { sl } from './privacy-policy/sl'

export const privacyPolicyText: Record<Language, PageText> = { en, cz, sl, ge }
