import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeStaffProduct, makeStaffVariant, PRODUCT_ID } from '../../features/admin/catalog/catalog-fixtures'
import { fakeServer, problem, renderAt, signIn } from '../../features/admin/test-utils'
import { Component as ProductEdit } from './admin-product-edit'

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
})

const PATH = `/api/staff/products/${PRODUCT_ID}`
const open = () => renderAt(<ProductEdit />, { pattern: '/admin/products/:id', url: `/admin/products/${PRODUCT_ID}` })

function tab(language: string) {
  return screen.getByRole('tab', { name: new RegExp(language) })
}

describe('staff product editor', () => {
  it('sends prices in cents and the texts of all four languages; stock only when it was changed', async () => {
    signIn()
    const server = fakeServer({
      [`GET ${PATH}`]: { body: makeStaffProduct() },
      [`PATCH ${PATH}`]: ({ body }) => ({ body: makeStaffProduct(body as object) }),
    })
    open()
    const name = await screen.findByLabelText('Name', {}, { timeout: 4000 })
    expect((name as HTMLInputElement).value).toBe('Rose Face Oil')
    expect((screen.getByLabelText('Price ($)') as HTMLInputElement).value).toBe('18.99')

    fireEvent.change(name, { target: { value: '  Rose Face Oil Deluxe ' } })
    fireEvent.click(tab('Czech'))
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Růžový pleťový olej')
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Lehký olej s růží.' } })
    fireEvent.click(tab('Slovenian'))
    fireEvent.change(screen.getByLabelText('How to use'), { target: { value: 'Segrejte dve kapljici.' } })
    fireEvent.click(tab('German'))
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Rosen-Gesichtsöl Deluxe' } })

    fireEvent.change(screen.getByLabelText('Price ($)'), { target: { value: '21,50' } })
    fireEvent.change(screen.getByLabelText('Compare-at price ($)'), { target: { value: '25' } })
    fireEvent.click(screen.getByLabelText(/Featured on the home page/))
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }))

    await waitFor(() => expect(server.called(`PATCH ${PATH}`)).toHaveLength(1))
    expect(server.called(`PATCH ${PATH}`)[0]!.body).toEqual({
      name: { en: 'Rose Face Oil Deluxe', cz: 'Růžový pleťový olej', sl: 'Rožno olje za obraz', ge: 'Rosen-Gesichtsöl Deluxe' },
      description: { en: 'A light oil.', cz: 'Lehký olej s růží.', sl: 'Lahko olje.', ge: 'Ein leichtes Öl.' },
      usage: { en: 'Warm three drops.', cz: 'Zahřejte tři kapky.', sl: 'Segrejte dve kapljici.', ge: 'Drei Tropfen erwärmen.' },
      warnings: { en: '', cz: '', sl: '', ge: '' },
      price_cents: 2150,
      compare_at_cents: 2500,
      featured: true,
    })

    // A changed stock goes with the number the form started from, so orders meanwhile are not overwritten.
    fireEvent.change(screen.getByLabelText('In stock'), { target: { value: '50' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }))
    await waitFor(() => expect(server.called(`PATCH ${PATH}`)).toHaveLength(2))
    expect(server.called(`PATCH ${PATH}`)[1]!.body).toMatchObject({ stock: 50, expected_stock: 42, price_cents: 2150 })
  })

  it('writes the warnings in all four languages or none (decision 045)', async () => {
    signIn()
    const server = fakeServer({
      [`GET ${PATH}`]: { body: makeStaffProduct() },
      [`PATCH ${PATH}`]: ({ body }) => ({ body: makeStaffProduct(body as object) }),
    })
    open()
    await screen.findByLabelText('Name', {}, { timeout: 4000 })
    fireEvent.change(screen.getByLabelText('Precautions and warnings (optional)'), { target: { value: ' For external use only. ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }))
    expect(await screen.findByText('Please correct the marked fields.')).toBeTruthy()
    expect(server.called(`PATCH ${PATH}`)).toHaveLength(0)
    fireEvent.click(tab('Czech'))
    expect(screen.getByText('Write the warnings in all four languages, or leave all four empty')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Precautions and warnings (optional)'), { target: { value: 'Pouze pro vnější použití.' } })
    fireEvent.click(tab('Slovenian'))
    fireEvent.change(screen.getByLabelText('Precautions and warnings (optional)'), { target: { value: 'Samo za zunanjo uporabo.' } })
    fireEvent.click(tab('German'))
    fireEvent.change(screen.getByLabelText('Precautions and warnings (optional)'), { target: { value: 'Nur zur äußerlichen Anwendung.' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }))
    await waitFor(() => expect(server.called(`PATCH ${PATH}`)).toHaveLength(1))
    expect(server.called(`PATCH ${PATH}`)[0]!.body).toMatchObject({
      warnings: { en: 'For external use only.', cz: 'Pouze pro vnější použití.', sl: 'Samo za zunanjo uporabo.', ge: 'Nur zur äußerlichen Anwendung.' },
    })
  })

  it('checks the form first: an empty text in a hidden language marks its tab and nothing is sent', async () => {
    signIn()
    const server = fakeServer({ [`GET ${PATH}`]: { body: makeStaffProduct() } })
    open()
    await screen.findByLabelText('Name', {}, { timeout: 4000 })
    fireEvent.click(tab('Slovenian'))
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '   ' } })
    fireEvent.click(tab('English'))
    fireEvent.change(screen.getByLabelText('Price ($)'), { target: { value: '18.999' } })
    fireEvent.change(screen.getByLabelText('Compare-at price ($)'), { target: { value: '10' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }))

    expect(await screen.findByText('Please correct the marked fields.')).toBeTruthy()
    expect(screen.getByText('Please enter an amount such as 18.99')).toBeTruthy()
    expect(within(tab('Slovenian')).getByRole('img', { name: 'has a problem' })).toBeTruthy()
    expect(within(tab('Czech')).queryByRole('img')).toBeNull()
    fireEvent.click(tab('Slovenian'))
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true')
    expect(server.called(`PATCH ${PATH}`)).toHaveLength(0)
  })

  it('shows a refused stock change and offers the number orders left', async () => {
    signIn()
    let stock = 42
    const server = fakeServer({
      [`GET ${PATH}`]: () => ({ body: makeStaffProduct({ stock }) }),
      [`PATCH ${PATH}`]: () => {
        stock = 39
        return { status: 409, body: problem(409, 'conflict', 'The stock changed meanwhile (orders keep taking units); check the current number and try again (now 39)') }
      },
    })
    open()
    fireEvent.change(await screen.findByLabelText('In stock', {}, { timeout: 4000 }), { target: { value: '60' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }))
    expect(await screen.findByText(/The stock changed meanwhile/)).toBeTruthy()
    expect(await screen.findByText('While you were editing, orders changed the stock from 42 to 39 units.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Count from the new number' }))
    expect((screen.getByLabelText('In stock') as HTMLInputElement).value).toBe('39')
    expect(server.called(`PATCH ${PATH}`)).toHaveLength(1)
  })

  it('previews a chosen photo, uploads it as base64 and deletes a photo after asking', async () => {
    signIn()
    const photo = { id: 'img_0123456789abcdef', url: '/api/media/photo/img_0123456789abcdef', content_type: 'image/png' as const, bytes: 2048, width: 800, height: 800, created_at: '2026-11-21T10:00:00.000Z' }
    const server = fakeServer({
      [`GET ${PATH}`]: { body: makeStaffProduct() },
      [`POST ${PATH}/images`]: { status: 201, body: makeStaffProduct({ photos: [photo] }) },
      [`DELETE ${PATH}/images/${photo.id}`]: { body: makeStaffProduct() },
    })
    open()
    const input = await screen.findByLabelText('Choose a picture…', {}, { timeout: 4000 })
    expect(screen.getAllByRole('img', { name: /Drawn picture/ })).toHaveLength(3)

    // Too large or not a picture: refused in the browser, nothing sent.
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' })
    fireEvent.change(input, { target: { files: [big] } })
    expect(await screen.findByText(/the limit is 2 MB/)).toBeTruthy()
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'cat.gif', { type: 'image/gif' })] } })
    expect(await screen.findByText('This file is not a PNG, JPEG or WebP picture.')).toBeTruthy()

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'rose.png', { type: 'image/png' })
    fireEvent.change(input, { target: { files: [png] } })
    const preview = (await screen.findByRole('img', { name: 'Preview of the chosen picture' })) as HTMLImageElement
    expect(preview.src).toMatch(/^data:image\/png;base64,/)
    expect(server.called(`POST ${PATH}/images`)).toHaveLength(0)
    fireEvent.click(screen.getByRole('button', { name: 'Upload photo' }))

    await waitFor(() => expect(server.called(`POST ${PATH}/images`)).toHaveLength(1))
    expect(server.called(`POST ${PATH}/images`)[0]!.body).toEqual({ content_type: 'image/png', data_base64: 'data:image/png;base64,iVBORw0KGgo=' })
    expect(await screen.findByRole('img', { name: 'Photo 1' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Delete photo 1' }))
    expect(server.called(`DELETE ${PATH}/images/${photo.id}`)).toHaveLength(0)
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }))
    await waitFor(() => expect(server.called(`DELETE ${PATH}/images/${photo.id}`)).toHaveLength(1))
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Photo 1' })).toBeNull())
  })
})

