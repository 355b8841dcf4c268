import type { ProductList } from '@shop/domain'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BRANDS, CATEGORIES, fakeApi, productSummary } from '../../features/catalog/components/fixtures'
import { loadCatalogTexts, renderWithRouter } from '../../features/catalog/components/test-utils'
import { Component as CategoryPage } from './category'

const PATH = '/category/:categoryName/:subCategoryId'

function list(total: number): ProductList {
  const data = Array.from({ length: Math.min(total, 2) }, (_, i) => productSummary({ id: `prd_item000${i}`, name: `Serum ${i}` }))
  return { currency: 'USD', data, page: 1, page_size: 24, total, total_pages: Math.ceil(total / 24) }
}

describe('category page', () => {
  beforeEach(() => loadCatalogTexts('en'))
  afterEach(() => vi.unstubAllGlobals())

  it('shows the subcategory with breadcrumb, count and products, and asks the API with the URL’s filters', async () => {
    const api = fakeApi({ '/api/all-categories': { data: CATEGORIES }, '/api/brands': { data: BRANDS }, '/api/product': list(30) })
    vi.stubGlobal('fetch', api.fetch)
    renderWithRouter(<CategoryPage />, { url: '/category/skin-care/cat_serums?certification=vegan&sort=price_desc&page=2', path: PATH })

    expect(await screen.findByRole('heading', { level: 1, name: 'Serums & Face Oils' })).toBeTruthy()
    expect(await screen.findByText('30 products')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Serum 0' })).toBeTruthy()
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(crumbs.textContent).toContain('Skin Care')
    expect(document.title).toBe('Serums & Face Oils · Lumen & Leaf')

    const productCall = api.calls.find((u) => u.pathname === '/api/product')!
    expect(Object.fromEntries(productCall.searchParams)).toMatchObject({
      category: 'skin-care',
      subcategory: 'cat_serums',
      certification: 'vegan',
      sort: 'price_desc',
      page: '2',
    })
  })

  it('offers to clear the filters when nothing matches', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/api/all-categories': { data: CATEGORIES }, '/api/brands': { data: BRANDS }, '/api/product': list(0) }).fetch)
    const { location } = renderWithRouter(<CategoryPage />, { url: '/category/skin-care/all?skin_type=oily', path: PATH })
    expect(await screen.findByText('No products found')).toBeTruthy()
    const clear = screen.getAllByRole('button', { name: 'Clear filters' })
    fireEvent.click(clear[clear.length - 1]!)
    await waitFor(() => expect(location()).toBe('/category/skin-care/all'))
  })

  it('says kindly that an unknown category does not exist', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/api/all-categories': { data: CATEGORIES }, '/api/brands': { data: BRANDS }, '/api/product': list(0) }).fetch)
    renderWithRouter(<CategoryPage />, { url: '/category/moon-dust/all', path: PATH })
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Browse all categories' }).getAttribute('href')).toBe('/categoryoverview')
  })

  it('treats an unknown subcategory of a real category as not found too', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/api/all-categories': { data: CATEGORIES }, '/api/brands': { data: BRANDS }, '/api/product': list(0) }).fetch)
    renderWithRouter(<CategoryPage />, { url: '/category/skin-care/cat_nope', path: PATH })
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeTruthy()
  })
})
