import { describe, expect, it } from 'vitest'
import { AUTH_MESSAGES, contactError, contactKind, LoginBodySchema, normaliseContact, normaliseEmail } from './auth'

describe('look-alike contacts', () => {
  it.each([
    ['ａｎａ@example.com', 'full-width letters'],
    ['ana＠ｅｘａｍｐｌｅ．ｃｏｍ', 'full-width @ and dot'],
    ['an\u200Ba@example.com', 'zero-width space'],
    ['a\u200Cn\u200Da@example.com', 'zero-width non-joiner and joiner'],
    ['an\u2060a@example.com', 'word joiner'],
    ['\uFEFFana@example.com', 'byte-order mark'],
    ['an\u00ADa@example.com', 'soft hyphen'],
    ['  ANA@Example.COM ', 'case and spaces'],
  ])('%j (%s) is ana@example.com', (input) => {
    expect(contactKind(input)).toBe('email')
    expect(contactError(input)).toBeNull()
    expect(normaliseEmail(input)).toBe('ana@example.com')
    expect(normaliseContact(input)).toBe('ana@example.com')
  })

  it('refuses what cannot be folded into one plain address, with SPEC\'s message', () => {
    for (const bad of ['an\u200Ea@example.com', 'ana@exa\u202Emple.com', 'an\u0007a@example.com']) {
      expect(contactKind(bad)).toBeNull()
      expect(contactError(bad)).toBe(AUTH_MESSAGES.emailInvalid)
      expect(LoginBodySchema.safeParse({ email: bad, password: 'x' }).success).toBe(false)
    }
  })

  it('folds full-width digits of a phone number', () => {
    expect(contactKind('＋４２０ ７７７ １２３ ４５６')).toBe('phone')
    expect(normaliseContact('＋４２０ ７７７ １２３ ４５６')).toBe('+420777123456')
  })
})
