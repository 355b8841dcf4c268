import type { FastifyInstance, FastifyReply } from 'fastify'
import { readFileSync } from 'node:fs'
import { escapeHtml } from '../../lib/html'
import type { Form, ProcessorApi } from './test-processor.api'
import { ApiError, type Context } from './test-processor.objects'
import type { Keys } from './test-processor.repository'

export interface BrowserDeps {
  api: ProcessorApi
  keys: Keys
  ctx: Context
  /** An intent changed: deliver its events now */
  afterChange(): void
}

const asset = (name: string) => readFileSync(new URL(`./browser/${name}`, import.meta.url), 'utf8')
const SCRIPTS = { stripe: asset('stripe.js'), element: asset('payment-element.js'), threeDSecure: asset('three-d-secure.js') }

/** The card fields' words in the Payment Element's languages (Stripe's locale codes). */
const ELEMENT_TEXTS = {
  en: {
    number: 'Card number',
    expiry: 'Expiry date',
    expiryPlaceholder: 'MM / YY',
    cvc: 'Security code',
    errors: {
      incomplete_number: 'Your card number is incomplete.',
      invalid_number: 'Your card number is invalid.',
      incomplete_expiry: "Your card's expiry date is incomplete.",
      invalid_expiry_month: "Your card's expiry month is invalid.",
      invalid_expiry_year_past: "Your card's expiry date is in the past.",
      incomplete_cvc: "Your card's security code is incomplete.",
    },
  },
  cs: {
    number: 'Číslo karty',
    expiry: 'Platnost do',
    expiryPlaceholder: 'MM / RR',
    cvc: 'Bezpečnostní kód',
    errors: {
      incomplete_number: 'Číslo karty není úplné.',
      invalid_number: 'Číslo karty je neplatné.',
      incomplete_expiry: 'Datum platnosti karty není úplné.',
      invalid_expiry_month: 'Měsíc platnosti karty je neplatný.',
      invalid_expiry_year_past: 'Platnost karty již vypršela.',
      incomplete_cvc: 'Bezpečnostní kód karty není úplný.',
    },
  },
  sl: {
    number: 'Številka kartice',
    expiry: 'Datum veljavnosti',
    expiryPlaceholder: 'MM / LL',
    cvc: 'Varnostna koda',
    errors: {
      incomplete_number: 'Številka kartice ni popolna.',
      invalid_number: 'Številka kartice ni veljavna.',
      incomplete_expiry: 'Datum veljavnosti kartice ni popoln.',
      invalid_expiry_month: 'Mesec veljavnosti kartice ni veljaven.',
      invalid_expiry_year_past: 'Kartica je potekla.',
      incomplete_cvc: 'Varnostna koda kartice ni popolna.',
    },
  },
  de: {
    number: 'Kartennummer',
    expiry: 'Ablaufdatum',
    expiryPlaceholder: 'MM / JJ',
    cvc: 'Sicherheitscode',
    errors: {
      incomplete_number: 'Ihre Kartennummer ist unvollständig.',
      invalid_number: 'Ihre Kartennummer ist ungültig.',
      incomplete_expiry: 'Das Ablaufdatum Ihrer Karte ist unvollständig.',
      invalid_expiry_month: 'Der Ablaufmonat Ihrer Karte ist ungültig.',
      invalid_expiry_year_past: 'Das Ablaufdatum Ihrer Karte liegt in der Vergangenheit.',
      incomplete_cvc: 'Der Sicherheitscode Ihrer Karte ist unvollständig.',
    },
  },
}

/** JSON inside <script type="application/json">: no `<` may close the element early. */
const jsonScript = (value: unknown) => `<script type="application/json" id="config">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`

/** Framed by any shop page (the processor's fields sit inside the shop's checkout), scripts from this origin only. */
function pageHeaders(reply: FastifyReply) {
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; form-action 'none'; base-uri 'none'; frame-ancestors *")
}

