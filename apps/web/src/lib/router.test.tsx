import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppRouter, Link, NavLink, Route, Switch, setPagePreloader, useLocation, useNavigate, useNavigationPending, useSearchParams } from './router'
import { resolveTo } from './router-paths'
import { useScrollRestoration } from './router-scroll'

describe('resolveTo', () => {
  const here = { pathname: '/category/skin-care/all', search: '?brand=a' }
  it('keeps the path for a query or fragment alone, and takes paths as they are', () => {
    expect(resolveTo('?page=2', here)).toBe('/category/skin-care/all?page=2')
    expect(resolveTo('#reviews', here)).toBe('/category/skin-care/all?brand=a#reviews')
    expect(resolveTo('/cart', here)).toBe('/cart')
    expect(resolveTo({ search: '' }, here)).toBe('/category/skin-care/all')
    expect(resolveTo({ pathname: '/search/x', search: 'page=3' }, here)).toBe('/search/x?page=3')
  })
})

function Where() {
  const { pathname, search, state } = useLocation()
  return <output data-testid="where">{`${pathname}${search} ${JSON.stringify(state)}`}</output>
}

function Pending() {
  return useNavigationPending() ? <p>next page on its way</p> : null
}

function ScrollToTop() {
  const { pathname, search } = useLocation()
  useScrollRestoration(pathname + search)
  return null
}

function Buttons() {
  const navigate = useNavigate()
  const [, setParams] = useSearchParams()
  return (
    <>
      <button type="button" onClick={() => navigate('/login', { state: { from: '/cart' } })}>
        sign in
      </button>
      <button type="button" onClick={() => setParams({ brand: 'b' }, { preventScrollReset: true })}>
        filter
      </button>
    </>
  )
}

/** In the browser's own history (jsdom's), as the app runs, under the language prefix `base`. */
function renderInBrowser(at: string, base = '') {
  window.history.replaceState(null, '', at)
  return render(
    <AppRouter base={base}>
      <nav>
        <Link to="/cart">Cart</Link>
        <NavLink to="/category/skin-care/all">Skin care</NavLink>
        <Link to="/">Home</Link>
      </nav>
      <Switch>
        <Route path="/login">
          <p>login page</p>
        </Route>
        <Route>
          <p>other page</p>
        </Route>
      </Switch>
      <Buttons />
      <Pending />
      <Where />
      <ScrollToTop />
    </AppRouter>,
  )
}

describe('the router in the browser', () => {
  let scrollTo: ReturnType<typeof vi.fn>
  beforeEach(() => {
    scrollTo = vi.fn()
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo
  })
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('makes links under the language prefix, and marks the current page', () => {
    renderInBrowser('/cz/category/skin-care/all', '/cz')
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cz/cart')
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/cz/')
    expect(screen.getByRole('link', { name: 'Skin care' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('aria-current')).toBeNull()
  })

  it('navigates inside the prefix with the history entry state, and a new page starts at the top', async () => {
    renderInBrowser('/cz/cart', '/cz')
    fireEvent.click(screen.getByRole('button', { name: 'sign in' }))
    await screen.findByText('login page')
    expect(window.location.pathname).toBe('/cz/login')
    expect(screen.getByTestId('where').textContent).toBe('/login {"from":"/cart"}')
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0)
  })

  it('keeps the scroll position for a query change that asks so, and returns to it going back', async () => {
    renderInBrowser('/category/skin-care/all')
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true })
    fireEvent.click(screen.getByRole('button', { name: 'filter' }))
    await waitFor(() => expect(window.location.search).toBe('?brand=b'))
    expect(scrollTo).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('link', { name: 'Cart' }))
    await waitFor(() => expect(window.location.pathname).toBe('/cart'))
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0)

    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
    await act(async () => {
      window.history.back()
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }))
    })
    await waitFor(() => expect(window.location.pathname).toBe('/category/skin-care/all'))
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 900))
  })
})

describe('a link to a page whose chunk is not here yet', () => {
  afterEach(() => {
    setPagePreloader(() => undefined)
    window.history.replaceState(null, '', '/')
  })

  it('keeps the current page, says the next one is on its way, and goes there once its chunk is in', async () => {
    let arrive = () => {}
    const asked: string[] = []
    setPagePreloader((path) => {
      asked.push(path)
      return new Promise<void>((resolve) => (arrive = resolve))
    })
    renderInBrowser('/cz/category/skin-care/all', '/cz')
    fireEvent.click(screen.getByRole('link', { name: 'Cart' }))
    expect(asked).toEqual(['/cart'])
    expect(await screen.findByText('next page on its way')).toBeTruthy()
    expect(window.location.pathname).toBe('/cz/category/skin-care/all')

    await act(async () => arrive())
    await waitFor(() => expect(window.location.pathname).toBe('/cz/cart'))
    expect(screen.queryByText('next page on its way')).toBeNull()
  })
})
