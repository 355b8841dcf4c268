import { PRODUCT_CSV_MESSAGES } from '@shop/domain'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderAt, signIn } from '../../features/admin/test-utils'
import { Component as ProductCsv } from './admin-product-csv'

const admin2 = import.meta.glob<{ csv: { message: Record<string, string> } }>('../../i18n/*/admin2.json', { import: 'default', eager: true })

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

/** An XMLHttpRequest the test drives: upload progress, then the server's answer. */
class FakeXhr {
  static last: FakeXhr | undefined
  upload: { onprogress?: (e: { loaded: number; total: number; lengthComputable: boolean }) => void; onload?: () => void } = {}
  onload?: () => void
  onerror?: () => void
  status = 0
  statusText = ''
  responseText = ''
  withCredentials = false
  headers: Record<string, string> = {}
  method = ''
  url = ''
  body: unknown
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v
  }
  send(body: unknown) {
    this.body = body
    FakeXhr.last = this
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    this.onload?.()
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  FakeXhr.last = undefined
})

async function chooseAndImport() {
  renderAt(<ProductCsv />, { pattern: '/admin/product-csv', url: '/admin/product-csv' })
  const input = await screen.findByLabelText('CSV file', {}, { timeout: 4000 })
  const file = new File(['sku,product_slug,price\nA-1,rose-oil,12.50\n'], 'products.csv', { type: 'text/csv' })
  fireEvent.change(input, { target: { files: [file] } })
  fireEvent.click(screen.getByRole('button', { name: 'Import' }))
  await waitFor(() => expect(FakeXhr.last).toBeDefined())
  const xhr = FakeXhr.last!
  return { xhr, file }
}

describe('products CSV page (decision 035)', () => {
  it('shows the upload progress, then the checking phase, then the rows imported', async () => {
    signIn()
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const { xhr, file } = await chooseAndImport()
    expect([xhr.method, xhr.url, xhr.headers['content-type'], xhr.headers.authorization]).toEqual(['POST', '/api/staff/products/import.csv', 'text/csv', 'Bearer tok_staff'])
    expect(xhr.body).toBe(file)
    act(() => xhr.upload.onprogress?.({ loaded: 21, total: 50, lengthComputable: true }))
    const bar = screen.getByRole('progressbar', { name: 'Import progress' })
    expect(bar.getAttribute('aria-valuenow')).toBe('42')
    expect(screen.getByText('Sending the file… 42 %')).toBeTruthy()
    act(() => xhr.upload.onload?.())
    expect(screen.getByText('Checking every row and saving…')).toBeTruthy()
    act(() => xhr.answer(200, { rows: 5, variants_updated: 3, variants_added: 1, variants_unchanged: 1, products_changed: 0 }))
    expect(await screen.findByText('5 rows imported.')).toBeTruthy()
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('lists every bad cell by line and column, in the page language, and says nothing was imported', async () => {
    signIn()
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const { xhr } = await chooseAndImport()
    act(() =>
      xhr.answer(400, {
        status: 400,
        code: 'validation_failed',
        reason: 'csv_rows_invalid',
        detail: 'Some rows are not valid: nothing was imported (2 problems on 2 lines)',
        errors: [
          { path: '3.price', message: PRODUCT_CSV_MESSAGES.notPrice },
          { path: '7.product_slug', message: PRODUCT_CSV_MESSAGES.productUnknown },
        ],
      }),
    )
    expect((await screen.findByRole('alert')).textContent).toBe('2 lines have a problem. Nothing was imported.')
    const rows = within(screen.getByRole('table', { name: 'Problems by line and column' })).getAllByRole('row').slice(1)
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['3', 'price', 'Write a price with a dot and at most two decimals, like 12.50'],
      ['7', 'product_slug', 'No product has this slug: create the product first'],
    ])
  })

  it('says a file over the limit is too large', async () => {
    signIn()
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const { xhr } = await chooseAndImport()
    act(() => xhr.answer(413, { status: 413, code: 'payload_too_large', reason: 'payload_too_large', detail: 'Request body is too large' }))
    expect((await screen.findByRole('alert')).textContent).toContain('larger than 16 MB')
  })

  it('has a text for every message the server may send about a cell, in all four languages', () => {
    expect(Object.keys(admin2)).toHaveLength(4)
    for (const [file, texts] of Object.entries(admin2)) {
      expect(Object.keys(texts.csv.message).sort(), file).toEqual(Object.keys(PRODUCT_CSV_MESSAGES).sort())
    }
  })
})
