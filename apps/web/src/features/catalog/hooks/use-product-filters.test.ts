import { describe, expect, it } from 'vitest'
import { activeFilterCount, parseFilters, toApiFilters } from './use-product-filters'

describe('parseFilters', () => {
  it('reads lists, prices, stock, sort and page', () => {
    const s = parseFilters(new URLSearchParams('brand=a,b&skin_type=dry,oily&certification=vegan&price_min=10&price_max=30&in_stock=true&sort=newest&page=4'))
    expect(s).toEqual({
      brand: ['a', 'b'],
      skin_type: ['dry', 'oily'],
      hair_type: [],
      certification: ['vegan'],
      price_min: 10,
      price_max: 30,
      in_stock: true,
      sort: 'newest',
      page: 4,
    })
    expect(activeFilterCount(s)).toBe(7)
  })

  it('drops values the API would reject instead of showing an error page', () => {
    const s = parseFilters(new URLSearchParams('brand=Bad Slug,ok&skin_type=scaly&certification=vegan,nope&price_min=-5&sort=cheapest&page=0'))
    expect(s.brand).toEqual(['ok'])
    expect(s.skin_type).toEqual([])
    expect(s.certification).toEqual(['vegan'])
    expect(s.price_min).toBeUndefined()
    expect(s.sort).toBe('popularity')
    expect(s.page).toBe(1)
  })

  it('turns whole currency units into cents for the API', () => {
    const api = toApiFilters(parseFilters(new URLSearchParams('price_min=50&price_max=12')), { category: 'skin-care' }, 24)
    expect(api).toMatchObject({ category: 'skin-care', min_price: 1200, max_price: 5000, page: 1, page_size: 24, sort: 'popularity' })
    expect(api.brand).toBeUndefined()
    expect(api.in_stock).toBeUndefined()
  })
})
