import type { FastifyInstance } from 'fastify'
import type { AuthCore } from './auth.service'

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i

/**
 * App-level: every request gets `req.user` from its bearer token (unexpired, unrevoked session) or
 * null. Requests without the header skip the database entirely.
 */
export function registerAuthHook(app: FastifyInstance, auth: Pick<AuthCore, 'authenticate'>): void {
  app.decorateRequest('user', null)
  app.addHook('onRequest', (req, _reply, done) => {
    const token = BEARER.exec(req.headers.authorization ?? '')?.[1]
    if (!token) return done()
    auth.authenticate(token).then((user) => {
      req.user = user
      done()
    }, done)
  })
}
