import type { Banner } from '@shop/domain'
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HERO_INTERVAL_MS, HeroCarousel } from './hero-carousel'
import { loadCatalogTexts, renderWithRouter } from './test-utils'

const banners: Banner[] = ['Serums', 'Oils', 'Gifts'].map((title, i) => ({
  id: `ban_${i}`,
  title,
  subtitle: `${title} subtitle`,
  cta: `Shop ${title}`,
  href: `/search/${title.toLowerCase()}`,
  image: `/api/media/banner/ban_${i}.svg`,
}))

/** The slide a shopper sees: the one not hidden from assistive technology. */
const visibleTitle = () => screen.getByRole('heading', { level: 2 }).textContent

describe('HeroCarousel', () => {
  beforeEach(async () => {
    await loadCatalogTexts('en')
    vi.useFakeTimers()
  })
  afterEach(() => vi.useRealTimers())

  it('shows one slide with its call to action, and moves with the controls', () => {
    renderWithRouter(<HeroCarousel banners={banners} />)
    expect(visibleTitle()).toBe('Serums')
    expect(screen.getByRole('link', { name: 'Shop Serums' }).getAttribute('href')).toBe('/search/serums')
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(visibleTitle()).toBe('Oils')
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    expect(visibleTitle()).toBe('Gifts')
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2: Oils' }))
    expect(visibleTitle()).toBe('Oils')
    expect(screen.getByRole('button', { name: 'Show slide 2: Oils' }).getAttribute('aria-current')).toBe('true')
  })

  it('turns by itself, but not while hovered or after pause', () => {
    renderWithRouter(<HeroCarousel banners={banners} />)
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS))
    expect(visibleTitle()).toBe('Oils')

    const region = screen.getByRole('region', { name: 'Highlights' })
    fireEvent.mouseEnter(region)
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS * 3))
    expect(visibleTitle()).toBe('Oils')
    fireEvent.mouseLeave(region)

    fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' }))
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS * 3))
    expect(visibleTitle()).toBe('Oils')
    expect(screen.getByRole('button', { name: 'Play the slideshow' })).toBeTruthy()
  })

  it('stops turning while the keyboard is inside it', () => {
    renderWithRouter(<HeroCarousel banners={banners} />)
    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }))
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS * 2))
    expect(visibleTitle()).toBe('Serums')
  })

  it('gives the pictures fixed dimensions and loads only the first eagerly', () => {
    const { container } = renderWithRouter(<HeroCarousel banners={banners} />)
    const imgs = [...container.querySelectorAll('img')]
    expect(imgs.map((i) => i.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy'])
    expect(imgs.every((i) => i.getAttribute('width') && i.getAttribute('height'))).toBe(true)
  })
})
