import { bannerImageUrl, productImageUrl, PRODUCT_IMAGE_VIEWS } from '@shop/domain'
import Fastify, { type FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { registerErrorHandling } from '../../http/errors'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import type { ArtSource, BannerArt, ProductArt } from './media.types'
import { matchesEtag, mediaRoutes } from './media.routes'

const renders = vi.hoisted(() => ({ count: 0 }))
vi.mock('./media.render', async (importOriginal) => {
  const real = await importOriginal<typeof import('./media.render')>()
  return {
    ...real,
    renderProductSvg: (...args: Parameters<typeof real.renderProductSvg>) => {
      renders.count++
      return real.renderProductSvg(...args)
    },
  }
})

const PRODUCT_ID = 'prd_abcd1234efgh5678'
const BANNER_ID = 'bnr_abcd1234efgh5678'

function fakeCatalog() {
  const products = new Map<string, ProductArt>([[PRODUCT_ID, {
    id: PRODUCT_ID, kind: 'single', name: 'Rose Hydrating Toner', brand: 'Olivera', size_value: 200, size_unit: 'ml',
    inci: ['Aqua', 'Rosa Damascena Flower Water', 'Glycerin'], style: { shape: 'spray', color: '#f0cfd2', accent: '#9c4656', content: '#fbefe9' },
  }]])
  const banners = new Map<string, BannerArt>([[BANNER_ID, {
    id: BANNER_ID, title: 'Rituals', style: { shape: 'jar', color: '#d9c7a7', accent: '#6f8a62', content: '#eef3ea', motif: 'leaves' },
  }]])
  const source: ArtSource = {
    productArt: async (id) => products.get(id) ?? null,
    bannerArt: async (id) => banners.get(id) ?? null,
  }
  return { source, products }
}

describe('media routes', () => {
  let app: FastifyInstance
  let catalog: ReturnType<typeof fakeCatalog>

  beforeAll(async () => {
    catalog = fakeCatalog()
    app = Fastify()
    app.setValidatorCompiler(validatorCompiler)
    registerErrorHandling(app)
    await app.register(mediaRoutes, { catalog: catalog.source })
    await app.ready()
  })
  afterAll(async () => app.close())
  beforeEach(() => {
    renders.count = 0
  })

  it.each(PRODUCT_IMAGE_VIEWS)('answers the %s view as a cacheable SVG', async (view) => {
    const res = await app.inject(productImageUrl(PRODUCT_ID, view))
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
    expect(res.headers['cache-control']).toBe('public, max-age=86400')
    expect(res.headers.etag).toMatch(/^"[\w-]{10,}"$/)
    expect(res.body).toMatch(/^<svg [^>]*viewBox="0 0 800 800"/)
  })

  it('gives each view its own ETag and answers a matching If-None-Match with 304', async () => {
    const front = await app.inject(productImageUrl(PRODUCT_ID, 'front'))
    const texture = await app.inject(productImageUrl(PRODUCT_ID, 'texture'))
    expect(front.headers.etag).not.toBe(texture.headers.etag)
    const again = await app.inject({ url: productImageUrl(PRODUCT_ID, 'front'), headers: { 'if-none-match': `"other", ${front.headers.etag}` } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(front.headers.etag)
  })

  it('draws a picture once and serves repeats from memory', async () => {
    const art = catalog.products.get(PRODUCT_ID)!
    catalog.products.set(PRODUCT_ID, { ...art, size_value: 150 })
    try {
      const first = await app.inject(productImageUrl(PRODUCT_ID, 'ingredients'))
      const second = await app.inject(productImageUrl(PRODUCT_ID, 'ingredients'))
      expect(second.body).toBe(first.body)
      expect(renders.count).toBe(1)
    } finally {
      catalog.products.set(PRODUCT_ID, art)
    }
  })

  it('draws a new picture with a new ETag when the product changes', async () => {
    const before = await app.inject(productImageUrl(PRODUCT_ID, 'front'))
    const art = catalog.products.get(PRODUCT_ID)!
    catalog.products.set(PRODUCT_ID, { ...art, name: 'Rose Calming Toner' })
    try {
      const after = await app.inject({ url: productImageUrl(PRODUCT_ID, 'front'), headers: { 'if-none-match': before.headers.etag as string } })
      expect(after.statusCode).toBe(200)
      expect(after.headers.etag).not.toBe(before.headers.etag)
      expect(after.body).toContain('Rose Calming Toner')
    } finally {
      catalog.products.set(PRODUCT_ID, art)
    }
  })

  it('answers an unknown product or banner with a problem+json 404', async () => {
    for (const url of [productImageUrl('prd_unknown00000000', 'front'), bannerImageUrl('bnr_unknown00000000')]) {
      const res = await app.inject(url)
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
      expect(res.json()).toMatchObject({ code: 'not_found', status: 404 })
    }
  })

  it('rejects an unknown view or a malformed id with 400', async () => {
    const view = await app.inject(`/api/media/product/${PRODUCT_ID}/back.svg`)
    expect(view.statusCode).toBe(400)
    expect(view.json()).toMatchObject({ code: 'validation_failed' })
    expect(view.json().detail).toMatch(/front, texture, ingredients/)
    const id = await app.inject('/api/media/product/x<y>/front.svg')
    expect(id.statusCode).toBe(400)
  })

  it('answers a banner as a wide SVG', async () => {
    const res = await app.inject(bannerImageUrl(BANNER_ID))
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
    expect(res.body).toMatch(/viewBox="0 0 1600 600"/)
  })

  it('answers a product view as WebP at 400 and 800 pixels, drawn once per width', async () => {
    for (const w of [400, 800]) {
      const res = await app.inject(`/api/media/product/${PRODUCT_ID}/texture.webp?w=${w}`)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('image/webp')
      expect(res.headers['cache-control']).toBe('public, max-age=86400')
      expect(res.headers.etag).toMatch(new RegExp(`-${w}"$`))
      const size = await sharp(res.rawPayload).metadata()
      expect(size).toMatchObject({ format: 'webp', width: w, height: w })
      const again = await app.inject({ url: `/api/media/product/${PRODUCT_ID}/texture.webp?w=${w}`, headers: { 'if-none-match': res.headers.etag as string } })
      expect(again.statusCode).toBe(304)
    }
    // Without `w`, the widest.
    const widest = await app.inject(`/api/media/product/${PRODUCT_ID}/front.webp`)
    expect((await sharp(widest.rawPayload).metadata()).width).toBe(800)
  })

  it('converts a burst of requests for one picture once, and serves repeats from memory', async () => {
    const art = catalog.products.get(PRODUCT_ID)!
    catalog.products.set(PRODUCT_ID, { ...art, size_value: 125 })
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject(`/api/media/product/${PRODUCT_ID}/front.webp?w=400`)))
      expect(answers.every((a) => a.statusCode === 200 && a.rawPayload.equals(answers[0]!.rawPayload))).toBe(true)
      expect(renders.count).toBe(1)
    } finally {
      catalog.products.set(PRODUCT_ID, art)
    }
  })

  it('answers a banner as WebP at 800 and 1600 pixels', async () => {
    const res = await app.inject(`/api/media/banner/${BANNER_ID}.webp?w=800`)
    expect(res.statusCode).toBe(200)
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800, height: 300 })
  })

  it('refuses other widths with a 400 that names the allowed ones', async () => {
    for (const url of [`/api/media/product/${PRODUCT_ID}/front.webp?w=401`, `/api/media/banner/${BANNER_ID}.webp?w=400`, `/api/media/product/${PRODUCT_ID}/front.webp?w=abc`]) {
      const res = await app.inject(url)
      expect(res.statusCode, url).toBe(400)
      expect(res.json().detail).toMatch(/Width must be one of/)
    }
  })

  it('sends the front view to the staff photo when there is one, as the SVG route does', async () => {
    const art = catalog.products.get(PRODUCT_ID)!
    catalog.products.set(PRODUCT_ID, { ...art, photo: '/uploads/p/abc.jpg' })
    try {
      const res = await app.inject(`/api/media/product/${PRODUCT_ID}/front.webp?w=400`)
      expect(res.statusCode).toBe(302)
      expect(res.headers.location).toBe('/uploads/p/abc.jpg')
    } finally {
      catalog.products.set(PRODUCT_ID, art)
    }
  })

  it('understands weak and listed ETags', () => {
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true)
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true)
    expect(matchesEtag('*', '"abc"')).toBe(true)
    expect(matchesEtag('"abcd"', '"abc"')).toBe(false)
    expect(matchesEtag(undefined, '"abc"')).toBe(false)
  })
})

