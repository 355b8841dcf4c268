import { PRODUCT_IMAGE_VIEWS } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import type { ArtShape, BannerArt, ProductArt } from './media.types'
import { renderBannerSvg, renderProductSvg } from './media.render'
import { fitText, textWidth } from './media.svg'

const SHAPES: ArtShape[] = ['bottle', 'pump', 'dropper', 'spray', 'jar', 'tube', 'bar', 'tin', 'pouch', 'box']
const MOTIFS = ['leaves', 'drops', 'petals', 'waves', 'lotus'] as const

function product(over: Partial<ProductArt> = {}): ProductArt {
  return {
    id: 'prd_test0001',
    kind: 'single',
    name: 'Lavender Calm Shampoo',
    brand: 'Alpine Herbs',
    size_value: 250,
    size_unit: 'ml',
    inci: ['Aqua', 'Sodium Coco-Sulfate', 'Lavandula Angustifolia Oil', 'Glycerin', 'Linalool', 'Citric Acid'],
    style: { shape: 'bottle', color: '#b7a6d6', accent: '#4b3f72', content: '#efe6f7' },
    ...over,
  }
}

/** Tags open and close in order, attributes are quoted: what an image decoder needs to draw it. */
function expectWellFormed(svg: string) {
  const stack: string[] = []
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g
  let last = 0
  for (let m = tag.exec(svg); m; m = tag.exec(svg)) {
    expect(svg.slice(last, m.index), 'text between tags holds no markup').not.toMatch(/[<>]/)
    last = tag.lastIndex
    const [, closing, name, , selfClosing] = m
    if (closing) expect(stack.pop()).toBe(name)
    else if (!selfClosing) stack.push(name!)
  }
  expect(svg.slice(last)).toBe('')
  expect(stack).toEqual([])
}

function labelLines(svg: string): string[] {
  const label = /<text x="[\d.]+" text-anchor="middle" font-family="[^"]+" font-size="[\d.]+" fill="[^"]+">(.*?)<\/text>/.exec(svg)
  return [...(label?.[1] ?? '').matchAll(/<tspan[^>]*>(.*?)<\/tspan>/g)].map((m) => m[1]!)
}

