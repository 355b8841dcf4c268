import { describe, expect, it } from 'vitest'
import { fieldErrors } from './field-errors'

describe('fieldErrors', () => {
  it("keeps each form field's first message, from the schema's paths or the server's", () => {
    const issues = [
      { path: ['rating'], message: 'Please choose a rating' },
      { path: 'body.title', message: 'The title is too long' },
      { path: 'title', message: 'A second title message' },
      { path: 'product_id', message: 'Not a field of this form' },
    ]
    expect(fieldErrors(issues, ['rating', 'title', 'body'])).toEqual({ rating: 'Please choose a rating', title: 'The title is too long' })
  })
})
