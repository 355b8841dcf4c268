import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A fake of the parts of Facebook the shop uses, on loopback: the Graph API's `debug_token` and
 * `/me` (checking the app token and appsecret_proof like the real one), and the OAuth dialog,
 * which signs the current test user in at once and redirects to `redirect_uri#access_token=…&state=…`.
 */

export interface FacebookTestUser {
  id: string
  name?: string
  /** Missing when the person did not share it */
  email?: string
}

export interface IssueOptions {
  /** The app the token was issued to; another app's token must be refused. Default: this app. */
  appId?: string
  /** Seconds from now; negative for an expired token. Default 3600. */
  expiresIn?: number
}

export interface FakeGraphApi {
  /** http://127.0.0.1:<port>: set it as FACEBOOK_GRAPH_URL */
  readonly url: string
  /** Set it as FACEBOOK_DIALOG_URL */
  readonly dialogUrl: string
  readonly appId: string
  readonly appSecret: string
  /** Who the dialog signs in next */
  user: FacebookTestUser
  /** When set, the dialog answers with this error (e.g. 'access_denied') instead of a token. */
  nextError: string | null
  /** A user access token, as Facebook's login would give the browser. */
  issueToken(user?: FacebookTestUser, opts?: IssueOptions): string
  stop(): Promise<void>
}

export interface FakeGraphApiOptions {
  appId?: string
  appSecret?: string
  user?: FacebookTestUser
  host?: string
  port?: number
}

interface Issued {
  user: FacebookTestUser
  appId: string
  expiresAt: number
}

const oauthError = (message: string, code = 190) => ({ error: { message, type: 'OAuthException', code } })

export async function startFakeGraphApi(opts: FakeGraphApiOptions = {}): Promise<FakeGraphApi> {
  const host = opts.host ?? '127.0.0.1'
  const appId = opts.appId ?? '100200300400500'
  const appSecret = opts.appSecret ?? 'test-app-secret'
  const tokens = new Map<string, Issued>()
  let url = ''

  const api: FakeGraphApi = {
    get url() {
      return url
    },
    get dialogUrl() {
      return `${url}/v19.0/dialog/oauth`
    },
    appId,
    appSecret,
    user: opts.user ?? { id: '2000001', name: 'Test Facebook User', email: 'fb.user@example.com' },
    nextError: null,
    issueToken(user = api.user, o = {}) {
      const token = `EAAtest${randomBytes(24).toString('hex')}`
      tokens.set(token, { user, appId: o.appId ?? appId, expiresAt: Date.now() + (o.expiresIn ?? 3600) * 1000 })
      return token
    },
    stop: () => new Promise((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const u = new URL(req.url ?? '/', url)
    const q = u.searchParams
    const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    const path = u.pathname.replace(/^\/v\d+\.\d+/, '')

    if (path === '/debug_token') {
      if (q.get('access_token') !== `${appId}|${appSecret}`) return send(400, oauthError('Invalid OAuth access token signature.'))
      const issued = tokens.get(q.get('input_token') ?? '')
      if (!issued) return send(200, { data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' }, scopes: [] } })
      return send(200, {
        data: {
          app_id: issued.appId,
          type: 'USER',
          application: 'Test app',
          expires_at: Math.floor(issued.expiresAt / 1000),
          is_valid: issued.expiresAt > Date.now(),
          scopes: ['public_profile', 'email'],
          user_id: issued.user.id,
        },
      })
    }

    if (path === '/me') {
      const token = q.get('access_token') ?? ''
      const issued = tokens.get(token)
      if (!issued || issued.expiresAt <= Date.now()) return send(400, oauthError('Error validating access token.'))
      // Like an app with "Require App Secret" on: calls must prove they know this app's secret.
      const proof = createHmac('sha256', appSecret).update(token).digest('hex')
      if (issued.appId === appId && q.get('appsecret_proof') !== proof) return send(400, oauthError('Invalid appsecret_proof provided in the API argument', 100))
      const fields = (q.get('fields') ?? 'id,name').split(',')
      const body: Record<string, string> = { id: issued.user.id }
      if (fields.includes('name') && issued.user.name) body.name = issued.user.name
      if (fields.includes('email') && issued.user.email) body.email = issued.user.email
      return send(200, body)
    }

    if (path === '/dialog/oauth' && req.method === 'GET') {
      const redirectUri = q.get('redirect_uri') ?? ''
      const problem =
        (!/^https?:\/\//.test(redirectUri) ? 'redirect_uri is missing or not http(s)' : null) ??
        (q.get('client_id') !== appId ? `unknown app ${q.get('client_id') ?? ''}` : null) ??
        (q.get('response_type') !== 'token' ? 'only response_type=token is supported' : null)
      if (problem) return res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end(problem)
      const fragment = new URLSearchParams()
      if (api.nextError) {
        fragment.set('error', api.nextError)
        api.nextError = null
      } else {
        fragment.set('access_token', api.issueToken())
        fragment.set('expires_in', '3600')
      }
      if (q.get('state')) fragment.set('state', q.get('state')!)
      return res.writeHead(302, { location: `${redirectUri}#${fragment}`, 'cache-control': 'no-store' }).end()
    }

    return send(404, oauthError(`Unknown path components: ${u.pathname}`, 2500))
  }

  const server = createServer(handle)
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, host, resolve))
  url = `http://${host}:${(server.address() as AddressInfo).port}`
  return api
}