describe('product pictures', () => {
  it.each(SHAPES.flatMap((shape) => PRODUCT_IMAGE_VIEWS.map((view) => [shape, view] as const)))('draws a %s package, %s view, as a self-contained 800×800 SVG', (shape, view) => {
    const svg = renderProductSvg(product({ style: { shape, color: '#d9c7a7', accent: '#55704b', content: '#f7f0e3' } }), view)
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="800" viewBox="0 0 800 800"/)
    expectWellFormed(svg)
    expect(/href|<image|<script|foreignObject|@import|url\((?!#)/.test(svg)).toBe(false)
    expect(svg.length).toBeLessThan(120_000)
  })

  it('prints the brand and the product name on the front label', () => {
    const svg = renderProductSvg(product(), 'front')
    expect(svg).toContain('ALPINE HERBS')
    expect(labelLines(svg).join(' ')).toBe('Lavender Calm Shampoo')
    expect(svg).toContain('250 ML')
    expect(svg).toContain('font-family="Georgia')
  })

  it('wraps a long name over at most three lines that fit the label', () => {
    const name = 'Intensive Overnight Regenerating Rosehip and Sea Buckthorn Face Cream for Very Dry and Mature Skin'
    const svg = renderProductSvg(product({ name, style: { shape: 'dropper', color: '#8a4b1c', accent: '#f3e3c3', content: '#f2b84b' } }), 'front')
    const lines = labelLines(svg)
    expect(lines.length).toBeGreaterThan(1)
    expect(lines.length).toBeLessThanOrEqual(3)
    expect(lines.at(-1)).toMatch(/…$/)
  })

  it('escapes every text it prints and ignores colours that are not #rrggbb', () => {
    const svg = renderProductSvg(product({
      name: '<script>alert("x")</script> & Co\u0007\u0000',
      brand: 'Brand"/><a href="http://evil">',
      inci: ['Aqua <b>', "O'Reilly & Sons Oil"],
      style: { shape: 'jar', color: 'red"/><script>', accent: 'url(http://evil)', content: '#zzzzzz' },
    }), 'front')
    expectWellFormed(svg)
    // The words may appear as text; no element or reference may come out of them.
    expect(/<script|<a[\s>]|\shref="|url\(http/.test(svg)).toBe(false)
    expect(svg).toContain('&lt;script&gt;')
    expect([...svg].some((ch) => ch.charCodeAt(0) < 0x09)).toBe(false)
    for (const view of PRODUCT_IMAGE_VIEWS) expectWellFormed(renderProductSvg(product({ inci: ['Aqua <b>', "O'Reilly & Sons Oil"] }), view))
  })

  it('draws the same product the same way every time, and different products differently', () => {
    expect(renderProductSvg(product(), 'front')).toBe(renderProductSvg(product(), 'front'))
    expect(renderProductSvg(product({ id: 'prd_other001' }), 'front')).not.toBe(renderProductSvg(product(), 'front'))
  })

  it('lists the first five INCI names on the ingredients card and counts the rest', () => {
    const inci = ['Aqua', 'Glycerin', 'Rosa Damascena Flower Water', 'Simmondsia Chinensis Seed Oil', 'Tocopherol', 'Citric Acid', 'Linalool']
    const svg = renderProductSvg(product({ inci }), 'ingredients')
    for (const name of inci.slice(0, 5)) expect(svg).toContain(`>${name}</text>`)
    expect(svg).not.toContain('>Citric Acid<')
    expect(svg).toContain('and 2 more')
  })

  it('shows the contents colour in the texture view', () => {
    const svg = renderProductSvg(product({ style: { shape: 'jar', color: '#ffffff', accent: '#4b3f72', content: '#c2185b' } }), 'texture')
    expect(svg).toContain('#c2185b')
  })

  it('labels a bundle as a set', () => {
    const svg = renderProductSvg(product({ kind: 'combo', size_value: 3, size_unit: 'pcs', style: { shape: 'box', color: '#2f4a3e', accent: '#c9a45c', content: '#f2e6cc' } }), 'front')
    expect(svg).toContain('SET OF 3')
  })
})

describe('banner pictures', () => {
  const banner = (motif: BannerArt['style']['motif']): BannerArt => ({
    id: 'bnr_test0001',
    title: 'Spring rituals',
    style: { shape: 'box', color: '#d9c7a7', accent: '#6f8a62', content: '#e9f3f5', motif },
  })

  it.each(MOTIFS)('draws the %s motif as a wide 1600×600 SVG without text', (motif) => {
    const svg = renderBannerSvg(banner(motif))
    expect(svg).toMatch(/width="1600" height="600" viewBox="0 0 1600 600"/)
    expectWellFormed(svg)
    expect(/<text|href|<image|<script/.test(svg)).toBe(false)
  })

  it('gives each motif its own composition', () => {
    expect(new Set(MOTIFS.map((m) => renderBannerSvg(banner(m)))).size).toBe(MOTIFS.length)
  })
})

describe('text fitting', () => {
  it('shrinks before it breaks a word, and keeps every line within the width', () => {
    const fit = fitText('Brightening Serum', { max: 34, min: 14, maxWidth: 150, maxLines: 3 })
    expect(fit.lines).toEqual(['Brightening', 'Serum'])
    for (const line of fit.lines) expect(textWidth(line, fit.size)).toBeLessThanOrEqual(150)
  })

  it('respects the height it is given', () => {
    const fit = fitText('Shea and Olive Rich Night Cream for Dry Skin', { max: 34, min: 12, maxWidth: 260, maxLines: 3, maxHeight: 60 })
    expect(fit.size + (fit.lines.length - 1) * fit.size * 1.16).toBeLessThanOrEqual(60)
  })
})
