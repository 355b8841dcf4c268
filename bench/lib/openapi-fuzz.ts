// Hostile requests derived from the server's OpenAPI description (GET /docs/json): for each
// operation, a round of cases that attack its path parameters, its query string, its JSON body
// (field by field and as a whole) and the transport around it (content types, broken JSON, bodies
// where none belong, odd headers). A round is a plain list; the next round with another seed picks
// other hostile values, so a long run keeps finding new combinations.
import { example, pick, typeOf, type Known, type Rnd, type Schema } from './schema-example'

interface Parameter { name: string; in: string; required?: boolean; schema?: Schema }
interface OperationObject { parameters?: Parameter[]; requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> }; security?: Array<Record<string, unknown>> }
export interface OpenApi { paths: Record<string, Record<string, OperationObject>> }

export interface Operation {
  method: string
  /** the path template, `/api/product/{id}` */
  path: string
  params: Parameter[]
  body?: Schema
}

/** One request to send: the request-target and body are bytes, so they may hold anything. */
export interface FuzzCase {
  op: Operation
  /** what it attacks, e.g. `body.email: sql` */
  kind: string
  method: string
  /** the request-target as latin1 text (one char = one byte) */
  target: string
  headers: Record<string, string>
  body?: Buffer
  /** deliberately over the body limit: any 4xx (413, or 401/403 before the body is read) or a closed connection is right */
  oversized?: boolean
}

export function operationsOf(doc: OpenApi): Operation[] {
  const ops: Operation[] = []
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue
      ops.push({ method: method.toUpperCase(), path, params: op.parameters ?? [], body: op.requestBody?.content?.['application/json']?.schema })
    }
  }
  return ops
}


export const HOSTILE_STRINGS: readonly string[] = [
  "' OR 1=1 --", "'; DROP TABLE app_user; --", '" OR ""="', "1' UNION SELECT password_hash, email FROM app_user --", "admin'--", '%', '_', '\\',
  '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)', '../../etc/passwd', '..\\..\\windows\\win.ini', '/dev/zero',
  '%00', '%ff', '\u0000', 'a\u0000b', '\u202Egnp.exe', '\u200B\u200D\uFEFF', '👩‍👩‍👧‍👦🧴🌿', `e${'\u0301'.repeat(200)}`, 'Z̷̢͈͓̈́a̶͍̓l̷̰̾g̵̣̈o̸̤͝',
  '\uD800', 'x\uDC00y', '\uFFFF\uFFFE', 'İıßﬃ', 'ﷺ', '\u0130'.repeat(30), '${7*7}', '{{7*7}}', '#{7*7}', '\r\nSet-Cookie: x=1', '\u001b[31mred',
  '%s%s%s%n', 'null', 'undefined', 'NaN', '-1', '1e309', 'true', '[]', '{}', '__proto__', 'constructor', 'prototype', ' ', '', '\t\n\r', '٣٤٥',
  'ＡＢＣ＠ｅｘａｍｐｌｅ．ｃｏｍ', 'fuzz@example.com\u0000', 'a@b.c<script>', 'prd_00000000000000000000000000000000000000000',
]

/** Raw JSON number tokens: some not JSON at all, some beyond double or integer ranges. */
const NUMBER_TOKENS: readonly string[] = [
  '-1', '0', '-0', '1.5', '1e308', '-1e308', '1e309', '-1e309', '1E-400', '9007199254740993', '18446744073709551616', '2147483648', '-2147483649',
  '123456789012345678901234567890', '0.1', 'NaN', 'Infinity', '-Infinity', '0x1F', '+1', '.5', '01', '1e', '"1"', '"NaN"', '"1e309"', 'true', '[]', '{}', 'null',
]

