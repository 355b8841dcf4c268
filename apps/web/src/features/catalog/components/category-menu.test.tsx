import type { CategoryNode } from '@shop/domain'
import { QueryClient } from '@tanstack/react-query'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '../../../test/render-routes'
import { catalogKeys } from '../api/catalog-queries'
import { CategoryDrawer, CategoryNav } from './category-menu'

const categories: CategoryNode[] = [
  {
    id: 'cat_face',
    slug: 'face-care',
    name: 'Face care',
    description: 'Cleansers, serums and creams.',
    product_count: 12,
    subcategories: [{ id: 'sub_serums', slug: 'serums', name: 'Serums', product_count: 5 }],
  },
]

function withCategories() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(catalogKeys.categories('en'), { data: categories })
  return client
}

/**
 * The menus' open parts are a module of their own (category-menu-panels.tsx, decision 028): the
 * first HTML and the first render show look-alike placeholders, and the real menu takes over when
 * the shopper reaches for one.
 */
describe('category menus', () => {
  it('render their placeholders first, and the real dropdown (with its links) once reached for', async () => {
    renderRoutes([{ path: '*', element: <CategoryNav /> }], '/', { client: withCategories() })
    const trigger = await screen.findByRole('button', { name: 'Face care' })
    // The placeholder: a plain button, no Radix state.
    expect(trigger.hasAttribute('data-state')).toBe(false)
    const classes = trigger.className
    fireEvent.focus(trigger)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Face care' }).getAttribute('data-state')).toBe('closed'))
    // The real trigger looks the same.
    expect(screen.getByRole('button', { name: 'Face care' }).className).toBe(classes)
    fireEvent.keyDown(screen.getByRole('button', { name: 'Face care' }), { key: 'Enter' })
    const link = await screen.findByRole('menuitem', { name: /Serums/ })
    expect(link.getAttribute('href')).toBe('/category/face-care/sub_serums')
  })

  it('opens the drawer on a tap that comes before its code has arrived', async () => {
    renderRoutes([{ path: '*', element: <CategoryDrawer /> }], '/', { client: withCategories() })
    const hamburger = await screen.findByRole('button', { name: 'Open menu' })
    expect(hamburger.getAttribute('aria-haspopup')).toBe('dialog')
    fireEvent.click(hamburger)
    const dialog = await screen.findByRole('dialog', {}, { timeout: 3000 })
    expect(dialog.textContent).toContain('Face care')
  })
})