describe('staff product editor: sizes (decision 029)', () => {
  const twoSizes = () =>
    makeStaffProduct({
      variants: [
        makeStaffVariant(),
        makeStaffVariant({ id: 'var_roseoil02', position: 1, sku: 'ALP-00001-100ML', gtin: null, size_value: 100, price_cents: 4290, stock: 8 }),
      ],
    })

  it('edits price and stock per size, adds a size and removes one; the product form keeps to texts', async () => {
    signIn()
    const server = fakeServer({
      [`GET ${PATH}`]: { body: twoSizes() },
      [`PATCH ${PATH}`]: ({ body }) => ({ body: { ...twoSizes(), ...(body as object) } }),
      [`PATCH ${PATH}/variants/var_roseoil02`]: { body: twoSizes() },
      [`POST ${PATH}/variants`]: { status: 201, body: twoSizes() },
      [`DELETE ${PATH}/variants/var_roseoil02`]: { body: makeStaffProduct() },
    })
    open()
    const large = await screen.findByRole('form', { name: 'Size ALP-00001-100ML' }, { timeout: 4000 })
    // Several sizes: no product-wide price or stock.
    expect(screen.queryByLabelText('Price ($)')).toBeNull()
    expect(screen.getByText('This product comes in several sizes: set the price and stock of each size below.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }))
    await waitFor(() => expect(server.called(`PATCH ${PATH}`)).toHaveLength(1))
    expect(server.called(`PATCH ${PATH}`)[0]!.body).not.toHaveProperty('price_cents')

    fireEvent.change(within(large).getByLabelText('Size price ($)'), { target: { value: '39.90' } })
    fireEvent.change(within(large).getByLabelText('Units of this size'), { target: { value: '20' } })
    fireEvent.click(within(large).getByRole('button', { name: 'Save size' }))
    await waitFor(() => expect(server.called(`PATCH ${PATH}/variants/var_roseoil02`)).toHaveLength(1))
    expect(server.called(`PATCH ${PATH}/variants/var_roseoil02`)[0]!.body).toMatchObject({ sku: 'ALP-00001-100ML', gtin: null, price_cents: 3990, stock: 20, expected_stock: 8 })

    const add = screen.getByRole('form', { name: 'Add a size' })
    fireEvent.change(within(add).getByLabelText('SKU'), { target: { value: 'ALP-00001-250ML' } })
    fireEvent.change(within(add).getByLabelText('GTIN (EAN-13)'), { target: { value: '2000000000016' } })
    fireEvent.change(within(add).getByLabelText('Size'), { target: { value: '250' } })
    fireEvent.change(within(add).getByLabelText('Weight (g)'), { target: { value: '300' } })
    fireEvent.change(within(add).getByLabelText('Size price ($)'), { target: { value: '79' } })
    fireEvent.click(within(add).getByRole('button', { name: 'Add size' }))
    // A wrong check digit is caught before anything is sent.
    expect(await within(add).findByText('13 digits with a valid check digit')).toBeTruthy()
    expect(server.called(`POST ${PATH}/variants`)).toHaveLength(0)
    fireEvent.change(within(add).getByLabelText('GTIN (EAN-13)'), { target: { value: '2000000000015' } })
    fireEvent.click(within(add).getByRole('button', { name: 'Add size' }))
    await waitFor(() => expect(server.called(`POST ${PATH}/variants`)).toHaveLength(1))
    expect(server.called(`POST ${PATH}/variants`)[0]!.body).toEqual({
      sku: 'ALP-00001-250ML',
      gtin: '2000000000015',
      size_value: 250,
      size_unit: 'ml',
      label: null,
      weight_g: 300,
      price_cents: 7900,
      compare_at_cents: null,
      stock: 0,
      low_stock_threshold: 5,
      photo_id: null,
    })

    fireEvent.click(within(screen.getByRole('form', { name: 'Size ALP-00001-100ML' })).getByRole('button', { name: 'Remove ALP-00001-100ML' }))
    await waitFor(() => expect(server.called(`DELETE ${PATH}/variants/var_roseoil02`)).toHaveLength(1))
    // One size left: it cannot be removed, and the product form has its price again.
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Remove ALP/ })).toBeNull())
    expect(screen.getByLabelText('Price ($)')).toBeTruthy()
  })

  it('sets a size’s crown price by hand, lets a hand-set euro price follow USD again, and checks list prices first (decision 037)', async () => {
    signIn()
    const sizes = () =>
      makeStaffProduct({
        variants: [
          makeStaffVariant(),
          makeStaffVariant({ id: 'var_roseoil02', position: 1, sku: 'ALP-00001-100ML', gtin: null, size_value: 100, price_cents: 4290, price_eur_cents: 3995, compare_at_eur_cents: 4500, price_eur_manual: true, stock: 8 }),
        ],
      })
    const server = fakeServer({
      [`GET ${PATH}`]: { body: sizes() },
      [`PATCH ${PATH}/variants/var_roseoil01`]: { body: sizes() },
      [`PATCH ${PATH}/variants/var_roseoil02`]: { body: sizes() },
    })
    open()
    const small = await screen.findByRole('form', { name: 'Size ALP-00001-30ML' }, { timeout: 4000 })
    const large = screen.getByRole('form', { name: 'Size ALP-00001-100ML' })
    expect((within(small).getByLabelText('Price (Kč)') as HTMLInputElement).value).toBe('439.00')
    expect(within(small).getByTestId('list-state-CZK').textContent).toBe('Follows the USD price at the current exchange rate. Type a price to set it by hand.')
    expect(within(large).getByTestId('list-state-EUR').textContent).toBe('Set by hand: it stays when the USD price or the exchange rate changes.')

    // Checked before sending: a zero price, a compare-at price alone.
    fireEvent.change(within(small).getByLabelText('Price (Kč)'), { target: { value: '0' } })
    fireEvent.click(within(small).getByRole('button', { name: 'Save size' }))
    expect(await within(small).findByText('A price must be above zero')).toBeTruthy()
    fireEvent.change(within(small).getByLabelText('Price (Kč)'), { target: { value: '' } })
    fireEvent.change(within(small).getByLabelText('Compare-at price (Kč)'), { target: { value: '499' } })
    fireEvent.click(within(small).getByRole('button', { name: 'Save size' }))
    expect(await within(small).findByText('Type the price too, or leave both empty')).toBeTruthy()
    expect(server.called(`PATCH ${PATH}/variants/var_roseoil01`)).toHaveLength(0)

    // Any hundredths are taken; the unchanged euro list is not sent.
    fireEvent.change(within(small).getByLabelText('Price (Kč)'), { target: { value: '412,50' } })
    fireEvent.click(within(small).getByRole('button', { name: 'Save size' }))
    await waitFor(() => expect(server.called(`PATCH ${PATH}/variants/var_roseoil01`)).toHaveLength(1))
    const sent = server.called(`PATCH ${PATH}/variants/var_roseoil01`)[0]!.body as Record<string, unknown>
    expect(sent).toMatchObject({ price_czk_cents: 41250, compare_at_czk_cents: 49900 })
    expect(sent).not.toHaveProperty('price_eur_cents')
    expect(sent).not.toHaveProperty('fill_eur')

    fireEvent.click(within(large).getByRole('button', { name: 'Fill from USD' }))
    expect(within(large).getByTestId('list-state-EUR').textContent).toBe('Will follow the USD price again once saved.')
    fireEvent.click(within(large).getByRole('button', { name: 'Save size' }))
    await waitFor(() => expect(server.called(`PATCH ${PATH}/variants/var_roseoil02`)).toHaveLength(1))
    const filled = server.called(`PATCH ${PATH}/variants/var_roseoil02`)[0]!.body as Record<string, unknown>
    expect(filled).toMatchObject({ fill_eur: true })
    expect(filled).not.toHaveProperty('price_eur_cents')
    expect(filled).not.toHaveProperty('price_czk_cents')
  })

  it('sends a one-size product’s euro price from the product form', async () => {
    signIn()
    const server = fakeServer({
      [`GET ${PATH}`]: { body: makeStaffProduct() },
      [`PATCH ${PATH}`]: { body: makeStaffProduct() },
    })
    open()
    const form = await screen.findByRole('form', { name: 'Product details' }, { timeout: 4000 })
    fireEvent.change(within(form).getByLabelText('Price (€)'), { target: { value: '19.90' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }))
    await waitFor(() => expect(server.called(`PATCH ${PATH}`)).toHaveLength(1))
    expect(server.called(`PATCH ${PATH}`)[0]!.body).toMatchObject({ price_eur_cents: 1990, compare_at_eur_cents: null, price_cents: 1899 })
    expect(server.called(`PATCH ${PATH}`)[0]!.body).not.toHaveProperty('price_czk_cents')
  })
})
