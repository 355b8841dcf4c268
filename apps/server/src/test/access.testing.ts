/** Helpers for the access tests: the routes the API documents, requests as anyone, what changed in the database. */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import { expect } from 'vitest'
import type { Db } from '../db/database'

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  default?: unknown
  format?: string
  pattern?: string
  minimum?: number
  exclusiveMinimum?: number
  minLength?: number
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
}

export interface Operation {
  method: Method
  /** OpenAPI spelling: /api/orders/{id} */
  path: string
  /** `GET /api/orders/{id}`: how the matrix names a route */
  key: string
  body?: JsonSchema
}

/** Every operation /docs/json describes: the list a new route joins by being written. */
export async function documentedOperations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject('/docs/json')
  expect(res.statusCode).toBe(200)
  const doc = res.json() as { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>> }
  const ops: Operation[] = []
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(byMethod)) {
      const method = m.toUpperCase() as Method
      ops.push({ method, path, key: `${method} ${path}`, body: op.requestBody?.content?.['application/json']?.schema })
    }
  }
  return ops
}

/**
 * Every route the server answers (Fastify's own route tree, HEAD aside), spelt like OpenAPI: a
 * route hidden from /docs/json still shows up here.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const parents: string[] = []
  const out: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (.+?)(?: \(([^)]*)\))?$/.exec(line)
    if (!m) continue
    const depth = m[1]!.length / 4
    const path = (depth > 0 ? parents[depth - 1]! : '') + m[2]!
    parents[depth] = path
    parents.length = depth + 1
    for (const method of (m[3] ?? '').split(',').map((s) => s.trim()).filter((s) => s && s !== 'HEAD')) {
      out.push(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`)
    }
  }
  return out
}

/** A value the schema accepts, or close to it: what a client that read the documentation would send. */
export function plausible(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined
  if (schema.const !== undefined) return schema.const
  if (schema.default !== undefined) return schema.default
  if (schema.enum?.length) return schema.enum[0]
  const alt = schema.anyOf ?? schema.oneOf
  if (alt?.length) return plausible(alt.find((s) => s.type !== 'null') ?? alt[0])
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((s) => plausible(s) as object))
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const name of schema.required ?? []) out[name] = plausible(schema.properties?.[name])
      return out
    }
    case 'array':
      return []
    case 'integer':
    case 'number':
      return Math.max(1, Math.ceil(schema.minimum ?? schema.exclusiveMinimum ?? 1))
    case 'boolean':
      return true
    case 'string':
      if (schema.format === 'email') return 'someone@example.com'
      if (schema.format === 'date-time') return new Date().toISOString()
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1))
    default:
      return null
  }
}

export interface Caller {
  token?: string
  /** the guest cart's token, sent as the `cart` cookie */
  cookie?: string
  ip: string
}

export interface Probe {
  method: Method
  url: string
  body?: unknown
}

export function send(app: FastifyInstance, who: Caller, probe: Probe): Promise<LightMyRequestResponse> {
  return app.inject({
    method: probe.method,
    url: probe.url,
    remoteAddress: who.ip,
    headers: {
      ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
      ...(who.cookie ? { cookie: `cart=${who.cookie}` } : {}),
    },
    ...(probe.body === undefined ? {} : { payload: probe.body as InjectOptions['payload'] }),
  })
}

/** The owner's secrets an answer names although the request did not: each one a leak. */
export function leaked(res: LightMyRequestResponse, probe: Probe, secrets: string[]): string[] {
  const asked = probe.url + JSON.stringify(probe.body ?? '')
  const answer = res.body.toLowerCase()
  return secrets.filter((s) => !asked.toLowerCase().includes(s.toLowerCase()) && answer.includes(s.toLowerCase()))
}

export function setCookies(res: LightMyRequestResponse): string[] {
  const raw = res.headers['set-cookie']
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)]
}

/**
 * What is wrong with a Set-Cookie: script-readable, cross-site, without a path, sent over plain
 * http in production, or carrying something readable (JSON, a JWT, an id of ours) instead of an
 * opaque random token.
 */
export function cookieFaults(cookie: string, https: boolean): string[] {
  const [pair = '', ...attrs] = cookie.split(';').map((s) => s.trim())
  const value = pair.slice(pair.indexOf('=') + 1)
  const has = (name: string) => attrs.some((a) => a.toLowerCase() === name.toLowerCase() || a.toLowerCase().startsWith(`${name.toLowerCase()}=`))
  const sameSite = attrs.find((a) => a.toLowerCase().startsWith('samesite='))?.split('=')[1]?.toLowerCase()
  const faults: string[] = []
  if (!has('HttpOnly')) faults.push('not HttpOnly')
  if (sameSite !== 'lax' && sameSite !== 'strict') faults.push(`SameSite=${sameSite ?? 'missing'}`)
  if (!has('Path')) faults.push('no Path')
  if (https && !has('Secure')) faults.push('not Secure under https')
  if (value && !/^[A-Za-z0-9_-]{32,}$/.test(value)) faults.push('value is not an opaque token')
  if (/^(eyJ|usr_|ord_|ses_)/.test(value)) faults.push('value is readable')
  return faults
}

/** Every row of every table of this test's database, hashed per table (sessions aside: each request may touch its own). */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const k = db.kysely
  const schema = db.dialect === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(k)).rows[0]!.s : undefined
  const tables = (await k.introspection.getTables({ withInternalKyselyTables: false }))
    .filter((t) => !t.isView && (schema === undefined || t.schema === schema) && t.name !== 'session')
    .map((t) => t.name)
    .sort()
  const out: Record<string, string> = {}
  for (const name of tables) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(k)).rows
    const lines = rows.map((r) => JSON.stringify(r, (_, v: unknown) => (v instanceof Date ? v.toISOString() : v))).sort()
    out[name] = `${rows.length}:${createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)}`
  }
  return out
}
