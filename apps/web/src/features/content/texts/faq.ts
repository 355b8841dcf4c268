import type { Language } from '@shop/domain'
import type { FaqText } from '../content-types'
import { cz } from './faq/cz'
import { en } from './faq/en'
import { ge } from './faq/ge'
import { sl } from './faq/sl'

export const faqText: Record<Language, FaqText> = { en, cz, sl, ge }
