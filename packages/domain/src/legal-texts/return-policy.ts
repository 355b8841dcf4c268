import type { Language } from '../languages'
import type { PageText } from './content-types'
import { cz } from './return-policy/cz'
import { en } from './return-policy/en'
import { ge } from './return-policy/ge'
import { sl } from './return-policy/sl'

export const returnPolicyText: Record<Language, PageText> = { en, cz, sl, ge }
