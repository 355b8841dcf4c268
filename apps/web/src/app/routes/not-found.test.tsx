import { render, screen } from '@testing-library/react'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { Component as NotFound } from './not-found'

describe('not found page', () => {
  it('says "Not Found" and links back home', async () => {
    const router = createMemoryRouter([{ path: '*', Component: NotFound }], { initialEntries: ['/no/such/page'] })
    render(<RouterProvider router={router} />)

    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to the homepage' }).getAttribute('href')).toBe('/')
    expect(document.title).toBe('Not Found · Lumen & Leaf')
  })
})
