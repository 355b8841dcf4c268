import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeProductRow, makeStaffProduct, PRODUCT_ID } from '../../features/admin/catalog/catalog-fixtures'
import { fakeServer, renderAt, signIn } from '../../features/admin/test-utils'
import { Component as ProductEdit } from './admin-product-edit'
import { Component as Products } from './admin-products'

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
})

const PATH = `/api/staff/products/${PRODUCT_ID}`

describe('staff product lifecycle (decision 033)', () => {
  it('archives only after a confirmation, then offers to restore', async () => {
    signIn()
    const server = fakeServer({
      [`GET ${PATH}`]: { body: makeStaffProduct() },
      [`POST ${PATH}/status`]: ({ body }) => ({ body: makeStaffProduct({ status: (body as { status: 'archived' }).status }) }),
    })
    renderAt(<ProductEdit />, { pattern: '/admin/products/:id', url: `/admin/products/${PRODUCT_ID}` })
    const panel = await screen.findByRole('region', { name: 'Status in the shop' }, { timeout: 4000 })
    expect(within(panel).getByText('Published')).toBeTruthy()
    expect(within(panel).getByRole('button', { name: 'Back to draft' })).toBeTruthy()

    fireEvent.click(within(panel).getByRole('button', { name: 'Archive' }))
    const ask = within(panel).getByRole('alertdialog')
    expect(ask.textContent).toContain('It leaves the shop, search and the sitemap at once')
    expect(server.called(`POST ${PATH}/status`)).toHaveLength(0)
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep it' }))
    expect(within(panel).queryByRole('alertdialog')).toBeNull()
    expect(server.called(`POST ${PATH}/status`)).toHaveLength(0)

    fireEvent.click(within(panel).getByRole('button', { name: 'Archive' }))
    fireEvent.click(within(panel).getByRole('button', { name: 'Yes, archive' }))
    await waitFor(() => expect(server.called(`POST ${PATH}/status`)).toHaveLength(1))
    expect(server.called(`POST ${PATH}/status`)[0]!.body).toEqual({ status: 'archived' })
    expect(await within(panel).findByRole('button', { name: 'Restore' })).toBeTruthy()
    expect(within(panel).getByText('Archived')).toBeTruthy()
    expect(within(panel).queryByRole('button', { name: 'Archive' })).toBeNull()
  })

  it('publishes a draft at once, and previews it through the staff API', async () => {
    signIn()
    const server = fakeServer({
      [`GET ${PATH}`]: { body: makeStaffProduct({ status: 'draft' }) },
      [`GET ${PATH}/preview`]: { body: { id: PRODUCT_ID, name: 'Rose Face Oil', brand: { id: 'b', slug: 'b', name: 'Alpska Roža' }, price_cents: 1899, description: 'A light oil.', image: '/x.svg' } },
      [`POST ${PATH}/status`]: ({ body }) => ({ body: makeStaffProduct({ status: (body as { status: 'published' }).status }) }),
    })
    renderAt(<ProductEdit />, { pattern: '/admin/products/:id', url: `/admin/products/${PRODUCT_ID}` })
    const panel = await screen.findByRole('region', { name: 'Status in the shop' }, { timeout: 4000 })
    fireEvent.click(within(panel).getByRole('button', { name: /Preview/ }))
    expect((await within(panel).findByTestId('product-preview')).textContent).toContain('A light oil.')

    fireEvent.click(within(panel).getByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(server.called(`POST ${PATH}/status`)).toHaveLength(1))
    expect(server.called(`POST ${PATH}/status`)[0]!.body).toEqual({ status: 'published' })
  })

  it('lists each product with its status and filters the list by status through the address', async () => {
    signIn()
    const server = fakeServer({
      'GET /api/staff/products': ({ query }) => ({
        body: { data: [makeProductRow({ status: (query.get('status') as 'archived' | null) ?? 'published' })], total: 1, page: 1, page_size: 25 },
      }),
    })
    renderAt(<Products />, { pattern: '/admin/products', url: '/admin/products' })
    const table = await screen.findByRole('table', {}, { timeout: 4000 })
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeTruthy()
    expect(within(table).getByText('Published')).toBeTruthy()

    fireEvent.click(screen.getByRole('radio', { name: 'Archived' }))
    await waitFor(() => expect(server.called('GET /api/staff/products').some((c) => c.query.get('status') === 'archived')).toBe(true))
    expect(await within(await screen.findByRole('table')).findByText('Archived')).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'Archived' }).getAttribute('aria-checked')).toBe('true')
  })
})