function scriptHeaders(reply: FastifyReply) {
  reply
    .header('content-type', 'text/javascript; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('x-content-type-options', 'nosniff')
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin')
}

const FIELD_CSS = `
:root { --primary: #166534; --text: #111827; --danger: #b91c1c; --background: #ffffff; --radius: 8px;
  --font: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; background: transparent; color: var(--text); font-family: var(--font); font-size: 16px; }
form { padding: 2px; display: grid; gap: 12px; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
label { display: block; font-size: 14px; font-weight: 500; margin-bottom: 4px; }
input { width: 100%; height: 44px; padding: 0 12px; font: inherit; color: inherit; background: var(--background);
  border: 1px solid #d1d5db; border-radius: var(--radius); outline: none; }
input:focus { border-color: var(--primary); box-shadow: 0 0 0 3px color-mix(in srgb, var(--primary) 25%, transparent); }
input[aria-invalid="true"] { border-color: var(--danger); }
input[aria-invalid="true"]:focus { box-shadow: 0 0 0 3px color-mix(in srgb, var(--danger) 20%, transparent); }
.error { color: var(--danger); font-size: 13px; margin: 4px 0 0; min-height: 0; }
.error:empty { display: none; }
`

function elementPage(publishableKey: string): string {
  const t = ELEMENT_TEXTS.en
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card details</title><style>${FIELD_CSS}</style></head>
<body><form id="card" novalidate autocomplete="on">
<div><label id="number-label" for="number">${t.number}</label>
<input id="number" name="cardnumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" aria-describedby="number-error" aria-invalid="false" spellcheck="false">
<p class="error" id="number-error" role="alert"></p></div>
<div class="row">
<div><label id="expiry-label" for="expiry">${t.expiry}</label>
<input id="expiry" name="exp-date" inputmode="numeric" autocomplete="cc-exp" placeholder="${t.expiryPlaceholder}" aria-describedby="expiry-error" aria-invalid="false" spellcheck="false">
<p class="error" id="expiry-error" role="alert"></p></div>
<div><label id="cvc-label" for="cvc">${t.cvc}</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" aria-describedby="cvc-error" aria-invalid="false" spellcheck="false">
<p class="error" id="cvc-error" role="alert"></p></div>
</div></form>
${jsonScript({ publishableKey, texts: ELEMENT_TEXTS })}
<script src="/elements/payment.js"></script></body></html>`
}

const THREE_DS_CSS = `
* { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #111827; background: #fff; }
main { max-width: 420px; margin: 0 auto; padding: 28px 24px; display: grid; gap: 16px; }
.bank { display: flex; align-items: center; gap: 8px; font-size: 13px; letter-spacing: .04em; text-transform: uppercase; color: #4b5563; }
.bank b { display: inline-grid; place-items: center; width: 28px; height: 28px; border-radius: 6px; background: #1e3a8a; color: #fff; font-size: 12px; }
h1 { font-size: 22px; margin: 0; }
p { margin: 0; line-height: 1.5; }
dl { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; padding: 12px 16px; border: 1px solid #e5e7eb; border-radius: 8px; }
dt { color: #4b5563; } dd { margin: 0; font-weight: 600; text-align: right; }
.actions { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
button { height: 44px; font: inherit; font-weight: 600; border-radius: 8px; cursor: pointer; }
button[data-result="complete"] { background: #166534; color: #fff; border: 1px solid #166534; }
button[data-result="fail"] { background: #fff; color: #b91c1c; border: 1px solid #d1d5db; }
button:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }
button:disabled { opacity: .6; cursor: default; }
.note { font-size: 13px; color: #4b5563; }
`

/** An http(s) origin the page may answer to, or null. */
function originOf(value: string | undefined): string | null {
  if (!value) return null
  try {
    const u = new URL(value)
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null
  } catch {
    return null
  }
}

/** What the processor serves browsers from its own origin: Stripe.js's stand-in, the card fields, the 3-D Secure page. */
export function registerBrowserRoutes(app: FastifyInstance, deps: BrowserDeps): void {
  app.get('/v3/stripe.js', async (_req, reply) => {
    scriptHeaders(reply)
    return SCRIPTS.stripe.replace('__PROCESSOR_ORIGIN__', deps.ctx.publicUrl)
  })
  app.get('/v3', async (_req, reply) => reply.redirect('/v3/stripe.js'))
  app.get('/elements/payment.js', async (_req, reply) => {
    scriptHeaders(reply)
    return SCRIPTS.element
  })
  app.get('/3ds.js', async (_req, reply) => {
    scriptHeaders(reply)
    return SCRIPTS.threeDSecure
  })
  app.get('/elements/payment', async (_req, reply) => {
    pageHeaders(reply)
    return elementPage(deps.keys.publishableKey)
  })

  app.get<{ Params: { id: string }; Querystring: Record<string, string | undefined> }>('/3ds/:id', async (req, reply) => {
    const q = req.query
    const row = await deps.api.load(req.params.id)
    if (row.client_secret !== q.client_secret) throw new ApiError(404, { type: 'invalid_request_error', message: 'No such authentication request.' })
    const amount = new Intl.NumberFormat('en', { style: 'currency', currency: row.currency.toUpperCase() }).format(row.amount / 100)
    const merchant = row.description?.trim() || 'the merchant'
    const brand = row.card_brand ? row.card_brand.charAt(0).toUpperCase() + row.card_brand.slice(1) : 'Card'
    const card = row.card_last4 ? `${brand} •••• ${row.card_last4}` : ''
    const waiting = row.status === 'requires_action'
    pageHeaders(reply)
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>3-D Secure</title><style>${THREE_DS_CSS}</style></head>
<body><main>
<div class="bank" aria-hidden="true"><b>TB</b> Test Bank · Secure payment</div>
<h1>3-D Secure</h1>
<p>Confirm this payment to <strong>${escapeHtml(merchant)}</strong>.</p>
<dl><dt>Merchant</dt><dd>${escapeHtml(merchant)}</dd><dt>Amount</dt><dd>${escapeHtml(amount)}</dd>${card ? `<dt>Card</dt><dd>${escapeHtml(card)}</dd>` : ''}</dl>
${waiting ? '<div class="actions"><button type="button" data-result="complete">Complete</button><button type="button" data-result="fail">Fail</button></div>' : '<p>This payment no longer waits for authentication.</p>'}
<p class="note" id="status" role="status" aria-live="polite">This is the test processor's authentication page: no real bank is asked.</p>
</main>
${jsonScript({
  intentId: row.id,
  clientSecret: row.client_secret,
  embedded: q.embedded === '1',
  parent: originOf(q.parent),
  returnUrl: row.return_url && originOf(row.return_url) ? row.return_url : null,
  answered: waiting ? null : row.status,
  texts: { working: 'One moment…' },
})}
<script src="/3ds.js"></script></body></html>`
  })

  app.post<{ Params: { id: string } }>('/3ds/:id/authenticate', async (req) => {
    const form = (req.body as Form | undefined) ?? {}
    const result = form.result === 'complete' ? 'complete' : 'fail'
    const intent = await deps.api.authenticate(req.params.id, form.client_secret ?? '', result)
    deps.afterChange()
    return intent
  })
}
