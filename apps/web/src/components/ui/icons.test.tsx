import { render } from '@testing-library/react'
import type { ComponentType, SVGProps } from 'react'
import { describe, expect, it } from 'vitest'
import * as icons from './icons'
import sprite from './icons.svg?raw'
import { StarRatingInput, Stars } from './star-rating'

const symbols = [...sprite.matchAll(/<symbol id="([\w-]+)"/g)].map((m) => m[1])

describe('the icon sprite', () => {
  it('has a symbol for every icon name, and no other', () => {
    expect([...symbols].sort()).toEqual([...icons.ICON_NAMES].sort())
  })

  it('gives the line icons their style in currentColor, and keeps the fills of heart and stars to the page', () => {
    const attrs = (id: string) => new RegExp(`<symbol id="${id}"([^>]*)>`).exec(sprite)![1]!
    for (const id of icons.ICON_NAMES.filter((n) => !['heart', 'star', 'star-row'].includes(n))) {
      expect(attrs(id), id).toContain('fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"')
    }
    expect(attrs('heart')).toContain('stroke="currentColor"')
    for (const id of ['heart', 'star', 'star-row']) expect(attrs(id), id).not.toContain('fill=')
  })

  it('draws every line icon from its symbol, at the asked size, decorative, in currentColor', () => {
    const components = Object.entries(icons).filter(([name]) => name.endsWith('Icon')) as Array<[string, ComponentType<SVGProps<SVGSVGElement> & { size?: number }>]>
    expect(components.length).toBe(25)
    for (const [name, Icon] of components) {
      const { container, unmount } = render(<Icon size={18} className="x" />)
      const svg = container.querySelector('svg')!
      const id = name.replace(/Icon$/, '').replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()
      expect(svg.querySelector('use')!.getAttribute('href'), name).toBe(`${icons.ICON_SPRITE}#${id}`)
      expect([svg.getAttribute('width'), svg.getAttribute('aria-hidden'), svg.getAttribute('class')]).toEqual(['18', 'true', 'x'])
      // No drawing of its own: the HTML carries one <use> per icon.
      expect(svg.querySelectorAll('path, circle').length).toBe(0)
      unmount()
    }
  })

  it('keeps partial stars: the filled row is clipped to the average, the picture named once', () => {
    const { container, getByRole } = render(<Stars value={3.5} label="3.5 out of 5 stars" />)
    expect(getByRole('img', { name: '3.5 out of 5 stars' })).toBeTruthy()
    const [grey, filled] = [...container.querySelectorAll('use')]
    expect(grey!.getAttribute('href')).toBe(`${icons.ICON_SPRITE}#star-row`)
    expect(filled!.closest('svg')!.getAttribute('width')).toBe('84')
    expect(filled!.getAttribute('width')).toBe('120')
    expect(filled!.getAttribute('fill')).toBe('var(--color-olive-500)')
  })

  it('draws the rating choice from the star symbol', () => {
    const { container } = render(<StarRatingInput legend="Rating" value={2} onChange={() => {}} optionLabel={(n) => `${n} stars`} />)
    const stars = [...container.querySelectorAll('use')]
    expect(stars.map((u) => u.getAttribute('href'))).toEqual(Array(5).fill(`${icons.ICON_SPRITE}#star`))
    expect(stars.map((u) => u.getAttribute('class'))).toEqual(['fill-olive-500', 'fill-olive-500', 'fill-ink-200', 'fill-ink-200', 'fill-ink-200'])
  })
})