// Path segment values, already as they appear on the wire (latin1: one char per byte).
const PATH_VALUES: readonly string[] = [
  '', '%20', '0', '-1', '1.5', 'NaN', 'Infinity', '1e309', '99999999999999999999999999', 'true', 'null', 'undefined',
  encodeURIComponent("' OR 1=1 --"), encodeURIComponent('../../etc/passwd'), '..%2F..%2Fetc%2Fpasswd', '../../etc/passwd', '..%252F..%252F', encodeURIComponent('<script>alert(1)</script>'),
  '%00', 'a%00b', '%ff', '%fe%ff', '%', '%zz', '%C0%AF', '\xC0\xAF', '\xC0\xAE\xC0\xAE%2F', '\xFF\xFE', '%ED%A0%80', '\xED\xA0\x80', '%E2%80%AE' + 'gnp.exe',
  encodeURIComponent('👩‍👩‍👧‍👦'), encodeURIComponent(`e${'\u0301'.repeat(40)}`), 'x'.repeat(200), 'x'.repeat(201), 'x'.repeat(5000), 'prd_' + 'A'.repeat(41),
  '%2e%2e', '.', '..', ';', 'a;b=c', 'a?b', '%3F', '%23', '%2F', '*', '{id}', ':id', '__proto__', 'constructor', encodeURIComponent('İ'),
]

const QUERY_VALUES: readonly string[] = [
  ...PATH_VALUES.filter((v) => v.length < 300), '-1', '-99999999', '1e309', '-1e309', '9007199254740993', '0x10', '1_000', ' 1', '1 ', '+1', '1,5', 'Infinity', '-Infinity', '-0',
]

// ---------- JSON with raw tokens ----------

/** Placeholders inside a value that become raw JSON text (numbers beyond double, proto keys) or raw bytes. */
class Raw {
  static all = new Map<string, Buffer>()
  static of(text: string | Buffer): string {
    const key = `\u0001raw${Raw.all.size}\u0001`
    Raw.all.set(key, typeof text === 'string' ? Buffer.from(text, 'utf8') : text)
    return key
  }
}

/** JSON.stringify, then every Raw placeholder (with its quotes, as a value or a key) is replaced by its bytes. */
export function jsonBytes(value: unknown): Buffer {
  const text = JSON.stringify(value) ?? ''
  const parts: Buffer[] = []
  const re = /"\\u0001raw\d+\\u0001"/g
  let last = 0
  for (let m = re.exec(text); m; m = re.exec(text)) {
    parts.push(Buffer.from(text.slice(last, m.index), 'utf8'))
    const key = JSON.parse(m[0]) as string
    parts.push(Raw.all.get(key) ?? Buffer.alloc(0))
    last = m.index + m[0].length
  }
  parts.push(Buffer.from(text.slice(last), 'utf8'))
  return Buffer.concat(parts)
}

const nest = (depth: number, open: string, close: string, inner = '1') => open.repeat(depth) + inner + close.repeat(depth)

// ---------- field paths ----------

interface Field { path: string[]; schema: Schema; required: boolean }

function fieldsOf(schema: Schema, path: string[] = [], depth = 0): Field[] {
  const out: Field[] = []
  if (typeOf(schema) !== 'object' || depth > 3) return out
  for (const [k, v] of Object.entries(schema.properties ?? {})) {
    const p = [...path, k]
    out.push({ path: p, schema: v, required: schema.required?.includes(k) ?? false })
    out.push(...fieldsOf(v, p, depth + 1))
    if (typeOf(v) === 'array' && v.items) out.push(...fieldsOf(v.items, [...p, '0'], depth + 1))
  }
  return out
}

function setAt(root: unknown, path: string[], value: unknown, remove = false): unknown {
  const copy = structuredClone(root) as Record<string, unknown>
  let node: Record<string, unknown> = copy
  for (const k of path.slice(0, -1)) {
    if (node[k] === null || typeof node[k] !== 'object') node[k] = /^\d+$/.test(path[path.indexOf(k) + 1] ?? '') ? [] : {}
    node = node[k] as Record<string, unknown>
  }
  const last = path.at(-1)!
  if (remove) delete node[last]
  else node[last] = value
  return copy
}

