import { fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { useProductFilters } from '../hooks/use-product-filters'
import { ActiveFilters } from './active-filters'
import { FilterPanel, typeFiltersFor } from './filter-panel'
import { BRANDS } from './fixtures'
import { SortSelect } from './sort-select'
import { loadCatalogTexts, renderWithRouter } from './test-utils'
import { resetMarketForTests } from '../../../lib/market'

function Filters({ skin = true, hair = false }: { skin?: boolean; hair?: boolean }) {
  const filters = useProductFilters()
  return (
    <>
      <SortSelect value={filters.state.sort} onChange={filters.setSort} />
      <ActiveFilters filters={filters} brands={BRANDS} />
      <FilterPanel filters={filters} brands={BRANDS} skin={skin} hair={hair} />
    </>
  )
}

const query = (location: string) => new URL(location, 'http://shop').searchParams

describe('category filters live in the URL', () => {
  beforeEach(() => loadCatalogTexts('en'))

  it('writes a checked brand, skin type and certification to the query string and drops the page', () => {
    const { location } = renderWithRouter(<Filters />, { url: '/category/skin-care/all?page=3' })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Kerala Roots' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Alpine Botanica' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sensitive' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vegan' }))
    const q = query(location())
    expect(q.get('brand')).toBe('kerala-roots,alpine-botanica')
    expect(q.get('skin_type')).toBe('sensitive')
    expect(q.get('certification')).toBe('vegan')
    expect(q.get('page')).toBeNull()
    expect(location().startsWith('/category/skin-care/all?')).toBe(true)
  })

  it('reads the filters back from a shared link and unchecks into the URL', () => {
    const { location } = renderWithRouter(<Filters />, { url: '/c?brand=alpine-botanica&certification=organic,vegan&in_stock=true' })
    expect((screen.getByRole('checkbox', { name: 'Alpine Botanica' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('checkbox', { name: 'Organic' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('switch', { name: 'In stock only' }) as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Organic' }))
    expect(query(location()).get('certification')).toBe('vegan')
    fireEvent.click(screen.getByRole('switch', { name: 'In stock only' }))
    expect(query(location()).get('in_stock')).toBeNull()
  })

  it("takes the price range in whole units of the market's currency, and shows the chips in it (decision 040)", () => {
    document.documentElement.dataset.market = 'CZ:CZK:included:Czechia'
    resetMarketForTests()
    try {
      const { location } = renderWithRouter(<Filters />, { url: '/c?price_min=300&price_max=900' })
      expect(screen.getByLabelText('From (CZK)')).toBeTruthy()
      expect((screen.getByLabelText('To (CZK)') as HTMLInputElement).value).toBe('900')
      expect(screen.getByRole('button', { name: /CZK\s300 – CZK\s900/ })).toBeTruthy()
      fireEvent.change(screen.getByLabelText('From (CZK)'), { target: { value: '250' } })
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
      expect(query(location()).get('price_min')).toBe('250')
    } finally {
      delete document.documentElement.dataset.market
      resetMarketForTests()
    }
  })

  it('applies a price range in whole dollars and swaps a reversed range', () => {
    const { location } = renderWithRouter(<Filters />, { url: '/c' })
    fireEvent.change(screen.getByLabelText('From ($)'), { target: { value: '40' } })
    fireEvent.change(screen.getByLabelText('To ($)'), { target: { value: '15' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    const q = query(location())
    expect(q.get('price_min')).toBe('15')
    expect(q.get('price_max')).toBe('40')
  })

  it('keeps the sort in the URL, leaving the default out', () => {
    const { location } = renderWithRouter(<Filters />, { url: '/c?page=2' })
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price_asc' } })
    expect(query(location()).get('sort')).toBe('price_asc')
    expect(query(location()).get('page')).toBeNull()
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'popularity' } })
    expect(query(location()).get('sort')).toBeNull()
  })

  it('shows active filters as chips that remove themselves, and clears all at once', () => {
    const { location } = renderWithRouter(<Filters />, { url: '/c?brand=kerala-roots&skin_type=dry&price_min=10&sort=rating' })
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter: Kerala Roots' }))
    expect(query(location()).get('brand')).toBeNull()
    expect(query(location()).get('skin_type')).toBe('dry')
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    const q = query(location())
    expect(q.get('skin_type')).toBeNull()
    expect(q.get('price_min')).toBeNull()
    expect(q.get('sort')).toBe('rating')
  })

  it('shows the type filter that fits the category', () => {
    expect(typeFiltersFor('hair-care')).toEqual({ skin: false, hair: true })
    expect(typeFiltersFor('skin-care')).toEqual({ skin: true, hair: false })
    expect(typeFiltersFor('ayurveda')).toEqual({ skin: true, hair: true })
    renderWithRouter(<Filters skin={false} hair />, { url: '/c' })
    expect(screen.getByRole('group', { name: 'Hair type' })).toBeTruthy()
    expect(screen.queryByRole('group', { name: 'Skin type' })).toBeNull()
    expect(screen.getByRole('checkbox', { name: 'Curly' })).toBeTruthy()
  })
})
