import jsQR from 'jsqr'
import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { amountText, creditorReference, EPC_MAX_BYTES, epcPayload, isCreditorReference, qrSvg, spaydPayload, type TransferOrder } from './bank-transfers.qr'

const CZ: TransferOrder = { iban: 'CZ65 0800 0000 1920 0014 5399', bic: '', beneficiary: 'Lumen & Leaf s.r.o.', amount_cents: 86700, variable_symbol: '4711002233', message: 'NL-ABCD2345' }
const DE: TransferOrder = { ...CZ, iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', amount_cents: 12345 }

/** Reads a QR code back: the module matrix drawn as pixels (4 per module, a white border) and decoded by jsQR. */
function decode(payload: string): string | null {
  const qr = QRCode.create([{ data: Buffer.from(payload, 'utf8'), mode: 'byte' }], { errorCorrectionLevel: 'M' })
  const n = qr.modules.size
  const scale = 4
  const border = 4 * scale
  const side = n * scale + 2 * border
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255)
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      if (!qr.modules.get(y, x)) continue
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const i = ((border + y * scale + dy) * side + border + x * scale + dx) * 4
          pixels[i] = pixels[i + 1] = pixels[i + 2] = 0
        }
    }
  return jsQR(pixels, side, side)?.data ?? null
}

describe('amounts as both schemes write them', () => {
  it('has a dot and two decimals, and refuses nothing to pay', () => {
    expect(amountText(86700)).toBe('867.00')
    expect(amountText(5)).toBe('0.05')
    expect(amountText(123456)).toBe('1234.56')
    expect(() => amountText(0)).toThrow()
    expect(() => amountText(1.5)).toThrow()
  })
})

describe('SPAYD ("QR Platba")', () => {
  it('lists the fields in order: header, account, amount, currency, variable symbol, message', () => {
    expect(spaydPayload(CZ)).toBe('SPD*1.0*ACC:CZ6508000000192000145399*AM:867.00*CC:CZK*X-VS:4711002233*MSG:NL-ABCD2345')
  })

  it('adds the BIC to the account with a plus, takes accents off, escapes the separator and keeps MSG to 60 characters', () => {
    const p = spaydPayload({ ...CZ, bic: 'KOMBCZPP', message: `Čistá pleť * ${'x'.repeat(80)}` })
    expect(p).toContain('ACC:CZ6508000000192000145399+KOMBCZPP*')
    const msg = p.split('*MSG:')[1]!
    expect(msg.startsWith('CISTA PLET %2A XXX')).toBe(true)
    expect(msg.length).toBeLessThanOrEqual(60)
    expect(p).toMatch(/^[\x20-\x7e]+$/)
  })

  it('refuses what the spec does not allow: a variable symbol over 10 digits, an amount over 10 characters, a non-IBAN', () => {
    expect(() => spaydPayload({ ...CZ, variable_symbol: '12345678901' })).toThrow()
    expect(() => spaydPayload({ ...CZ, variable_symbol: '12A' })).toThrow()
    expect(() => spaydPayload({ ...CZ, amount_cents: 100_000_000_000 })).toThrow()
    expect(() => spaydPayload({ ...CZ, iban: '19-2000145399/0800' })).toThrow()
  })

  it('is what the QR code reads back', async () => {
    expect(decode(spaydPayload(CZ))).toBe(spaydPayload(CZ))
    expect(await qrSvg(spaydPayload(CZ))).toMatch(/^<svg[^>]*viewBox/)
  })
})

describe('ISO 11649 creditor reference', () => {
  it('computes the check digits of the standard example and checks them', () => {
    // ISO 11649's own example: RF18 5390 0754 7034
    expect(creditorReference('539007547034')).toBe('RF18539007547034')
    expect(isCreditorReference('RF18 5390 0754 7034')).toBe(true)
    expect(isCreditorReference('RF19539007547034')).toBe(false)
  })
})

describe('EPC QR ("GiroCode")', () => {
  it('has the eleven lines of version 002 in order, the reference structured and no text beside it', () => {
    expect(epcPayload(DE).split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'COBADEFFXXX',
      'Lumen & Leaf s.r.o.',
      'DE89370400440532013000',
      'EUR123.45',
      '',
      creditorReference('4711002233'),
    ])
  })

  it('leaves the BIC line empty when none is known, cuts the name to 70 characters and keeps UTF-8 names', () => {
    const lines = epcPayload({ ...DE, bic: '', beneficiary: `Čistá pleť ${'x'.repeat(100)}` }).split('\n')
    expect(lines[4]).toBe('')
    expect(lines[5]!.length).toBe(70)
    expect(lines[5]!.startsWith('Čistá pleť')).toBe(true)
  })

  it('refuses a malformed BIC and stays within 331 bytes', () => {
    expect(() => epcPayload({ ...DE, bic: 'COBA' })).toThrow()
    expect(Buffer.byteLength(epcPayload({ ...DE, beneficiary: 'ž'.repeat(70) }))).toBeLessThanOrEqual(EPC_MAX_BYTES)
  })

  it('is what the QR code reads back', () => {
    expect(decode(epcPayload(DE))).toBe(epcPayload(DE))
  })
})
