import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BRAND, FACE, FACE_OILS, makeStaffProduct, makeStaffVariant, PRODUCT_ID } from '../../features/admin/catalog/catalog-fixtures'
import { fakeServer, problem, renderAt, signIn } from '../../features/admin/test-utils'
import { Component as ProductEdit } from './admin-product-edit'
import { Component as Products } from './admin-products'

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
})

const taxonomy = {
  'GET /api/staff/brands': { body: { data: [BRAND], total: 1, page: 1 } },
  'GET /api/staff/categories': { body: { data: [FACE, FACE_OILS], total: 2, page: 1 } },
}

async function fillRequired() {
  await screen.findByRole('option', { name: BRAND.name })
  await screen.findByRole('option', { name: 'Face' })
  fireEvent.change(screen.getByLabelText('Brand'), { target: { value: BRAND.id } })
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: FACE.id } })
  fireEvent.change(screen.getByLabelText('Subcategory'), { target: { value: FACE_OILS.id } })
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Meadow Serum ' } })
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'A light serum.' } })
  fireEvent.change(screen.getByLabelText('How to use'), { target: { value: 'Twice a day.' } })
  fireEvent.change(screen.getByLabelText('INCI ingredients'), { target: { value: 'Aqua, Glycerin\nLinalool' } })
  fireEvent.change(screen.getByLabelText('Allergens'), { target: { value: 'linalool' } })
  const size = within(screen.getByRole('group', { name: 'Size 1' }))
  fireEvent.change(size.getByLabelText('Size'), { target: { value: '50' } })
  fireEvent.change(size.getByLabelText('SKU'), { target: { value: 'MS-50' } })
  fireEvent.change(size.getByLabelText('Size price ($)'), { target: { value: '19' } })
  fireEvent.change(size.getByLabelText(/Weight/), { target: { value: '90' } })
}

