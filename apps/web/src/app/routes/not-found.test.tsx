import { render, screen } from '@testing-library/react'
import { testRouter } from '../../test/render-routes'
import { describe, expect, it } from 'vitest'
import { PageStatusContext } from '../page-status'
import { Component as NotFound } from './not-found'

describe('not found page', () => {
  it('says "Not Found", links back home and asks the server for a 404', async () => {
    const statuses: number[] = []
    const router = testRouter([{ path: '*', Component: NotFound }], '/no/such/page')
    render(
      <PageStatusContext value={(s) => statuses.push(s)}>
        {router.element}
      </PageStatusContext>,
    )

    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to the homepage' }).getAttribute('href')).toBe('/')
    expect(document.title).toBe('Not Found · Lumen & Leaf')
    // The server's renderer answers with it.
    expect(new Set(statuses)).toEqual(new Set([404]))
  })
})
