import type { Language } from '@shop/domain'
import type { PageText } from '../content-types'
import { cz } from './about/cz'
import { en } from './about/en'
import { ge } from './about/ge'
import { sl } from './about/sl'

export const aboutText: Record<Language, PageText> = { en, cz, sl, ge }
