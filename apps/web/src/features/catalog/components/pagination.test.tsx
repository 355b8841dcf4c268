import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { Pagination, pageWindow } from './pagination'
import { loadCatalogTexts, renderWithRouter } from './test-utils'

describe('pagination', () => {
  beforeEach(() => loadCatalogTexts('en'))

  it('shows the ends and the neighbourhood of the current page', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20])
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20])
  })

  it('links every page, keeping the rest of the query, and marks the current one', () => {
    renderWithRouter(<Pagination page={2} totalPages={3} hrefFor={(p) => `?sort=rating&page=${p}`} />)
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/?sort=rating&page=3')
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/?sort=rating&page=1')
  })

  it('renders nothing for a single page', () => {
    renderWithRouter(<Pagination page={1} totalPages={1} hrefFor={() => '?'} />)
    expect(screen.queryByRole('navigation')).toBeNull()
  })
})
