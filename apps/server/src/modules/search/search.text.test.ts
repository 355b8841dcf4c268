import { describe, expect, it } from 'vitest'
import { allowedTypos, editDistance, normalise, normaliseQuery, prefixDistance, tokenise } from './search.text'

// Pure text functions: no database, so no per-dialect run.
describe('search text', () => {
  it('normalises case and diacritics the same way for every language', () => {
    expect(normalise('Péče o VLASY')).toBe('pece o vlasy')
    expect(normalise('Šampon Žlutý Řepík ů')).toBe('sampon zluty repik u')
    expect(normalise('Straße Fußpflege')).toBe('strasse fusspflege')
    expect(normalise('Crème brûlée')).toBe('creme brulee')
  })

  it('splits words on anything but letters and digits', () => {
    expect(tokenise('Shea & Mango: Deep-Repair 1,2-Hexanediol (Q10)')).toEqual(['shea', 'mango', 'deep', 'repair', '1', '2', 'hexanediol', 'q10'])
    expect(tokenise('  "OR" * NEAR(  ')).toEqual(['or', 'near'])
    expect(normaliseQuery('  Lavendr   SHAMPO ')).toBe('lavendr shampo')
  })

  it('measures edit distance with transpositions and stops early', () => {
    expect(editDistance('lavendr', 'lavender')).toBe(1)
    expect(editDistance('shampo', 'shampoo')).toBe(1)
    expect(editDistance('lavedner', 'lavender')).toBe(1)
    expect(editDistance('kitten', 'sitting')).toBe(3)
    expect(editDistance('abc', 'abc')).toBe(0)
    expect(editDistance('', 'abc')).toBe(3)
    expect(editDistance('abcdefgh', 'zyxwvuts', 2)).toBe(3)
  })

  it('measures how far a half-typed word is from the start of a longer one', () => {
    expect(prefixDistance('lavedn', 'lavender', 2)).toBe(1)
    expect(prefixDistance('shmp', 'shampoo', 1)).toBe(1)
    expect(prefixDistance('xyz', 'shampoo', 1)).toBe(2)
  })

  it('allows more typos in longer words', () => {
    expect(allowedTypos('oil')).toBe(0)
    expect(allowedTypos('shea')).toBe(1)
    expect(allowedTypos('lavendr')).toBe(2)
    expect(allowedTypos('butyrospermum')).toBe(3)
  })
})