/** Every string in the value replaced by `f(string)`, every leaf by `leaf` when given. */
function mapLeaves(v: unknown, f: (s: string) => unknown, leaf?: () => unknown): unknown {
  if (Array.isArray(v)) return v.map((x) => mapLeaves(x, f, leaf))
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, mapLeaves(x, f, leaf)]))
  if (leaf) return leaf()
  return typeof v === 'string' ? f(v) : v
}

/** Values that a field of this schema should refuse (or, for boundary values, accept without harm). */
function fieldMutations(s: Schema, rnd: Rnd): Array<[string, unknown]> {
  const t = typeOf(s)
  const out: Array<[string, unknown]> = [
    ['null', null], ['wrong-type-object', { $gt: '' }], ['wrong-type-array', ['a', 1]], ['proto-object', { [Raw.of('"__proto__"')]: { polluted: true } }],
  ]
  if (t !== 'string') out.push(['wrong-type-string', pick(rnd, HOSTILE_STRINGS)])
  if (t !== 'integer' && t !== 'number') out.push(['wrong-type-number', Raw.of(pick(rnd, ['1', '-1', '1e309', '0']))])
  if (t !== 'boolean') out.push(['wrong-type-bool', true])
  if (t === 'string') {
    for (let k = 0; k < 4; k++) out.push([`hostile-string`, pick(rnd, HOSTILE_STRINGS)])
    out.push(['raw-invalid-utf8', Raw.of(Buffer.concat([Buffer.from('"a'), Buffer.from([0xc0, 0xaf, 0xff, 0xed, 0xa0, 0x80]), Buffer.from('b"')]))])
    out.push(['escaped-lone-surrogate', Raw.of('"\\udc00\\ud800x"')])
    out.push(['escaped-nul', Raw.of('"a\\u0000b"')])
    const max = s.maxLength ?? 10_000
    out.push(['just-over-max', 'a'.repeat(max + 1)])
    // at the limit in UTF-16 units, but far more bytes, and far longer once normalised or upper-cased
    out.push(['max-of-emoji', '🧴'.repeat(Math.floor(max / 2))])
    out.push(['max-of-expanding', pick(rnd, ['ﷺ', 'ß', 'ﬃ', 'İ']).repeat(Math.min(max, 5000))])
    if (s.minLength) out.push(['under-min', 'a'.repeat(s.minLength - 1)])
    if (s.enum) out.push(['not-in-enum', `${String(s.enum[0])} `], ['enum-case', String(s.enum[0]).toUpperCase()])
    if (s.format === 'email') out.push(['email-trick', pick(rnd, ['a@b', '"a b"@example.com', 'a@example.com\n', 'a@[127.0.0.1]', 'a@example.com,b@example.com', `${'a'.repeat(64)}@${'b'.repeat(190)}.com`])])
  }
  if (t === 'integer' || t === 'number') {
    for (let k = 0; k < 5; k++) out.push([`number-token`, Raw.of(pick(rnd, NUMBER_TOKENS))])
    if (s.maximum !== undefined) out.push(['at-max', s.maximum], ['over-max', Raw.of(String(s.maximum + 1))])
    if (s.minimum !== undefined) out.push(['at-min', s.minimum], ['under-min', s.minimum - 1])
    out.push(['huge-int', Raw.of('9'.repeat(400))])
  }
  if (t === 'array') {
    out.push(['empty-array', []], ['too-many', Array.from({ length: (s.maxItems ?? 100) + 1 }, () => 'x')], ['huge-array', Array.from({ length: 20_000 }, () => 1)])
    out.push(['array-of-nulls', [null, null]], ['nested-arrays', [[[['x']]]]])
  }
  if (t === 'object') out.push(['empty-object', {}], ['extra-fields', { zzz_unknown: 1, [Raw.of('"constructor"')]: { prototype: { polluted: true } } }])
  return out
}

