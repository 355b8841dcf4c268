import type { BankTransfer } from '@shop/domain'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '../../../test/render-routes'
import { TransferCard } from './transfer-instructions'

const TRANSFER: BankTransfer = {
  order_id: 'ord_aaaaaaaaaaaaaaaa',
  order_number: 'NL-ABCD2345',
  status: 'awaiting',
  amount_cents: 86700,
  currency: 'CZK',
  iban: 'CZ6508000000192000145399',
  bic: '',
  beneficiary: 'Lumen & Leaf s.r.o.',
  variable_symbol: '4711002233',
  due_date: '2026-12-05',
  paid_at: null,
  qr: { scheme: 'spayd', payload: 'SPD*1.0*ACC:CZ6508000000192000145399*AM:867.00*CC:CZK*X-VS:4711002233*MSG:NL-ABCD2345', svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' },
}

describe('the bank transfer instructions', () => {
  it('shows the account in groups, the amount, the variable symbol, the due date and the QR code with its payload', async () => {
    renderRoutes([{ path: '/', element: <TransferCard transfer={TRANSFER} /> }], '/')
    await screen.findByRole('heading', { name: 'Pay by bank transfer' })
    expect(screen.getByText('CZ65 0800 0000 1920 0014 5399')).toBeTruthy()
    expect(screen.getByText('Variable symbol')).toBeTruthy()
    expect(screen.getByText('4711002233')).toBeTruthy()
    const qr = screen.getByRole('img', { name: 'QR code with the payment details (QR Platba)' })
    expect(qr.getAttribute('data-payload')).toBe(TRANSFER.qr.payload)
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
  })

  it('names the RF reference for a euro transfer, and shows no code once paid', async () => {
    const epc = { ...TRANSFER, currency: 'EUR' as const, qr: { ...TRANSFER.qr, scheme: 'epc' as const, payload: 'BCD\n002\n1\nSCT\n\nLumen\nDE89370400440532013000\nEUR867.00\n\nRF724711002233' } }
    renderRoutes([{ path: '/', element: <TransferCard transfer={{ ...epc, status: 'paid', paid_at: '2026-12-01T10:00:00Z' }} /> }], '/')
    await screen.findByRole('heading', { name: 'Bank transfer received' })
    expect(screen.getByText('Reference')).toBeTruthy()
    expect(screen.getByText('RF724711002233')).toBeTruthy()
    expect(screen.queryByRole('img')).toBeNull()
  })
})
