import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES, COUNTRY_NAMES, CountryCodeSchema, countriesByName, countryCodeOf, countryName } from './countries'
import { LANGUAGES } from './languages'

describe('countries', () => {
  it('names every country in the four languages, each name leading back to its code', () => {
    for (const code of COUNTRY_CODES) {
      expect(code).toMatch(/^[A-Z]{2}$/)
      for (const lang of LANGUAGES) {
        expect(COUNTRY_NAMES[code][lang], `${code} ${lang}`).toBeTruthy()
        expect(countryCodeOf(COUNTRY_NAMES[code][lang]), `${code} ${lang}`).toBe(code)
      }
    }
  })

  it('reads codes in any case, names without regard to case or accents, and common older names', () => {
    expect(countryCodeOf(' de ')).toBe('DE')
    expect(countryCodeOf('CESKO')).toBe('CZ')
    expect(countryCodeOf('Czech Republic')).toBe('CZ')
    expect(countryCodeOf('osterreich')).toBe('AT')
    expect(countryCodeOf('U.S.A.')).toBe('US')
    // 'sl' is the shop's code for Slovenian; Slovenia is SI. 'XX' is no country.
    for (const text of ['sl', 'XX', 'Narnia', '', 'Czech']) expect(countryCodeOf(text), text).toBeNull()
  })

  it('answers names for codes and keeps any other text as it is', () => {
    expect(countryName('DE', 'ge')).toBe('Deutschland')
    expect(countryName('CZ', 'cz')).toBe('Česko')
    expect(countryName('Bohemia', 'en')).toBe('Bohemia')
  })

  it('lists the countries sorted by their name in the language asked', () => {
    const cz = countriesByName('cz').map((c) => c.name)
    expect(cz).toEqual([...cz].sort((a, b) => a.localeCompare(b, 'cs')))
    expect(cz.indexOf('Česko')).toBeGreaterThan(cz.indexOf('Bulharsko'))
    expect(countriesByName('en')).toHaveLength(COUNTRY_CODES.length)
  })

  it('the schema stores the code and refuses the rest with the form messages', () => {
    expect(CountryCodeSchema.parse('Deutschland')).toBe('DE')
    expect(CountryCodeSchema.safeParse('').error?.issues[0]?.message).toBe('Please fill country')
    expect(CountryCodeSchema.safeParse('Atlantis').error?.issues[0]?.message).toBe('Please choose a country from the list')
  })
})
