import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, problem } from '../test/fake-server'
import { api, ApiError } from './api-client'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('api client and the stored sign-in', () => {
  it('sends no Authorization header when signed out', async () => {
    const server = fakeServer({ 'GET /api/x': { body: { ok: true } } })
    await api.get('/api/x')
    expect(server.calls[0]!.headers.has('authorization')).toBe(false)
  })

  it('sends the stored Token as a bearer header on every method', async () => {
    localStorage.setItem('Token', 'tok_123')
    localStorage.setItem('Username', 'Ada')
    const server = fakeServer({ 'GET /api/x': { body: {} }, 'POST /api/x': { body: {} }, 'PATCH /api/x': { body: {} }, 'DELETE /api/x': { body: {} } })
    await api.get('/api/x')
    await api.post('/api/x', { a: 1 })
    await api.patch('/api/x', { a: 1 })
    await api.delete('/api/x', { a: 1 })
    expect(server.calls.map((c) => c.headers.get('authorization'))).toEqual(Array(4).fill('Bearer tok_123'))
    expect(server.calls[1]!.headers.get('content-type')).toBe('application/json')
  })

  it('a 401 to a request that carried the token clears the stored sign-in', async () => {
    localStorage.setItem('Token', 'tok_old')
    localStorage.setItem('Username', 'Ada')
    fakeServer({ 'GET /auth/me': { status: 401, body: problem(401, 'unauthorized', 'This sign-in has expired, please sign in again') } })
    const err = await api.get('/auth/me').catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect((err as ApiError).status).toBe(401)
    expect((err as ApiError).code).toBe('unauthorized')
    expect(localStorage.getItem('Token')).toBeNull()
    expect(localStorage.getItem('Username')).toBeNull()
  })

  it('other failures keep the sign-in', async () => {
    localStorage.setItem('Token', 'tok_ok')
    fakeServer({
      'POST /auth/change-password': { status: 400, body: problem(400, 'validation_failed', 'Current password is not correct') },
      'GET /api/x': { status: 403, body: problem(403, 'forbidden', 'Not allowed') },
    })
    await api.post('/auth/change-password', {}).catch(() => {})
    await api.get('/api/x').catch(() => {})
    expect(localStorage.getItem('Token')).toBe('tok_ok')
  })

  it('a 401 without a token (a wrong password at login) touches nothing', async () => {
    const server = fakeServer({ 'POST /auth/login': { status: 401, body: problem(401, 'unauthorized', 'Invalid email/phone or password') } })
    const err = (await api.post('/auth/login', {}).catch((e: unknown) => e)) as ApiError
    expect(err.message).toBe('Invalid email/phone or password')
    expect(err.problem?.error).toBe('Invalid email/phone or password')
    expect(server.calls[0]!.headers.has('authorization')).toBe(false)
  })

  it('a late 401 for an old token does not sign out a newer sign-in', async () => {
    localStorage.setItem('Token', 'tok_old')
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await gate
        return new Response(JSON.stringify(problem(401, 'unauthorized', 'expired')), { status: 401 })
      }),
    )
    const pending = api.get('/auth/me').catch(() => {})
    localStorage.setItem('Token', 'tok_new') // signed in again in the meantime
    release()
    await pending
    expect(localStorage.getItem('Token')).toBe('tok_new')
  })
})
