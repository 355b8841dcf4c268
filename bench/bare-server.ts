// The yardstick: a bare Fastify JSON route, measured in the same run as the shop.
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/bare', async () => ({ hello: 'world', ok: true }))
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2] ?? 0) })
process.send?.({ port: (app.server.address() as { port: number }).port })
