import { BANNER_RASTER_WIDTHS, NotFound, PRODUCT_IMAGE_VIEWS, PRODUCT_RASTER_WIDTHS } from '@shop/domain'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { createHash } from 'node:crypto'
import { z } from 'zod'
import type { ArtSource } from './media.types'
import { BANNER_WIDTH } from './media.banner'
import { RENDER_VERSION, renderBannerSvg, renderProductSvg } from './media.render'
import { PRODUCT_SIZE } from './media.scene'

const ProductMediaParamsSchema = z.object({
  id: z.string().regex(/^prd_[A-Za-z0-9]{4,40}$/, 'Product id is not valid'),
  view: z.enum(PRODUCT_IMAGE_VIEWS, { error: () => `Unknown view; use one of ${PRODUCT_IMAGE_VIEWS.join(', ')}` }),
})
const BannerMediaParamsSchema = z.object({
  id: z.string().regex(/^bnr_[A-Za-z0-9]{4,40}$/, 'Banner id is not valid'),
})
function widthQuery(widths: readonly number[]) {
  const allowed = widths.map(String) as [string, ...string[]]
  return z.object({
    w: z.enum(allowed, { error: () => `Width must be one of ${allowed.join(', ')}` }).default(allowed.at(-1)!).transform(Number),
  })
}
const ProductRasterQuerySchema = widthQuery(PRODUCT_RASTER_WIDTHS)
const BannerRasterQuerySchema = widthQuery(BANNER_RASTER_WIDTHS)

const tags = ['media']
/** Rendered pictures kept in memory; about 15 KB each, so a few megabytes at most. */
const CACHE_ENTRIES = 400
/** WebP versions kept in memory: 5–15 KB each (400 px and 800 px), about 10 MB at most. */
const RASTER_ENTRIES = 800

/**
 * Drawn product and banner pictures. The art comes from the catalog on every request (its own
 * cache makes that cheap); the ETag is a hash of that art and the renderer version, so a changed
 * product gets a new picture and an unchanged one costs a 304 or an LRU hit, never a redraw.
 */
