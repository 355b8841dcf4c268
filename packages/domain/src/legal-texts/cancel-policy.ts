import type { Language } from '../languages'
import type { PageText } from './content-types'
import { cz } from './cancel-policy/cz'
import { en } from './cancel-policy/en'
import { ge } from './cancel-policy/ge'
import { sl } from './cancel-policy/sl'

export const cancelPolicyText: Record<Language, PageText> = { en, cz, sl, ge }
