import { matchRoutes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { routes } from './router'

/** The route id of the page a path lands on (its path pattern, or "index"). */
function pageOf(pathname: string): string | undefined {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route
  return leaf?.index ? 'index' : leaf?.path
}

describe('route table', () => {
  it('matches SPEC paths exactly, "&" included', () => {
    expect(pageOf('/')).toBe('index')
    expect(pageOf('/privacy&policy')).toBe('privacy&policy')
    expect(pageOf('/t&c')).toBe('t&c')
    expect(pageOf('/category/skin-care/sub_1')).toBe('category/:categoryName/:subCategoryId')
    expect(pageOf('/search/rose%20oil')).toBe('search/:text')
    expect(pageOf('/productdetails/prd_abc123')).toBe('productdetails/:id')
  })

  it('sends pages of later issues and unknown paths to "Not Found"', () => {
    for (const path of ['/privacy', '/tc', '/category/skin-care']) expect(pageOf(path)).toBe('*')
  })
})