describe.each(testDialects())('media routes on the seeded catalog (%s)', (dialect) => {
  let ctx: TestContext

  beforeAll(async () => {
    ctx = await createTestContext(dialect)
  })
  afterAll(async () => ctx?.close())

  it('draws every view of a seeded product and bundle, and every banner', async () => {
    const single = await ctx.db.kysely.selectFrom('product').select('id').where('kind', '=', 'single').orderBy('id').executeTakeFirstOrThrow()
    const combo = await ctx.db.kysely.selectFrom('product').select('id').where('kind', '=', 'combo').orderBy('id').executeTakeFirstOrThrow()
    for (const id of [single.id, combo.id]) {
      for (const view of PRODUCT_IMAGE_VIEWS) {
        const res = await ctx.app.inject(productImageUrl(id, view))
        expect(res.statusCode, `${id} ${view}`).toBe(200)
        expect(res.body).toMatch(/^<svg /)
      }
    }
    const banners = await ctx.db.kysely.selectFrom('banner').select('id').execute()
    expect(banners.length).toBeGreaterThan(0)
    for (const { id } of banners) {
      const res = await ctx.app.inject(bannerImageUrl(id))
      expect(res.statusCode, id).toBe(200)
      expect(res.body).toMatch(/viewBox="0 0 1600 600"/)
    }
  })

  it('answers a product that does not exist with 404', async () => {
    const res = await ctx.app.inject(productImageUrl('prd_doesnotexist0000', 'front'))
    expect(res.statusCode).toBe(404)
  })
})
