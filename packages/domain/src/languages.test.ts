import { describe, expect, it } from 'vitest'
import { localizedPath, splitLanguagePath } from './languages'

describe('language addresses', () => {
  it('splits the shop code off a page path', () => {
    expect(splitLanguagePath('/cz/cart')).toEqual({ lang: 'cz', path: '/cart', prefixed: true })
    expect(splitLanguagePath('/ge')).toEqual({ lang: 'ge', path: '/', prefixed: true })
    expect(splitLanguagePath('/sl/')).toEqual({ lang: 'sl', path: '/', prefixed: true })
    expect(splitLanguagePath('/cart')).toEqual({ lang: 'en', path: '/cart', prefixed: false })
    expect(splitLanguagePath('/')).toEqual({ lang: 'en', path: '/', prefixed: false })
    // Not a prefix: a segment that only starts like one.
    expect(splitLanguagePath('/czech')).toEqual({ lang: 'en', path: '/czech', prefixed: false })
    expect(splitLanguagePath('/en/cart')).toEqual({ lang: 'en', path: '/en/cart', prefixed: false })
  })

  it('builds the address of a path in a language', () => {
    expect(localizedPath('en', '/cart')).toBe('/cart')
    expect(localizedPath('cz', '/cart')).toBe('/cz/cart')
    expect(localizedPath('ge', '/')).toBe('/ge/')
    expect(localizedPath('sl', 'faq')).toBe('/sl/faq')
  })
})
