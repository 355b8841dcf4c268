import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A small OpenID provider on loopback, standing in for Google in tests and browser journeys:
 * discovery, a JWKS with an RSA key made at start, an implicit-flow /authorize that signs the
 * current test user in at once and redirects to `redirect_uri#id_token=…&state=…`, and helpers
 * that sign (or forge) ID tokens directly.
 */

export interface OidcTestUser {
  sub: string
  email?: string
  email_verified?: boolean
  name?: string
}

export interface IdTokenOptions {
  /** Defaults to the provider's client id */
  audience?: string | string[]
  /** Defaults to the provider's issuer */
  issuer?: string
  /** Seconds from now; negative for an expired token. Default 3600. */
  expiresIn?: number
  nonce?: string
  /** Extra or overriding claims */
  claims?: Record<string, unknown>
}

export interface OidcProvider {
  /** http://127.0.0.1:<port>: set it as GOOGLE_ISSUER */
  readonly issuer: string
  readonly clientId: string
  /** Who /authorize signs in next; change it between sign-ins */
  user: OidcTestUser
  /** When set, /authorize answers with this OAuth error (e.g. 'access_denied') instead of a token. */
  nextError: string | null
  /** Redirect addresses /authorize was asked for, newest last */
  readonly authorizeRequests: URLSearchParams[]
  signIdToken(user?: OidcTestUser, opts?: IdTokenOptions): Promise<string>
  /** A token that looks right (same key id, claims) but is signed with a key the provider never published. */
  forgeIdToken(user?: OidcTestUser, opts?: IdTokenOptions): Promise<string>
  stop(): Promise<void>
}

export interface OidcProviderOptions {
  clientId?: string
  user?: OidcTestUser
  host?: string
  /** 0 picks a free port */
  port?: number
}

const KID = 'test-key-1'

export async function startOidcProvider(opts: OidcProviderOptions = {}): Promise<OidcProvider> {
  const host = opts.host ?? '127.0.0.1'
  const clientId = opts.clientId ?? 'test-client.apps.example'
  const keys = await generateKeyPair('RS256', { extractable: true })
  const forger = await generateKeyPair('RS256')
  const publicJwk: JWK = { ...(await exportJWK(keys.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }
  const authorizeRequests: URLSearchParams[] = []
  let issuer = ''

  async function sign(key: CryptoKey, user: OidcTestUser, o: IdTokenOptions = {}): Promise<string> {
    const claims: Record<string, unknown> = {}
    if (user.email !== undefined) claims.email = user.email
    if (user.email_verified !== undefined) claims.email_verified = user.email_verified
    if (user.name !== undefined) claims.name = user.name
    if (o.nonce !== undefined) claims.nonce = o.nonce
    const now = Math.floor(Date.now() / 1000)
    const expiresIn = o.expiresIn ?? 3600
    return new SignJWT({ ...claims, ...o.claims })
      .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
      .setIssuer(o.issuer ?? issuer)
      .setAudience(o.audience ?? clientId)
      .setSubject(user.sub)
      .setIssuedAt(expiresIn < 0 ? now + expiresIn - 600 : now)
      .setExpirationTime(now + expiresIn)
      .sign(key)
  }

  const provider: OidcProvider = {
    get issuer() {
      return issuer
    },
    clientId,
    user: opts.user ?? { sub: '1000001', email: 'test.user@example.com', email_verified: true, name: 'Test User' },
    nextError: null,
    authorizeRequests,
    signIdToken: (user = provider.user, o) => sign(keys.privateKey, user, o),
    forgeIdToken: (user = provider.user, o) => sign(forger.privateKey, user, o),
    stop: () => new Promise((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  }

  async function authorize(url: URL, res: ServerResponse) {
    const q = url.searchParams
    authorizeRequests.push(q)
    const redirectUri = q.get('redirect_uri')
    const problem =
      (!redirectUri || !/^https?:\/\//.test(redirectUri) ? 'redirect_uri is missing or not http(s)' : null) ??
      (q.get('client_id') !== clientId ? `unknown client_id ${q.get('client_id') ?? ''}` : null) ??
      (q.get('response_type') !== 'id_token' ? 'only response_type=id_token is supported' : null) ??
      (!(q.get('scope') ?? '').split(' ').includes('openid') ? 'scope must include openid' : null) ??
      (!q.get('nonce') ? 'the implicit flow needs a nonce' : null)
    if (problem) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end(`invalid_request: ${problem}`)
      return
    }
    const fragment = new URLSearchParams()
    if (provider.nextError) {
      fragment.set('error', provider.nextError)
      provider.nextError = null
    } else {
      fragment.set('id_token', await provider.signIdToken(provider.user, { nonce: q.get('nonce')! }))
    }
    if (q.get('state')) fragment.set('state', q.get('state')!)
    res.writeHead(302, { location: `${redirectUri}#${fragment}`, 'cache-control': 'no-store' }).end()
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', issuer)
    const json = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (url.pathname === '/.well-known/openid-configuration') {
      return json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['id_token'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'email', 'profile'],
        claims_supported: ['sub', 'email', 'email_verified', 'name', 'nonce'],
      })
    }
    if (url.pathname === '/jwks') return json({ keys: [publicJwk] })
    if (url.pathname === '/authorize' && req.method === 'GET') {
      authorize(url, res).catch((err: unknown) => res.writeHead(500).end(String(err)))
      return
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
  }

  const server: Server = createServer(handle)
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, host, resolve))
  issuer = `http://${host}:${(server.address() as AddressInfo).port}`
  return provider
}
