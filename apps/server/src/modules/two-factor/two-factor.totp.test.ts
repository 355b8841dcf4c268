import { describe, expect, it } from 'vitest'
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUrl, totpAt, totpStep } from './two-factor.totp'

// RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890".
const SEED = Buffer.from('12345678901234567890', 'ascii')
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
]

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('at T=%i the 8-digit SHA-1 code is %s', (t, code) => {
    expect(totpAt(SEED, t * 1000, 8)).toBe(code)
  })

  it.each(RFC_VECTORS)('at T=%i the 6-digit code is the last six digits of %s', (t, code) => {
    expect(totpAt(SEED, t * 1000)).toBe(code.slice(2))
  })

  it('HOTP matches RFC 4226 appendix D', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489']
    expect(expected.map((_, i) => hotp(SEED, i))).toEqual(expected)
  })

  it('base32 round-trips and matches RFC 4648', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI')
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar')
    expect(base32Decode('mzxw 6ytb oi').toString()).toBe('foobar')
    expect(() => base32Decode('not base32!')).toThrow()
  })

  it('accepts one step either side of now and nothing further', () => {
    const secret = base32Encode(SEED)
    const now = 1111111111 * 1000
    const step = totpStep(now)
    for (const d of [-1, 0, 1]) expect(matchTotp(secret, hotp(SEED, step + d), now)).toBe(step + d)
    for (const d of [-2, 2]) expect(matchTotp(secret, hotp(SEED, step + d), now)).toBeNull()
    expect(matchTotp(secret, '12345', now)).toBeNull()
    expect(matchTotp(secret, 'abcdef', now)).toBeNull()
  })

  it('builds the Key URI an authenticator app reads', () => {
    const url = otpauthUrl({ secret: 'JBSWY3DPEHPK3PXP', account: 'ana@example.com', issuer: 'Lumen & Leaf' })
    expect(url).toBe('otpauth://totp/Lumen%20%26%20Leaf:ana%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Lumen%20%26%20Leaf&algorithm=SHA1&digits=6&period=30')
  })
})
