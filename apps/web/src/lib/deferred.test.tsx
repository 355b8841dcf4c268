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
})
