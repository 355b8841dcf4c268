import { NotFound, PRODUCT_IMAGE_VIEWS } from '@shop/domain'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { createHash } from 'node:crypto'
import { z } from 'zod'
import type { ArtSource } from './art'
import { RENDER_VERSION, renderBannerSvg, renderProductSvg } from './media.render'

const ProductMediaParamsSchema = z.object({
  id: z.string().regex(/^prd_[A-Za-z0-9]{4,40}$/, 'Product id is not valid'),
  view: z.enum(PRODUCT_IMAGE_VIEWS, { error: () => `Unknown view; use one of ${PRODUCT_IMAGE_VIEWS.join(', ')}` }),
})
const BannerMediaParamsSchema = z.object({
  id: z.string().regex(/^bnr_[A-Za-z0-9]{4,40}$/, 'Banner id is not valid'),
})

const tags = ['media']
/** Rendered pictures kept in memory; about 15 KB each, so a few megabytes at most. */
const CACHE_ENTRIES = 400

/**
 * Drawn product and banner pictures. The art comes from the catalog on every request (its own
 * cache makes that cheap); the ETag is a hash of that art and the renderer version, so a changed
 * product gets a new picture and an unchanged one costs a 304 or an LRU hit, never a redraw.
 */
export const mediaRoutes: FastifyPluginAsync<{ catalog: ArtSource }> = async (fastify, { catalog }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const rendered = new Lru<string>(CACHE_ENTRIES)

  function sendSvg(req: FastifyRequest, reply: FastifyReply, fingerprint: unknown, render: () => string) {
    const hash = createHash('sha1').update(JSON.stringify([RENDER_VERSION, fingerprint])).digest('base64url').slice(0, 22)
    const etag = `"${hash}"`
    reply.header('cache-control', 'public, max-age=86400').header('etag', etag)
    if (matchesEtag(req.headers['if-none-match'], etag)) return reply.status(304).send()
    let svg = rendered.get(hash)
    if (svg === undefined) {
      svg = render()
      rendered.set(hash, svg)
    }
    return reply.type('image/svg+xml; charset=utf-8').send(svg)
  }

  app.get('/api/media/product/:id/:view.svg', {
    schema: { params: ProductMediaParamsSchema, tags, summary: 'A drawn product picture: front, texture or ingredients (SVG)' },
  }, async (req, reply) => {
    const { id, view } = req.params
    const art = await catalog.productArt(id)
    if (!art) throw new NotFound('product')
    // Carts, orders and emails link the drawn front; once staff uploaded a photo it shows instead.
    // The redirect is revalidated every time, so a new or deleted photo shows at once.
    if (view === 'front' && art.photo) return reply.header('cache-control', 'no-cache').redirect(art.photo, 302)
    return sendSvg(req, reply, ['product', view, art], () => renderProductSvg(art, view))
  })

  app.get('/api/media/banner/:id.svg', {
    schema: { params: BannerMediaParamsSchema, tags, summary: 'A drawn home-page banner picture (SVG)' },
  }, async (req, reply) => {
    const art = await catalog.bannerArt(req.params.id)
    if (!art) throw new NotFound('banner')
    return sendSvg(req, reply, ['banner', art], () => renderBannerSvg(art))
  })
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
