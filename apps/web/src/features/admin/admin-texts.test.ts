import { LANGUAGES } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { itHasCompleteTexts } from '../../test/i18n-completeness'

describe('staff area texts', () => {
  const texts = itHasCompleteTexts('admin', { minKeys: 100 })

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s is translated, not copied from English', (lang) => {
    const same = [...texts[lang]].filter(([key, value]) => texts.en.get(key) === value && !/\{\{|^[A-Z0-9 ():.–-]+$/.test(value))
    // A few words are the same in both languages (e.g. "Status" in German); more means a copy.
    expect(same.length, same.map(([k]) => k).join(', ')).toBeLessThan(8)
  })
})
