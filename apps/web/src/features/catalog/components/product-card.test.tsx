import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { productSummary } from './fixtures'
import { ProductCard } from './product-card'
import { loadCatalogTexts, renderWithRouter } from './test-utils'

describe('ProductCard', () => {
  beforeEach(() => loadCatalogTexts('en'))

  it('links the whole card to the product page and describes the picture by brand and name', () => {
    renderWithRouter(<ProductCard product={productSummary()} />)
    expect(screen.getByRole('link', { name: 'Lavender Calm Shampoo' }).getAttribute('href')).toBe('/productdetails/prd_lavender01')
    const img = screen.getByRole('img', { name: 'Alpine Botanica Lavender Calm Shampoo' })
    expect(img.getAttribute('width')).toBe('800')
    expect(img.getAttribute('height')).toBe('800')
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(screen.getByText('250 ml')).toBeTruthy()
    expect(screen.getByText('Rated 4.6 out of 5 from 128 reviews')).toBeTruthy()
  })

  it('shows a drawn picture as WebP at the width the card needs, a staff photo as it is', () => {
    const { unmount } = renderWithRouter(<ProductCard product={productSummary({ image: '/api/media/product/prd_lavender01/front.svg' })} />)
    const img = screen.getByRole('img')
    expect(img.getAttribute('src')).toBe('/api/media/product/prd_lavender01/front.webp?w=800')
    expect(img.getAttribute('srcset')).toBe('/api/media/product/prd_lavender01/front.webp?w=400 400w, /api/media/product/prd_lavender01/front.webp?w=800 800w')
    expect(img.getAttribute('sizes')).toMatch(/48vw$/)
    unmount()
    renderWithRouter(<ProductCard product={productSummary({ image: '/uploads/products/lavender.jpg' })} />)
    expect(screen.getByRole('img').getAttribute('src')).toBe('/uploads/products/lavender.jpg')
    expect(screen.getByRole('img').getAttribute('srcset')).toBeNull()
  })

  it('shows a regular price without a sale badge or struck-through price', () => {
    const { container } = renderWithRouter(<ProductCard product={productSummary()} />)
    expect(screen.getByText('$12.50')).toBeTruthy()
    expect(screen.queryByText(/Sale/)).toBeNull()
    expect(container.querySelector('s')).toBeNull()
    expect(screen.getByText('In stock')).toBeTruthy()
  })

  it('marks a reduced product with a sale badge and the old price struck through', () => {
    const { container } = renderWithRouter(<ProductCard product={productSummary({ price_cents: 1600, compare_at_cents: 2000 })} />)
    expect(screen.getByText('Sale −20%')).toBeTruthy()
    expect(container.querySelector('s')?.textContent).toContain('$20.00')
    expect(screen.getByText('$16.00')).toBeTruthy()
  })

  it('shows the unit price of the size it names, and beside a reduction the lowest price of the 30 days before it', () => {
    renderWithRouter(<ProductCard product={productSummary({ price_cents: 1600, compare_at_cents: 2000, prior_low_cents: 1800, size: { value: 200, unit: 'ml' } })} />)
    expect(screen.getByText('$8.00 / 100 ml')).toBeTruthy()
    expect(screen.getByText('30-day low: $18.00')).toBeTruthy()
    // The percentage counts from the 30-day low (CJEU C-330/23), not from the struck-through price.
    expect(screen.getByText('Sale −11%')).toBeTruthy()
  })

  it('claims no percentage when the 30-day low is not above the price', () => {
    const { container } = renderWithRouter(<ProductCard product={productSummary({ price_cents: 1600, compare_at_cents: 2000, prior_low_cents: 1600 })} />)
    expect(screen.queryByText(/Sale/)).toBeNull()
    expect(container.querySelector('s')?.textContent).toContain('$20.00')
    expect(screen.getByText('30-day low: $16.00')).toBeTruthy()
  })

  it('ignores a compare-at price that is not higher than the price', () => {
    const { container } = renderWithRouter(<ProductCard product={productSummary({ price_cents: 1600, compare_at_cents: 1600 })} />)
    expect(screen.queryByText(/Sale/)).toBeNull()
    expect(container.querySelector('s')).toBeNull()
  })

  it('says how many are left when stock is low, and when it is sold out', () => {
    const { unmount } = renderWithRouter(<ProductCard product={productSummary({ stock: 3, stock_state: 'low_stock' })} />)
    expect(screen.getByText('Only 3 left')).toBeTruthy()
    unmount()
    renderWithRouter(<ProductCard product={productSummary({ stock: 0, stock_state: 'out_of_stock' })} />)
    expect(screen.getByText('Out of stock')).toBeTruthy()
  })

  it('loads eagerly when asked to (first row) and lists certifications', () => {
    renderWithRouter(<ProductCard product={productSummary()} eager />)
    expect(screen.getByRole('img').getAttribute('loading')).toBe('eager')
    expect(screen.getByRole('list', { name: 'Certifications' }).textContent).toBe('VeganOrganic')
  })

  it('speaks the shopper’s language', async () => {
    await loadCatalogTexts('cz')
    renderWithRouter(<ProductCard product={productSummary({ stock: 3, stock_state: 'low_stock', price_cents: 1600, compare_at_cents: 2000 })} />)
    expect(screen.getByText('Poslední 3 kusy')).toBeTruthy()
    expect(screen.getByText('Sleva −20 %')).toBeTruthy()
    expect(screen.getByText('Veganské')).toBeTruthy()
  })
})
