import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { NotFound } from '@shop/domain'
import { z } from 'zod'
import { matchesEtag } from './media.routes'

/** Where uploaded photos come from (the catalog-admin module); the media module never reads its tables. */
export interface PhotoSource {
  photo(id: string): Promise<{ content_type: string; sha256: string; data: Buffer } | null>
}

const PhotoParamsSchema = z.object({ id: z.string().regex(/^img_[a-z0-9]{16}$/, 'Photo id is not valid') })

/**
 * Uploaded product photos. A photo never changes under its id (a new picture is a new id), so it
 * is cached for a year; the bytes were checked to be PNG, JPEG or WebP when uploaded and are sent
 * with that type only (and nosniff, from the security headers).
 */
export const photoRoutes: FastifyPluginAsync<{ photos: PhotoSource }> = async (fastify, { photos }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.get('/api/media/photo/:id', {
    schema: { params: PhotoParamsSchema, tags: ['media'], summary: 'An uploaded product photo (PNG, JPEG or WebP)' },
  }, async (req, reply) => {
    const photo = await photos.photo(req.params.id)
    if (!photo) throw new NotFound('Photo', 'photo_not_found')
    const etag = `"${photo.sha256.slice(0, 32)}"`
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag)
    if (matchesEtag(req.headers['if-none-match'], etag)) return reply.status(304).send()
    return reply.type(photo.content_type).header('content-disposition', 'inline').send(photo.data)
  })
}
