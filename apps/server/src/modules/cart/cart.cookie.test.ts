import { describe, expect, it } from 'vitest'
import { cartCookie, hashCartToken, newCartToken, readCartCookie } from './cart.cookie'

describe('cart cookie', () => {
  it('issues 32 random bytes as base64url and stores only their SHA-256', () => {
    const a = newCartToken()
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(newCartToken()).not.toBe(a)
    expect(hashCartToken(a)).toMatch(/^[0-9a-f]{64}$/)
    expect(hashCartToken(a)).not.toContain(a)
  })

  it('finds the cart token among other cookies and ignores anything it did not issue', () => {
    const token = newCartToken()
    expect(readCartCookie(`theme=dark; cart=${token}; lang=cz`)).toEqual({ present: true, token })
    expect(readCartCookie(`mycart=${token}`)).toEqual({ present: false, token: null })
    expect(readCartCookie('cart=../../etc')).toEqual({ present: true, token: null })
    expect(readCartCookie(undefined)).toEqual({ present: false, token: null })
  })

  it('is httpOnly, SameSite=Lax, site-wide for 30 days, Secure over https, and clears with Max-Age=0', () => {
    expect(cartCookie('t', false)).toBe('cart=t; HttpOnly; SameSite=Lax; Path=/; Max-Age=2592000')
    expect(cartCookie('t', true)).toBe('cart=t; HttpOnly; SameSite=Lax; Path=/; Max-Age=2592000; Secure')
    expect(cartCookie(null, false)).toBe('cart=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0')
  })
})