export const mediaRoutes: FastifyPluginAsync<{ catalog: ArtSource }> = async (fastify, { catalog }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const rendered = new Lru<string>(CACHE_ENTRIES)
  const rasters = new Lru<Buffer>(RASTER_ENTRIES)
  /** Rasterisations under way, so that a burst of requests for one picture converts it once. */
  const rasterising = new Map<string, Promise<Buffer>>()

  const fingerprintOf = (fingerprint: unknown) => createHash('sha1').update(JSON.stringify([RENDER_VERSION, fingerprint])).digest('base64url').slice(0, 22)

  function svgFor(hash: string, render: () => string): string {
    let svg = rendered.get(hash)
    if (svg === undefined) {
      svg = render()
      rendered.set(hash, svg)
    }
    return svg
  }

  function sendSvg(req: FastifyRequest, reply: FastifyReply, fingerprint: unknown, render: () => string) {
    const hash = fingerprintOf(fingerprint)
    const etag = `"${hash}"`
    reply.header('cache-control', 'public, max-age=86400').header('etag', etag)
    if (matchesEtag(req.headers['if-none-match'], etag)) return reply.status(304).send()
    return reply.type('image/svg+xml; charset=utf-8').send(svgFor(hash, render))
  }

  /**
   * The same picture as WebP, `width` pixels wide (decision 017): drawn as SVG, then rasterised by
   * sharp (libvips, off the event loop). Where sharp cannot load, the browser is sent to the SVG.
   */
  async function sendWebp(req: FastifyRequest, reply: FastifyReply, fingerprint: unknown, width: number, viewBoxWidth: number, svgUrl: string, render: () => string) {
    const hash = fingerprintOf(fingerprint)
    const etag = `"${hash}-${width}"`
    const rasterise = await loadRasteriser()
    if (!rasterise) return reply.header('cache-control', 'no-cache').redirect(svgUrl, 302)
    reply.header('cache-control', 'public, max-age=86400').header('etag', etag)
    if (matchesEtag(req.headers['if-none-match'], etag)) return reply.status(304).send()
    const key = `${hash}:${width}`
    let webp = rasters.get(key)
    if (webp === undefined) {
      let pending = rasterising.get(key)
      if (!pending) {
        pending = rasterise(svgFor(hash, render), width, viewBoxWidth).finally(() => rasterising.delete(key))
        rasterising.set(key, pending)
      }
      webp = await pending
      rasters.set(key, webp)
    }
    return reply.type('image/webp').send(webp)
  }

  app.get('/api/media/product/:id/:view.svg', {
    schema: { params: ProductMediaParamsSchema, tags, summary: 'A drawn product picture: front, texture or ingredients (SVG)' },
  }, async (req, reply) => {
    const { id, view } = req.params
    const art = await catalog.productArt(id)
    if (!art) throw new NotFound('product', 'product_not_found')
    // Carts, orders and emails link the drawn front; once staff uploaded a photo it shows instead.
    // The redirect is revalidated every time, so a new or deleted photo shows at once.
    if (view === 'front' && art.photo) return reply.header('cache-control', 'no-cache').redirect(art.photo, 302)
    return sendSvg(req, reply, ['product', view, art], () => renderProductSvg(art, view))
  })

  app.get('/api/media/product/:id/:view.webp', {
    schema: { params: ProductMediaParamsSchema, querystring: ProductRasterQuerySchema, tags, summary: 'A drawn product picture as WebP, 400 or 800 pixels wide (`w`)' },
  }, async (req, reply) => {
    const { id, view } = req.params
    const art = await catalog.productArt(id)
    if (!art) throw new NotFound('product', 'product_not_found')
    if (view === 'front' && art.photo) return reply.header('cache-control', 'no-cache').redirect(art.photo, 302)
    return sendWebp(req, reply, ['product', view, art], req.query.w, PRODUCT_SIZE, `/api/media/product/${id}/${view}.svg`, () => renderProductSvg(art, view))
  })

  app.get('/api/media/banner/:id.webp', {
    schema: { params: BannerMediaParamsSchema, querystring: BannerRasterQuerySchema, tags, summary: 'A drawn home-page banner picture as WebP, 800 or 1600 pixels wide (`w`)' },
  }, async (req, reply) => {
    const art = await catalog.bannerArt(req.params.id)
    if (!art) throw new NotFound('banner', 'banner_not_found')
    return sendWebp(req, reply, ['banner', art], req.query.w, BANNER_WIDTH, `/api/media/banner/${req.params.id}.svg`, () => renderBannerSvg(art))
  })

  app.get('/api/media/banner/:id.svg', {
    schema: { params: BannerMediaParamsSchema, tags, summary: 'A drawn home-page banner picture (SVG)' },
  }, async (req, reply) => {
    const art = await catalog.bannerArt(req.params.id)
    if (!art) throw new NotFound('banner', 'banner_not_found')
    return sendSvg(req, reply, ['banner', art], () => renderBannerSvg(art))
  })
}

type Rasteriser = (svg: string, width: number, viewBoxWidth: number) => Promise<Buffer>
let rasteriser: Promise<Rasteriser | null> | undefined

/** sharp, loaded on first use (a native module: if it is missing for this platform, pictures stay SVG). */
function loadRasteriser(): Promise<Rasteriser | null> {
  rasteriser ??= import('sharp').then(
    ({ default: sharp }) =>
      (svg: string, width: number, viewBoxWidth: number) =>
        // Drawn at the target width (an SVG's units are pixels at 72 dpi), not drawn large and shrunk.
        sharp(Buffer.from(svg), { density: (72 * width) / viewBoxWidth }).webp({ quality: 82, effort: 3 }).toBuffer(),
    () => null,
  )
  return rasteriser
}

/** If-None-Match may list several tags, weak or strong, or be `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((t) => {
    const tag = t.trim()
    return tag === '*' || tag === etag || tag === `W/${etag}`
  })
}

class Lru<V> {
  private readonly map = new Map<string, V>()
  constructor(private readonly max: number) {}
  get(key: string): V | undefined {
    const hit = this.map.get(key)
    if (hit === undefined) return undefined
    this.map.delete(key)
    this.map.set(key, hit)
    return hit
  }
  set(key: string, value: V): void {
    this.map.delete(key)
    this.map.set(key, value)
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as string)
  }
}
