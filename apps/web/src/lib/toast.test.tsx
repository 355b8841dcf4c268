import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Providers } from '../app/providers'
import { notify } from './toast'

describe('toasts', () => {
  // First in this file: no message has been shown yet in this module.
  it('mount the toast area with the first message, not with the page', async () => {
    const { unmount } = render(
      <Providers>
        <p>page</p>
      </Providers>,
    )
    // Well past the idle time that fetches the code (lib/deferred.ts whenIdle: 300 ms without requestIdleCallback).
    await new Promise((r) => setTimeout(r, 600))
    expect(document.querySelector('.Toastify')).toBeNull()
    act(() => {
      notify.info('Newsletter signed up successfully')
    })
    expect(await screen.findByText('Newsletter signed up successfully')).toBeTruthy()
    expect(document.querySelector('.Toastify')).toBeTruthy()
    unmount()
  })

  it('show one message at a time and never the same message twice', async () => {
    render(
      <Providers>
        <p>page</p>
      </Providers>,
    )
    act(() => {
      notify.success('Item added to wishlist successfully')
      notify.success('Item added to wishlist successfully')
      notify.error('Something went wrong')
      notify.error('Something went wrong')
    })

    expect(await screen.findByText('Item added to wishlist successfully')).toBeTruthy()
    // Give a duplicate or the second message every chance to render.
    await new Promise((r) => setTimeout(r, 100))
    expect(screen.getAllByText('Item added to wishlist successfully')).toHaveLength(1)
    expect(screen.queryByText('Something went wrong')).toBeNull()
    expect(document.querySelector('.Toastify__toast-container--bottom-center')).toBeTruthy()

    // react-toastify times its 2500 ms with CSS animations, which jsdom does not run: end them by hand.
    const first = screen.getByText('Item added to wishlist successfully').closest('.Toastify__toast')!
    const timer = first.querySelector('.Toastify__progress-bar')!
    expect(getComputedStyle(timer).animationDuration || (timer as HTMLElement).style.animationDuration).toBe('2500ms')
    fireEvent.animationEnd(timer)
    await waitFor(() => expect(first.className).toMatch(/exit/))
    fireEvent.animationEnd(first)
    // Then the waiting message takes its turn, once.
    await waitFor(() => expect(screen.getAllByText('Something went wrong')).toHaveLength(1), { timeout: 2000 })
    expect(screen.queryByText('Item added to wishlist successfully')).toBeNull()
  }, 8000)
})