describe('staff create a product', () => {
  it('sends a draft with English texts, INCI, allergens, certifications and two sizes, then opens it', async () => {
    signIn()
    const server = fakeServer({ ...taxonomy, 'POST /api/staff/products': { status: 201, body: makeStaffProduct({ status: 'draft' }) } })
    renderAt(<Products />, { pattern: '/admin/products', url: '/admin/products?new=1' })
    await fillRequired()
    fireEvent.click(screen.getByLabelText('Vegan'))
    fireEvent.click(within(screen.getByRole('group', { name: 'Skin types' })).getByLabelText('Sensitive'))
    fireEvent.click(within(screen.getByRole('group', { name: 'Skin types' })).getByLabelText('Dry'))
    fireEvent.click(within(screen.getByRole('group', { name: 'Hair types' })).getByLabelText('Curly'))
    const label = within(within(screen.getByRole('group', { name: 'Size 1' })).getByRole('group', { name: /Scent or shade/ }))
    fireEvent.change(label.getByLabelText('English'), { target: { value: ' Rose ' } })
    fireEvent.change(label.getByLabelText('Czech'), { target: { value: 'Růže' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add another size' }))
    const second = within(screen.getByRole('group', { name: 'Size 2' }))
    fireEvent.change(second.getByLabelText('Size'), { target: { value: '100' } })
    fireEvent.change(second.getByLabelText('SKU'), { target: { value: 'MS-100' } })
    fireEvent.change(second.getByLabelText('Size price ($)'), { target: { value: '32.50' } })
    fireEvent.change(second.getByLabelText(/Weight/), { target: { value: '150' } })
    fireEvent.change(second.getByLabelText('Units of this size'), { target: { value: '7' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }))
    await waitFor(() => expect(server.called('POST /api/staff/products')).toHaveLength(1))
    const body = server.called('POST /api/staff/products')[0]!.body as Record<string, unknown>
    expect(body).toMatchObject({
      brand_id: BRAND.id,
      category_id: FACE.id,
      subcategory_id: FACE_OILS.id,
      name: { en: 'Meadow Serum', cz: '', sl: '', ge: '' },
      inci: ['Aqua', 'Glycerin', 'Linalool'],
      allergens: ['linalool'],
      pao_months: 12,
      certifications: ['vegan'],
      skin_types: ['dry', 'sensitive'],
      hair_types: ['curly'],
    })
    expect(body.slug).toBeUndefined()
    expect(body.variants).toEqual([
      expect.objectContaining({ sku: 'MS-50', size_value: 50, size_unit: 'ml', price_cents: 1900, stock: 0, weight_g: 90, gtin: null, label: { en: 'Rose', cz: 'Růže', sl: '', ge: '' } }),
      expect.objectContaining({ sku: 'MS-100', size_value: 100, price_cents: 3250, stock: 7, weight_g: 150, label: null }),
    ])
    expect((await screen.findByTestId('location')).textContent).toBe(`/admin/products/${PRODUCT_ID}`)
  }, 20_000)

  it('checks the form first, and shows a taken SKU from the server under its field', async () => {
    signIn()
    const server = fakeServer({
      ...taxonomy,
      'POST /api/staff/products': { status: 409, body: problem(409, 'variant_sku_taken', 'Another variant already has this SKU', [{ path: 'sku', message: 'Another variant already has this SKU' }]) },
    })
    renderAt(<Products />, { pattern: '/admin/products', url: '/admin/products?new=1' })
    fireEvent.click(await screen.findByRole('button', { name: 'Create draft' }))
    expect(await screen.findByText('Please correct the marked fields.')).toBeTruthy()
    expect(screen.getAllByText('Choose one')).toHaveLength(3)
    expect(server.called('POST /api/staff/products')).toHaveLength(0)

    await fillRequired()
    // A scent in Czech only: English is needed first (the other languages may wait, not English).
    const label = within(within(screen.getByRole('group', { name: 'Size 1' })).getByRole('group', { name: /Scent or shade/ }))
    fireEvent.change(label.getByLabelText('Czech'), { target: { value: 'Růže' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }))
    expect(await label.findByText('Give it in English too')).toBeTruthy()
    expect(label.getByLabelText('English').getAttribute('aria-invalid')).toBe('true')
    expect(server.called('POST /api/staff/products')).toHaveLength(0)
    fireEvent.change(label.getByLabelText('English'), { target: { value: 'Rose' } })
    fireEvent.change(screen.getByLabelText('Allergens'), { target: { value: 'Limonene' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }))
    expect(await screen.findByText('Every allergen must be one of the INCI ingredients')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Allergens'), { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }))
    await waitFor(() => expect(server.called('POST /api/staff/products')).toHaveLength(1))
    expect(await screen.findByText('Another variant already has this SKU')).toBeTruthy()
    expect(within(screen.getByRole('group', { name: 'Size 1' })).getByLabelText('SKU').getAttribute('aria-invalid')).toBe('true')
  }, 20_000)
})

describe('stock adjustments in the editor', () => {
  const PATH = `/api/staff/products/${PRODUCT_ID}`
  const variant = makeStaffVariant()
  it('sends a signed quantity with its reason, shows a refusal below zero and the history per size', async () => {
    signIn()
    let moves = [{ id: 'stm_1', variant_id: variant.id, sku: variant.sku, delta: 50, reason: 'received', note: '', stock_after: 50, staff: { id: 'usr_1', name: 'Eva' }, created_at: '2026-11-20T10:00:00.000Z' }]
    const server = fakeServer({
      [`GET ${PATH}`]: { body: makeStaffProduct() },
      [`GET ${PATH}/stock-movements`]: () => ({ body: { data: moves } }),
      [`POST ${PATH}/variants/${variant.id}/stock`]: ({ body }) => {
        const b = body as { delta: number; reason: string; note: string }
        if (b.delta < -40) return { status: 409, body: problem(409, 'stock_below_zero', 'The stock cannot go below zero (now 42)', [{ path: 'delta', message: 'The stock cannot go below zero (now 42)' }]) }
        moves = [{ ...moves[0]!, id: 'stm_2', delta: b.delta, reason: b.reason, note: b.note, stock_after: 40 }, ...moves]
        return { body: makeStaffProduct({ stock: 40 }) }
      },
    })
    renderAt(<ProductEdit />, { pattern: '/admin/products/:id', url: `/admin/products/${PRODUCT_ID}` })
    const history = await screen.findByRole('region', { name: `History of ${variant.sku}` }, { timeout: 4000 })
    expect(await within(history).findByText('+50')).toBeTruthy()

    const form = within(screen.getByRole('form', { name: 'Adjust stock' }))
    fireEvent.change(form.getByLabelText('Quantity'), { target: { value: '0' } })
    fireEvent.click(form.getByRole('button', { name: 'Adjust stock' }))
    expect(await form.findByText('A whole number other than 0, e.g. 50 or -2')).toBeTruthy()

    fireEvent.change(form.getByLabelText('Quantity'), { target: { value: '-45' } })
    fireEvent.change(form.getByLabelText('Reason'), { target: { value: 'correction' } })
    fireEvent.click(form.getByRole('button', { name: 'Adjust stock' }))
    expect(await form.findByText('The stock cannot go below zero (now 42)')).toBeTruthy()

    fireEvent.change(form.getByLabelText('Quantity'), { target: { value: '-2' } })
    fireEvent.change(form.getByLabelText('Reason'), { target: { value: 'damaged' } })
    fireEvent.change(form.getByLabelText('Note'), { target: { value: 'Broken cap' } })
    fireEvent.click(form.getByRole('button', { name: 'Adjust stock' }))
    await waitFor(() => expect(server.called(`POST ${PATH}/variants/${variant.id}/stock`)).toHaveLength(2))
    expect(server.called(`POST ${PATH}/variants/${variant.id}/stock`)[1]!.body).toEqual({ delta: -2, reason: 'damaged', note: 'Broken cap' })
    expect(await within(history).findByText('Broken cap')).toBeTruthy()
    expect(within(history).getByText('-2')).toBeTruthy()
  })
})

describe('duplicate in the editor', () => {
  it('copies the product and opens the copy', async () => {
    signIn()
    const PATH = `/api/staff/products/${PRODUCT_ID}`
    const server = fakeServer({
      [`GET ${PATH}`]: { body: makeStaffProduct() },
      [`POST ${PATH}/duplicate`]: { status: 201, body: makeStaffProduct({ id: 'prd_copy0001', status: 'draft' }) },
    })
    const { router } = renderAt(<ProductEdit />, { pattern: '/admin/products/:id', url: `/admin/products/${PRODUCT_ID}` })
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate' }, { timeout: 4000 }))
    await waitFor(() => expect(server.called(`POST ${PATH}/duplicate`)).toHaveLength(1))
    await waitFor(() => expect(router.location().pathname).toBe('/admin/products/prd_copy0001'))
  }, 15_000)
})
