import type { Language } from '@shop/domain'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PricesIn } from '../../../lib/market'
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

describe('PriceTag shows the unit price and, beside a reduction, the 30-day low (decision 045)', () => {
  /** The lines under the price: unit price, then the 30-day low when shown. */
  const notes = (container: HTMLElement) => [...container.querySelectorAll(':scope > div > p')].map((p) => normal(p.textContent))

  it('writes the unit price per 100 ml, 100 g or piece under the price, none for a single piece', async () => {
    await loadCatalogTexts('en')
    const ml = renderWithRouter(<PriceTag price={1690} compareAt={null} content={{ value: 200, unit: 'ml' }} />)
    expect(notes(ml.container)).toEqual(['$8.45 / 100 ml'])
    ml.unmount()
    const pack = renderWithRouter(<PriceTag price={1200} compareAt={null} content={{ value: 3, unit: 'pcs' }} />)
    expect(notes(pack.container)).toEqual(['$4.00 / piece'])
    pack.unmount()
    const single = renderWithRouter(<PriceTag price={1200} compareAt={null} content={{ value: 1, unit: 'pcs' }} />)
    expect(notes(single.container)).toEqual([])
  })

  it('shows the short 30-day low on a card and the full sentence on the product page, only when reduced', async () => {
    await loadCatalogTexts('en')
    const card = renderWithRouter(<PriceTag price={1600} compareAt={2000} content={{ value: 50, unit: 'g' }} priorLow={1800} />)
    expect(notes(card.container)).toEqual(['$32.00 / 100 g', '30-day low: $18.00'])
    card.unmount()
    const page = renderWithRouter(<PriceTag price={1600} compareAt={2000} priorLow={1800} size="lg" showSaving />)
    expect(notes(page.container)).toEqual(['Lowest price in the 30 days before the reduction: $18.00'])
    page.unmount()
    const full = renderWithRouter(<PriceTag price={1600} compareAt={null} priorLow={1800} />)
    expect(notes(full.container)).toEqual([])
  })

  it.each([
    ['cz', '199,50 Kč / 100 ml', 'Nejnižší cena za 30 dní: 449 Kč'],
    ['sl', '199,50 CZK / 100 ml', 'Najnižja cena v 30 dneh: 449 CZK'],
    ['ge', '199,50 CZK / 100 ml', '30-Tage-Tiefstpreis: 449 CZK'],
  ] as const)('in %s and crowns', async (lang, unit, low) => {
    await loadCatalogTexts(lang)
    const { container } = renderWithRouter(
      <PricesIn answer={{ currency: 'CZK' }}>
        <PriceTag price={39900} compareAt={49900} priorLow={44900} content={{ value: 200, unit: 'ml' }} />
      </PricesIn>,
    )
    expect(notes(container)).toEqual([unit, low])
  })
})
