import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BRAND, FACE, FACE_OILS, makeProductRow } from '../../features/admin/catalog/catalog-fixtures'
import { fakeServer, problem, renderAt, signIn } from '../../features/admin/test-utils'
import { Component as Brands } from './admin-brands'
import { Component as Categories } from './admin-categories'
import { Component as Products } from './admin-products'

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
})

function fillLanguages(label: string, texts: Record<string, string>) {
  for (const [language, text] of Object.entries(texts)) {
    fireEvent.click(screen.getByRole('tab', { name: new RegExp(language) }))
    fireEvent.change(screen.getByLabelText(label), { target: { value: text } })
  }
}

describe('staff products list', () => {
  it('searches through the address and links each product to its editor', async () => {
    signIn()
    const server = fakeServer({
      'GET /api/staff/products': ({ query }) => ({ body: { data: query.get('q') === 'rose' ? [makeProductRow({ stock: 3, compare_at_cents: 2500 })] : [], total: query.get('q') === 'rose' ? 1 : 0, page: 1, page_size: 25 } }),
    })
    const { router } = renderAt(<Products />, { pattern: '/admin/products', url: '/admin/products' })
    expect(await screen.findByText('No products match this search.', {}, { timeout: 4000 })).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Search products'), { target: { value: ' rose ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(router.location().search).toBe('?q=rose'))
    const links = await screen.findAllByRole('link', { name: 'Rose Face Oil' })
    expect(links[0]!.getAttribute('href')).toBe('/admin/products/prd_roseoil01')
    expect(screen.getByText('1 product')).toBeTruthy()
    expect(screen.getByText('3 in stock')).toBeTruthy()
    expect(server.called('GET /api/staff/products').at(-1)!.query.get('q')).toBe('rose')
  })
})

describe('staff categories', () => {
  it('shows subcategories under their category and creates a subcategory in four languages', async () => {
    signIn()
    const server = fakeServer({
      'GET /api/staff/categories': { body: { data: [FACE, FACE_OILS], total: 2, page: 1 } },
      'POST /api/staff/categories': ({ body }) => ({ status: 201, body: { ...FACE_OILS, id: 'sub_bbbbbbbbbbbbbbbb', ...(body as object) } }),
    })
    const { router } = renderAt(<Categories />, { pattern: '/admin/categories', url: '/admin/categories' })
    expect(await screen.findByRole('heading', { level: 2, name: 'Face' }, { timeout: 4000 })).toBeTruthy()
    expect(screen.getByText('Face oils')).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'Add subcategory to Face' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'New subcategory' })).toBeTruthy()
    expect(screen.getByText('Subcategory of Face')).toBeTruthy()

    fillLanguages('Name', { English: 'Face serums', Czech: 'Pleťová séra', Slovenian: 'Serumi za obraz', German: 'Gesichtsseren' })
    fireEvent.click(screen.getByRole('button', { name: 'Create' }))
    await waitFor(() => expect(server.called('POST /api/staff/categories')).toHaveLength(1))
    expect(server.called('POST /api/staff/categories')[0]!.body).toEqual({
      parent_id: FACE.id,
      name: { en: 'Face serums', cz: 'Pleťová séra', sl: 'Serumi za obraz', ge: 'Gesichtsseren' },
      description: { en: '', cz: '', sl: '', ge: '' },
    })
    await waitFor(() => expect(router.location().search).toBe(''))
  })

  it('a top-level category needs a description in every language; edits send PATCH without the parent', async () => {
    signIn()
    const server = fakeServer({
      'GET /api/staff/categories': { body: { data: [FACE, FACE_OILS], total: 2, page: 1 } },
      [`PATCH /api/staff/categories/${FACE.id}`]: { status: 409, body: problem(409, 'conflict', 'Another entry already uses this slug') },
    })
    renderAt(<Categories />, { pattern: '/admin/categories', url: `/admin/categories?edit=${FACE.id}` })
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Face' }, { timeout: 4000 })).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: /German/ }))
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: ' ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Please fill this in')).toBeTruthy()
    expect(server.called(`PATCH /api/staff/categories/${FACE.id}`)).toHaveLength(0)

    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Pflege fürs Gesicht.' } })
    fireEvent.change(screen.getByLabelText('Slug (in the address)'), { target: { value: 'face-care' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(server.called(`PATCH /api/staff/categories/${FACE.id}`)).toHaveLength(1))
    expect(server.called(`PATCH /api/staff/categories/${FACE.id}`)[0]!.body).toEqual({
      slug: 'face-care',
      position: 1,
      name: FACE.name,
      description: FACE.description,
    })
    expect(await screen.findByText('Another entry already uses this slug')).toBeTruthy()
  })
})

describe('staff brands', () => {
  it('creates a brand with its country, descriptions in four languages and its responsible person in the EU', async () => {
    signIn()
    const server = fakeServer({
      'GET /api/staff/brands': { body: { data: [BRAND], total: 1, page: 1 } },
      'POST /api/staff/brands': ({ body }) => ({ status: 201, body: { ...BRAND, id: 'brd_bbbbbbbbbbbbbbbb', ...(body as object) } }),
    })
    renderAt(<Brands />, { pattern: '/admin/brands', url: '/admin/brands' })
    expect(await screen.findByRole('heading', { level: 2, name: 'Alpska Roža' }, { timeout: 4000 })).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'New brand' }))
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Bylinná Zahrada' } })
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'cz' } })
    fillLanguages('Description', { English: 'Herbs from Moravia.', Czech: 'Byliny z Moravy.', Slovenian: 'Zelišča z Moravske.', German: 'Kräuter aus Mähren.' })
    // The responsible person is asked for: without it nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Create' }))
    expect(await screen.findByText('Please correct the marked fields.')).toBeTruthy()
    expect(screen.getAllByText('Please fill this in')).toHaveLength(2)
    expect(server.called('POST /api/staff/brands')).toHaveLength(0)
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Bylinná zahrada s.r.o.' } })
    fireEvent.change(screen.getByLabelText('Postal address'), { target: { value: 'Náměstí 1\n692 01 Mikulov\nCzech Republic' } })
    fireEvent.change(screen.getByLabelText('Email (optional)'), { target: { value: 'not an email' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create' }))
    expect(await screen.findByText('Please enter an email address such as safety@example.com')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Email (optional)'), { target: { value: 'bezpecnost@bylinna-zahrada.cz' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create' }))
    await waitFor(() => expect(server.called('POST /api/staff/brands')).toHaveLength(1))
    expect(server.called('POST /api/staff/brands')[0]!.body).toEqual({
      name: 'Bylinná Zahrada',
      country: 'CZ',
      description: { en: 'Herbs from Moravia.', cz: 'Byliny z Moravy.', sl: 'Zelišča z Moravske.', ge: 'Kräuter aus Mähren.' },
      responsible_name: 'Bylinná zahrada s.r.o.',
      responsible_address: 'Náměstí 1\n692 01 Mikulov\nCzech Republic',
      responsible_email: 'bezpecnost@bylinna-zahrada.cz',
    })
  })
})