// ---------- one round of cases for one operation ----------

const CONTENT_TYPES = [
  'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=x', 'application/xml', 'APPLICATION/JSON',
  'application/json; charset=utf-16', 'application/json; charset=latin1', 'application/json; charset=nonsense', 'application/json-patch+json',
  'application/json, text/html', 'application/json; boundary=\u0000', 'application/vnd.api+json', '*/*', ';', 'application/json;;;;', 'text/json',
]

export function casesFor(op: Operation, rnd: Rnd, known: Known): FuzzCase[] {
  Raw.all.clear()
  const pathParams = op.params.filter((p) => p.in === 'path')
  const queryParams = op.params.filter((p) => p.in === 'query')
  const baseline = () => {
    const path: Record<string, string> = {}
    for (const p of pathParams) path[p.name] = encodeURIComponent(String(example(p.schema ?? {}, rnd, known, /product/i.test(op.path) || p.name === 'productId' ? 'product_id' : p.name)))
    const query: Array<[string, string]> = []
    for (const p of queryParams) if (p.required || rnd() < 0.3) query.push([p.name, encodeURIComponent(String(example(p.schema ?? {}, rnd, known, p.name)))])
    return { path, query }
  }
  const target = (path: Record<string, string>, query: Array<[string, string]> | string) => {
    const p = op.path.replace(/\{(\w+)\}/g, (_, n: string) => path[n] ?? '')
    const q = typeof query === 'string' ? query : query.map(([k, v]) => (v === '\u0001novalue' ? k : `${k}=${v}`)).join('&')
    return q ? `${p}?${q}` : p
  }
  const bodyValue = () => (op.body ? example(op.body, rnd, known) : undefined)
  const json = { 'content-type': 'application/json' }
  const cases: FuzzCase[] = []
  const add = (kind: string, c: Partial<FuzzCase> & { target: string }) =>
    cases.push({ op, kind, method: op.method, headers: c.body !== undefined ? json : {}, ...c })
  const withBody = (kind: string, body: Buffer, extra: Partial<FuzzCase> = {}) => {
    const b = baseline()
    add(kind, { target: target(b.path, b.query), body, ...extra })
  }
  const baseBody = () => (op.body ? jsonBytes(bodyValue()) : undefined)

  // the valid-looking request itself, so what follows differs from it in one place
  {
    const b = baseline()
    add('baseline', { target: target(b.path, b.query), body: baseBody() })
  }

  // path parameters
  for (const p of pathParams) {
    for (const v of PATH_VALUES) {
      const b = baseline()
      add(`path.${p.name}: ${JSON.stringify(v.slice(0, 30))}`, { target: target({ ...b.path, [p.name]: v }, b.query), body: baseBody() })
    }
  }

  // query strings
  const qNames = queryParams.length ? queryParams.map((p) => p.name) : ['q']
  for (const name of qNames) {
    const schema = queryParams.find((p) => p.name === name)?.schema ?? {}
    const values = [...QUERY_VALUES.filter(() => rnd() < 0.5), String(example(schema, rnd, known, name))]
    for (const v of values) {
      const b = baseline()
      add(`query.${name}: ${JSON.stringify(v.slice(0, 30))}`, { target: target(b.path, [...b.query.filter(([k]) => k !== name), [name, v]]), body: baseBody() })
    }
    const b = baseline()
    const ok = encodeURIComponent(String(example(schema, rnd, known, name)))
    for (const [kind, q] of [
      ['duplicate', [[name, ok], [name, ok]]], ['duplicate-conflicting', [[name, ok], [name, '%ff']]], ['array-brackets', [[`${name}[]`, ok], [`${name}[]`, ok]]],
      ['indexed', [[`${name}[0]`, ok]]], ['object-brackets', [[`${name}[$gt]`, '']]], ['no-value', [[name, '\u0001novalue']]], ['empty', [[name, '']]],
      ['proto', [['__proto__[polluted]', '1'], ['constructor[prototype][polluted]', '1']]], ['many-keys', Array.from({ length: 1500 }, (_, k) => [`k${k}`, '1'])],
      ['long-value', [[name, 'a'.repeat(3900)]]], ['plus-and-space', [[name, '+%20+']]],
    ] as Array<[string, Array<[string, string]>]>) {
      add(`query.${name}: ${kind}`, { target: target(b.path, [...b.query.filter(([k]) => k !== name), ...q]), body: baseBody() })
    }
  }
  {
    const b = baseline()
    add('query: raw bytes', { target: target(b.path, 'q=\xC0\xAF&\xFF=\xFE&%=%&&&==&a=%00'), body: baseBody() })
  }

  // JSON body, field by field and as a whole
  if (op.body) {
    const base = bodyValue()
    for (const f of fieldsOf(op.body)) {
      if (f.required) withBody(`body.${f.path.join('.')}: missing`, jsonBytes(setAt(base, f.path, undefined, true)))
      for (const [kind, v] of fieldMutations(f.schema, rnd)) withBody(`body.${f.path.join('.')}: ${kind}`, jsonBytes(setAt(base, f.path, v)))
    }
    const sqlEverywhere = mapLeaves(base, () => pick(rnd, HOSTILE_STRINGS.slice(0, 12)))
    const scriptEverywhere = mapLeaves(base, () => '<script>alert(1)</script>')
    const unicodeEverywhere = mapLeaves(base, () => pick(rnd, HOSTILE_STRINGS.slice(14, 30)))
    const size = (n: number) => {
      const filler = { ...(base as object), zz_padding: '' }
      const over = jsonBytes(filler).length
      return jsonBytes({ ...filler, zz_padding: 'a'.repeat(n - over) })
    }
    const wholes: Array<[string, Buffer, boolean?]> = [
      ['null', Buffer.from('null')], ['array', Buffer.from('[]')], ['string', Buffer.from('"x"')], ['number', Buffer.from('1')], ['empty-object', Buffer.from('{}')],
      ['true', Buffer.from('true')], ['sql-everywhere', jsonBytes(sqlEverywhere)], ['script-everywhere', jsonBytes(scriptEverywhere)],
      ['unicode-everywhere', jsonBytes(unicodeEverywhere)], ['null-everywhere', jsonBytes(mapLeaves(base, () => null, () => null))],
      ['extra-fields', jsonBytes({ ...(base as object), is_admin: true, role: 'staff', user_id: 'usr_0000000000000000', total_cents: 0, price_cents: 1 })],
      ['proto-key', jsonBytes({ ...(base as object), [Raw.of('"__proto__"')]: { role: 'staff', polluted: true } })],
      ['constructor-key', jsonBytes({ ...(base as object), [Raw.of('"constructor"')]: { prototype: { polluted: true } } })],
      ['duplicate-keys', Buffer.concat([Buffer.from('{"__proto__":1,'), jsonBytes(base).subarray(1)])],
      ['deep-arrays-10k', Buffer.from(nest(10_000, '[', ']'))], ['deep-objects-10k', Buffer.from(nest(10_000, '{"a":', '}'))],
      ['deep-arrays-100k', Buffer.from(nest(100_000, '[', ']'))], ['deep-in-field', jsonBytes({ ...(base as object), [Object.keys(base as object)[0] ?? 'a']: Raw.of(nest(10_000, '{"a":', '}')) })],
      ['just-under-limit', size(1024 * 1024 - 64)], ['just-over-limit', size(1024 * 1024 + 64), true], ['well-over-limit', size(3 * 1024 * 1024), true],
    ]
    for (const [kind, body, oversized] of wholes) withBody(`body: ${kind}`, body, { oversized })
  }

  // transport: content types, broken JSON, bodies where none belong, odd headers
  const sample = baseBody() ?? Buffer.from('{"a":1}')
  for (const ct of CONTENT_TYPES) withBody(`content-type: ${ct}`, sample, { headers: { 'content-type': ct } })
  withBody('content-type: missing', sample, { headers: {} })
  withBody('content-type: duplicated', sample, { headers: { 'content-type': 'application/json\r\nContent-Type: text/plain' } })
  withBody('json: invalid', Buffer.from('{'))
  withBody('json: truncated', sample.subarray(0, Math.max(1, Math.floor(sample.length / 2))))
  withBody('json: trailing garbage', Buffer.concat([sample, Buffer.from('}{"x":1} garbage')]))
  withBody('json: single quotes', Buffer.from("{'a': 1}"))
  withBody('json: comments', Buffer.from('{/* c */ "a": 1 // x\n}'))
  withBody('json: bom', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), sample]))
  withBody('json: utf-16le', Buffer.from(sample.toString('utf8'), 'utf16le'), { headers: { 'content-type': 'application/json; charset=utf-16' } })
  withBody('json: latin1 bytes', Buffer.from(sample.toString('utf8').replace(/"([^"]*)"/, '"\xe9\xff"'), 'latin1'), { headers: { 'content-type': 'application/json; charset=latin1' } })
  withBody('json: invalid utf8', Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0xa0, 0xa1, 0x7d]))
  withBody('json: nul bytes', Buffer.from('{"a":1}\u0000\u0000'))
  withBody('json: empty', Buffer.alloc(0))
  withBody('json: whitespace only', Buffer.from(' \n\t '))
  withBody('content-length lies (short)', sample, { headers: { 'content-type': 'application/json', 'x-fuzz-content-length': String(Math.max(0, sample.length - 3)) } })
  if (op.method === 'GET' || op.method === 'DELETE') withBody(`body on ${op.method}`, Buffer.from('{"a":' + nest(50, '[', ']') + '}'))
  const b = baseline()
  const plain = (kind: string, headers: Record<string, string>, method = op.method) => add(kind, { target: target(b.path, b.query), method, headers, body: baseBody() && Buffer.from(baseBody()!) })
  plain('header: bearer garbage', { authorization: `Bearer ${pick(rnd, ["' OR 1=1 --aaaaaaaaaaaaaaaaaa", 'a'.repeat(199), 'a'.repeat(201), '..%2F..%2Fetc%2Fpasswd_aaaaaaaa'])}`, 'content-type': 'application/json' })
  plain('header: basic auth', { authorization: 'Basic YWRtaW46YWRtaW4=', 'content-type': 'application/json' })
  plain('header: hostile cart cookie', { cookie: `cart=${pick(rnd, ["'%20OR%201=1%20--", 'a'.repeat(4000), '%ff%fe', '\xC0\xAF', 'crt_../../x', '__proto__', ''])}; cart=second`, 'content-type': 'application/json' })
  plain('header: method override', { 'x-http-method-override': 'DELETE', 'x-forwarded-for': "1.2.3.4, ' OR 1=1", 'content-type': 'application/json' })
  plain('header: x-request-id', { 'x-request-id': pick(rnd, ['\xff\xfe', 'a'.repeat(5000), '../../x', '<script>']), 'content-type': 'application/json' })
  plain('header: accept-language', { 'accept-language': `${'x'.repeat(1000)};q=NaN, *;q=1e309`, accept: 'text/html;q=\xff', 'content-type': 'application/json' })
  plain('header: accept-encoding', { 'accept-encoding': 'br;q=1e309, gzip;q=-1, *;q=NaN, identity;q=0', 'content-type': 'application/json' })
  plain('header: expect', { expect: '100-continue', 'content-type': 'application/json' })
  return cases
}
