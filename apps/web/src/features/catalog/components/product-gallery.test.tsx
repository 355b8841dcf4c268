import { fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { ProductGallery } from './product-gallery'
import { loadCatalogTexts, renderWithRouter } from './test-utils'

const images = ['front', 'texture', 'ingredients'].map((v) => ({ url: `/img/${v}.svg`, alt: `Rose cream, ${v}` }))
const shown = () => screen.getAllByRole('img').find((i) => !i.hidden && i.getAttribute('alt') !== '')?.getAttribute('alt')

describe('ProductGallery', () => {
  beforeEach(() => loadCatalogTexts('en'))

  it('switches the large picture with the thumbnails', () => {
    renderWithRouter(<ProductGallery images={images} />)
    expect(shown()).toBe('Rose cream, front')
    fireEvent.click(screen.getByRole('tab', { name: 'Picture 3: Rose cream, ingredients' }))
    expect(shown()).toBe('Rose cream, ingredients')
  })

  it('moves between thumbnails with the arrow keys, Home and End, as one tab stop', () => {
    renderWithRouter(<ProductGallery images={images} />)
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1])
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' })
    expect(shown()).toBe('Rose cream, texture')
    expect(document.activeElement).toBe(tabs[1])
    fireEvent.keyDown(tabs[1]!, { key: 'End' })
    expect(shown()).toBe('Rose cream, ingredients')
    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' })
    expect(shown()).toBe('Rose cream, front')
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' })
    expect(shown()).toBe('Rose cream, ingredients')
    expect(screen.getAllByRole('tab').map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'false', 'true'])
  })
})
