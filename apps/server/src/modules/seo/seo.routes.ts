import { NotFound } from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { SeoService } from './seo.service'

const tags = ['seo']
/** Sitemaps change with the catalog; crawlers and caches may keep them this long. */
const CACHE_CONTROL = 'public, max-age=600'

const SitemapParamsSchema = z.object({ name: z.string().max(16) })

/** Served before the web app's files and pages (http/web.ts is registered last). */
export const seoRoutes: FastifyPluginAsync<{ seo: SeoService }> = async (fastify, { seo }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get('/robots.txt', { schema: { tags, summary: 'What crawlers may visit, and where the sitemap is' } }, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(seo.robotsTxt()),
  )

  app.get('/sitemap.xml', { schema: { tags, summary: 'Every public page in every language, or the index of the language sitemaps' } }, async (_req, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL).send(await seo.sitemapXml()),
  )

  app.get('/sitemap-:name.xml', {
    schema: { params: SitemapParamsSchema, tags, summary: "One language's sitemap (`en`, `cz`, `sl`, `ge`), or a numbered part of it (`cz-2`)" },
  }, async (req, reply) => {
    const xml = await seo.languageSitemapXml(req.params.name)
    if (xml === undefined) throw new NotFound(`Sitemap "${req.params.name}"`)
    return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL).send(xml)
  })
}
