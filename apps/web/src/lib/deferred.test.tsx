import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useDeferredMenu } from './deferred'

describe('useDeferredMenu', () => {
  it('takes a mouse press on the placeholder as the wish to open, even if the click never lands', async () => {
    const load = vi.fn(() => new Promise<{ ok: true }>(() => {}))
    const { result } = renderHook(() => useDeferredMenu(load, { idle: false }))
    expect(result.current.openOnArrival).toBe(false)
    act(() => result.current.placeholderProps.onPointerDown({ pointerType: 'mouse' }))
    expect(result.current.openOnArrival).toBe(true)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('leaves a touch that may be a scroll alone until it becomes a click', () => {
    const load = vi.fn(() => new Promise<{ ok: true }>(() => {}))
    const { result } = renderHook(() => useDeferredMenu(load, { idle: false }))
    act(() => result.current.placeholderProps.onPointerDown({ pointerType: 'touch' }))
    expect(result.current.openOnArrival).toBe(false)
    act(() => result.current.placeholderProps.onClick())
    expect(result.current.openOnArrival).toBe(true)
  })

  it('fetches the code when the page is idle, but keeps the placeholder until the shopper reaches for the menu', async () => {
    vi.useFakeTimers()
    try {
      const menu = { ok: true }
      const load = vi.fn(() => Promise.resolve(menu))
      const { result } = renderHook(() => useDeferredMenu(load))
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2500)
      })
      expect(load).toHaveBeenCalledTimes(1)
      expect(result.current.mod).toBeUndefined()
      await act(async () => {
        result.current.placeholderProps.onPointerEnter()
        await Promise.resolve()
      })
      expect(result.current.mod).toBe(menu)
      expect(result.current.openOnArrival).toBe(false)
      expect(load).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })
})
