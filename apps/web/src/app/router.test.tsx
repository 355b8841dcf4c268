import { describe, expect, it } from 'vitest'
import { matchPath } from '../lib/router-paths'
import { notFoundPage, pageFor } from './router'

/** The page module a path lands on. */
const pageOf = (pathname: string) => pageFor(pathname).handle.module.replace(/^src\/app\/|\.tsx$/g, '')

describe('route table', () => {
  it('matches SPEC paths exactly, "&" included', () => {
    expect(pageOf('/')).toBe('routes/home')
    expect(pageOf('/privacy&policy')).toBe('routes/privacy-policy')
    expect(pageOf('/t&c')).toBe('routes/terms')
    expect(pageOf('/category/skin-care/sub_1')).toBe('routes/category')
    expect(pageOf('/search/rose%20oil')).toBe('routes/search')
    expect(pageOf('/productdetails/prd_abc123')).toBe('routes/product-details')
    expect(pageOf('/Verificationemail')).toBe('routes/verification-email')
    expect(pageOf('/twofactorauthenicationverifiaction')).toBe('routes/two-factor-verify')
    expect(pageOf('/oauth/google')).toBe('routes/oauth-callback')
  })

  it('matches the decoded path, as the address bar may encode it', () => {
    expect(pageOf('/privacy%26policy')).toBe('routes/privacy-policy')
    expect(pageOf('/t%26c')).toBe('routes/terms')
    expect(pageOf('/VERIFICATIONEMAIL')).toBe('routes/verification-email')
    expect(matchPath('/search/:text', '/search/rose%20%26%20oil%2Fwater')).toMatchObject({ text: 'rose & oil/water' })
  })

  it('sends the staff area, at any depth, to its one chunk', () => {
    for (const path of ['/admin', '/admin/orders', '/admin/orders/ord_1']) expect(pageOf(path)).toBe('admin/admin-app')
  })

  it('sends pages of later issues and unknown paths to "Not Found"', () => {
    for (const path of ['/privacy', '/tc', '/category/skin-care', '/productdetails/a/b', '/cz/cart']) expect(pageFor(path)).toBe(notFoundPage)
  })

  it('renders public pages on the server and pages behind a sign-in in the browser', () => {
    expect(pageFor('/cart').handle).toEqual({ module: 'src/app/routes/cart.tsx', ssr: true })
    expect(pageFor('/nowhere').handle.ssr).toBe(true)
    expect(pageFor('/wishlist').handle.ssr).toBe(false)
    expect(pageFor('/admin/orders').handle.ssr).toBe(false)
  })
})
