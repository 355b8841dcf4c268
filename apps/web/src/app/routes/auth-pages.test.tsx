import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, renderScreen } from '../../features/auth/test-utils'
import { Component as ChangePassword } from './change-password'
import { Component as Login } from './login'
import { Component as Signup } from './signup'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('account pages', () => {
  it('/signup has SPEC\'s parts: the form, Google and Facebook, and "already a member, sign in"', async () => {
    fakeServer({ 'GET /auth/social-config': { body: { google: null, facebook: null } } })
    renderScreen(<Signup />, { path: '/signup' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy()
    expect(await screen.findByRole('button', { name: /Google/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: /Facebook/ })).toBeTruthy()
    expect(screen.getByText('Already a member?')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login')
    expect(document.title).toMatch(/^Create your account · /)
  })

  it('/login links to signup and offers the social buttons', async () => {
    fakeServer({ 'GET /auth/social-config': { body: { google: null, facebook: null } } })
    renderScreen(<Login />, { path: '/login' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy()
    expect(await screen.findByRole('button', { name: /Google/ })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup')
  })

  it('/changepassword sends a guest to /login and back afterwards', async () => {
    fakeServer({})
    renderScreen(<ChangePassword />, { path: '/changepassword' })
    expect((await screen.findByTestId('path')).textContent).toBe('/login')
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({ from: '/changepassword' })
  })
})
