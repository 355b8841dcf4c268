import type { Language } from '@shop/domain'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PriceTag } from './price-tag'
import { loadCatalogTexts, renderWithRouter } from './test-utils'

// Intl may put a no-break or narrow no-break space between number and currency.
const normal = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ')

describe('PriceTag formats money in the shopper’s language', () => {
  const cases: Array<[Language, string, RegExp]> = [
    ['en', '$1,234.50', /You save \$200\.00 \(14%\)/],
    ['cz', '1 234,50 US$', /Ušetříte 200,00 US\$ \(14 %\)/],
    ['sl', '1234,50 $', /Prihranite 200,00 \$ \(14 %\)/],
    ['ge', '1.234,50 $', /Sie sparen 200,00 \$ \(14 %\)/],
  ]
  it.each(cases)('%s', async (lang, price, saving) => {
    await loadCatalogTexts(lang)
    const { container } = renderWithRouter(<PriceTag price={123450} compareAt={143450} showSaving size="lg" />)
    const shown = normal(container.textContent)
    expect(shown).toContain(price)
    expect(shown).toMatch(saving)
    expect(normal(container.querySelector('s')?.textContent)).toContain(lang === 'en' ? '$1,434.50' : '1')
  })

  it('names the old and new price for screen readers', async () => {
    await loadCatalogTexts('en')
    renderWithRouter(<PriceTag price={1000} compareAt={1500} />)
    expect(screen.getByText('Original price')).toBeTruthy()
    expect(screen.getByText('Price')).toBeTruthy()
  })
})
