import assert from 'node:assert/strict'
import { createHmac } from 'node:crypto'
import http from 'node:http'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import {
  ADDRESS,
  BASE_URL,
  buyableProducts,
  DESKTOP,
  fixtureAccount,
  futureExpiry,
  launch,
  openPage,
  PHONE,
  payViaApi,
  placeOrderViaApi,
  snap,
  unexpectedErrors,
  unique,
  type ProductPick,
  type Session,
} from '../support'
import { adminNav, FORWARD } from '../support-staff'

/**
 * Issue 6, item 6b: axe-core on the routes no other journey shows, at phone (390 px) and desktop
 * (1440 px) width. e2e/axe.ts checks each route before the journey's next action or navigation;
 * every visit here waits until the page shows its real content (its heading and its data, no
 * skeleton or spinner left) before moving on, so what axe sees is the page a person sees.
 *
 * The shopper has a bit of everything: a wishlist entry, a saved address, a delivered order with a
 * review and a complaint, an order with a cancellation request, a gift card bought, something in
 * the cart, and two-factor authentication on (for the reset page and the login's second step).
 * Staff see those in their lists. Pages move by their own links (footer, account, staff sidebar)
 * where the page has one, which also spares the first-load animation of a full page load.
 */

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

/**
 * This journey's API calls come from a loopback address of its own: the contact, feedback and
 * testimonial limits count 5 per IP, and the engage journeys need theirs.
 */
const SOURCE = process.env.E2E_SWEEP_API_SOURCE ?? '127.0.0.9'

function api<T = Record<string, unknown>>(method: 'GET' | 'POST', pathname: string, opts: { token?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (opts.token) headers.authorization = `Bearer ${opts.token}`
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body)
  if (payload !== undefined) headers['content-type'] = 'application/json'
  return new Promise((resolve, reject) => {
    const req = http.request(`${BASE_URL}${pathname}`, { method, headers, localAddress: SOURCE }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => {
        const status = res.statusCode ?? 0
        if (status < 200 || status > 299) return reject(new Error(`${method} ${pathname} answered ${status}: ${text}`))
        try {
          resolve((text ? JSON.parse(text) : {}) as T)
        } catch {
          reject(new Error(`${method} ${pathname} answered no JSON: ${text.slice(0, 200)}`))
        }
      })
    })
    req.on('error', reject)
    req.end(payload)
  })
}

async function signInHere(email: string, password: string): Promise<Session> {
  const answer = await api<{ access?: string; username?: string }>('POST', '/auth/login', { body: { email, password } })
  if (!answer.access) throw new Error(`no session for ${email}: ${JSON.stringify(answer)}`)
  const username = answer.username ?? email
  return { token: answer.access, username, storage: { Username: username, Token: answer.access } }
}

/* RFC 6238, as an authenticator app computes it (see accounts-two-factor.test.ts). */
function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = 0
  let value = 0
  const out: number[] = []
  for (const ch of text.toUpperCase().replace(/[\s=-]/g, '')) {
    value = (value << 5) | alphabet.indexOf(ch)
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Buffer.from(out)
}

function totp(secret: string, nowMs = Date.now()): string {
  const msg = Buffer.alloc(8)
  msg.writeBigUInt64BE(BigInt(Math.floor(nowMs / 30_000)))
  const mac = createHmac('sha1', base32Decode(secret)).update(msg).digest()
  const offset = mac[mac.length - 1]! & 0x0f
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0')
}

function card(name: string) {
  return { number: '4242424242424242', exp_month: 12, exp_year: 2000 + Number(futureExpiry().slice(3)), cvc: '123', name }
}

interface World {
  shopper: Session
  password: string
  email: string
  staff: Session
  delivered: { id: string; number: string }
  product: ProductPick
}

/** Everything the pages below show, made through the API as the shopper and staff would. */
async function makeWorld(): Promise<World> {
  const account = fixtureAccount('sweep')
  const staffAccount = fixtureAccount('staff')
  const shopper = await signInHere(account.email, account.password)
  const staff = await signInHere(staffAccount.email, staffAccount.password)
  const token = shopper.token
  const [reviewed, requested, wished, carted] = await buyableProducts({ min: 1500, max: 4000, count: 4, skip: 30 })

  await api('POST', '/auth/user-address', { token, body: { ...ADDRESS, is_default: true } })
  await api('POST', '/api/wishlist', { token, body: { product_id: wished!.id } })

  // A delivered order, reviewed and complained about.
  const delivered = await placeOrderViaApi(token, reviewed!.id, { wallet_cents: 0, card: card(account.name), cash_on_delivery: false })
  for (const status of FORWARD) await api('POST', `/api/staff/orders/${delivered.id}/status`, { token: staff.token, body: { status, note: '' } })
  await api('POST', '/api/product-review', {
    token,
    body: { product_id: reviewed!.id, rating: 4, title: 'Soft and calm', body: 'Gentle on my skin, and it lasts for weeks.', lang: 'en', website: '' },
  })
  await api('POST', '/api/complaints', { token, body: { order_id: delivered.id, topic: 'quality', message: 'The cap of the bottle was cracked.' } })

  // A confirmed order the shopper asks to cancel: a pending request for staff.
  const confirmed = await placeOrderViaApi(token, requested!.id, { wallet_cents: 0, card: card(account.name), cash_on_delivery: false })
  await api('POST', `/api/staff/orders/${confirmed.id}/status`, { token: staff.token, body: { status: 'confirm_order', note: '' } })
  await api('POST', `/api/orders/${confirmed.id}/cancel`, { token, body: { reason: 'changed_mind', details: '', refund_to: 'card' } })

  // A gift card bought by card: the card goes to the processor (issue 20).
  const giftCard = await api<{ payment?: { id: string; client_secret: string }; id?: string; client_secret?: string }>('POST', '/api/gift-cards', {
    token,
    body: {
      amount_cents: 2500,
      recipient_name: 'Věra Králová',
      recipient_email: `vera.${unique()}@example.com`,
      sender_name: account.name,
      message: 'Happy birthday!',
      idempotency_key: `sweep-${unique()}-${unique()}`,
    },
  })
  await payViaApi(token, giftCard.payment ?? (giftCard as { id: string; client_secret: string }), card(account.name))
  await api('POST', '/api/testimonials', {
    token,
    body: { name: account.name, location: 'Brno', rating: 5, text: 'Lovely shop, fast delivery and kind people.', lang: 'en', website: '' },
  })
  await api('POST', '/api/contact-us', {
    body: { name: account.name, email: account.email, subject: 'Refill bottles', message: 'Do you sell refills of the body wash?', lang: 'en', website: '' },
  })
  await api('POST', '/api/feedback', { body: { q1: 0, q2: 1, q3: 0, issue: 'More travel sizes, please.', lang: 'en', website: '' } })
  await api('POST', '/api/newsletter', { body: { email: `sweep.${unique()}@example.com`, lang: 'en', website: '' } })

  // Something in the cart for the checkout pages.
  await api('POST', '/api/cart', { token, body: { product_id: carted!.id, quantity: 1 } })

  // Two-factor authentication last: turning it on ends every other session, this one stays.
  await api('POST', '/auth/two-factor/questions', {
    token,
    body: {
      password: account.password,
      questions: [
        { question: 'What was the name of your first pet?', answer: 'Micka' },
        { question: 'In which town were you born?', answer: 'Jihlava' },
        { question: 'What was your first school?', answer: 'Na Kopci' },
      ],
    },
  })
  const setup = await api<{ secret: string }>('POST', '/auth/two-factor/setup', { token, body: { password: account.password } })
  await api('POST', '/auth/two-factor/confirm', { token, body: { code: totp(setup.secret) } })

  return { shopper, password: account.password, email: account.email, staff, delivered, product: carted! }
}

/**
 * The page shows its content: the level-1 heading (and `content` when given), then no first-load
 * animation and no skeleton or spinner in <main>. axe runs at the next action, which only waits 2 s for the page to be calm.
 */
async function shows(page: Page, heading: string | RegExp, content?: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 15_000 })
  if (content) await page.getByRole('main').getByText(content).first().waitFor({ timeout: 15_000 })
  await page.waitForFunction(
    () =>
      !document.documentElement.hasAttribute('data-intro') &&
      !document.querySelector('main .animate-pulse, main [role="status"] .animate-spin'),
    undefined,
    { timeout: 15_000 },
  )
}

/** A full page load of `path` (for pages no link leads to). */
async function open(page: Page, path: string, heading: string | RegExp, content?: string | RegExp): Promise<void> {
  await page.goto(path)
  await shows(page, heading, content)
}

/** Follows the footer's link, as a shopper looking for that page would. */
async function viaFooter(page: Page, link: string, heading: string | RegExp, content?: string | RegExp): Promise<void> {
  await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click()
  await shows(page, heading, content)
}

/** Follows a link in the staff area's navigation (behind "Menu" on a phone). */
async function viaStaffNav(page: Page, link: string, heading: string | RegExp, content?: string | RegExp): Promise<void> {
  const nav = adminNav(page)
  if (!(await nav.isVisible())) await page.getByRole('button', { name: /Menu$/ }).click()
  await nav.getByRole('link', { name: link, exact: true }).click()
  await shows(page, heading, content)
}

let world: World
before(async () => {
  world = await makeWorld()
})

describe('accessibility sweep', () => {
  it('shopper pages, phone: wishlist, coupons, reviews, two-factor reset', async () => {
    const { context, page, errors } = await openPage(browser, PHONE, world.shopper.storage)
    try {
      await open(page, '/wishlist', 'Wishlist', '1 saved product')
      await snap(page, 'a11y-phone-wishlist')
      await viaFooter(page, 'Coupons', 'Coupons')
      await snap(page, 'a11y-phone-coupan')
      await viaFooter(page, 'Reviews', 'Reviews', 'Soft and calm')
      await snap(page, 'a11y-phone-review')
      await open(page, '/twofactorauthenticationreset', 'Turn off or reset')
      await page.getByRole('radiogroup', { name: 'What would you like to do?' }).waitFor()
      await snap(page, 'a11y-phone-twofactor-reset')
      await context.close()
      assert.deepEqual(unexpectedErrors(errors), [], `console or page errors:\n${errors.join('\n')}`)
    } finally {
      await context.close()
    }
  })

  it('guest pages, phone: phone verification, the sign-in popup landing, the login second step', async () => {
    const { context, page, errors } = await openPage(browser, PHONE)
    try {
      await open(page, '/Verificationphone', 'Check your phone')
      await snap(page, 'a11y-phone-verificationphone')
      await open(page, '/oauth/google', 'Signing in', 'This sign-in could not be confirmed.')
      await snap(page, 'a11y-phone-oauth')
      // The second step of a login with two-factor authentication on.
      await open(page, '/login', 'Welcome back')
      await page.getByLabel('Email or phone number', { exact: true }).fill(world.email)
      await page.getByLabel('Password', { exact: true }).fill(world.password)
      await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click()
      await page.waitForURL((u) => u.pathname === '/twofactorauthenicationverifiaction', { timeout: 15_000 })
      await shows(page, 'Two-step sign-in')
      await page.getByRole('main').getByRole('button', { name: /verify|sign in|continue/i }).first().waitFor()
      await snap(page, 'a11y-phone-twofactor-verify')
      await context.close()
      assert.deepEqual(unexpectedErrors(errors), [], `console or page errors:\n${errors.join('\n')}`)
    } finally {
      await context.close()
    }
  })

  it('guest pages, desktop: sign-in popup landing and phone verification', async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP)
    try {
      await open(page, '/oauth/google', 'Signing in', 'This sign-in could not be confirmed.')
      await open(page, '/Verificationphone', 'Check your phone')
      await context.close()
      assert.deepEqual(unexpectedErrors(errors), [], `console or page errors:\n${errors.join('\n')}`)
    } finally {
      await context.close()
    }
  })

  it('shopper pages, desktop: footer pages, account pages, checkout up to review', async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP, world.shopper.storage)
    try {
      await open(page, '/wishlist', 'Wishlist', '1 saved product')
      await viaFooter(page, 'Gift cards', 'Gift cards', /\$25/)
      await viaFooter(page, 'Coupons', 'Coupons')
      await viaFooter(page, 'Reviews', 'Reviews', 'Soft and calm')
      await viaFooter(page, 'Testimonials', 'Testimonials')
      await viaFooter(page, 'Track an order', 'Track your order')
      await viaFooter(page, 'Contact us', 'Contact us')
      await viaFooter(page, 'Feedback', 'Feedback')
      await viaFooter(page, 'Complaints', 'Complaints', 'The cap of the bottle was cracked.')
      await viaFooter(page, 'Newsletter', 'Join our newsletter')
      await open(page, '/orderhistory', 'Order history', world.delivered.number)
      await open(page, '/redeem', 'Redeem a gift card')
      await open(page, '/twofactorauthenticationreset', 'Turn off or reset')
      await page.getByRole('radiogroup', { name: 'What would you like to do?' }).waitFor()

      // Checkout as the signed-in shopper, with the saved address, up to the review step.
      await open(page, '/cart', 'Your cart', world.product.name)
      await page.getByRole('main').getByRole('link', { name: 'Proceed to checkout' }).click()
      await shows(page, 'Checkout')
      await page.getByRole('main').getByRole('button', { name: /^Continue as / }).click()
      await shows(page, 'Shipping address', ADDRESS.street)
      await page.getByRole('main').getByRole('button', { name: 'Continue to review' }).click()
      await shows(page, 'Review your order', ADDRESS.street)
      await page.getByLabel('Order totals').first().waitFor()
      await context.close()
      assert.deepEqual(unexpectedErrors(errors), [], `console or page errors:\n${errors.join('\n')}`)
    } finally {
      await context.close()
    }
  })

  for (const viewport of [PHONE, DESKTOP]) {
    const phone = viewport === PHONE
    it(`staff pages, ${phone ? 'phone' : 'desktop'}: every staff list and detail page`, async () => {
      const { context, page, errors } = await openPage(browser, viewport, world.staff.storage)
      const shot = async (name: string) => {
        if (phone) await snap(page, `a11y-phone-admin-${name}`)
      }
      try {
        await open(page, '/admin', 'Dashboard')
        await viaStaffNav(page, 'Orders', 'Orders', world.delivered.number)
        await page.getByRole('main').locator(`a[href="/admin/orders/${world.delivered.id}"]:visible`).first().click()
        await shows(page, `Order ${world.delivered.number}`)
        await shot('order')
        await viaStaffNav(page, 'Cancel and return requests', 'Cancel and return requests', /changed/i)
        await shot('requests')
        await viaStaffNav(page, 'Coupons', 'Coupons', 'GET15')
        await shot('coupons')
        await viaStaffNav(page, 'Gift cards', 'Gift cards', '$25.00')
        await shot('gift-cards')
        await viaStaffNav(page, 'Audit log', 'Audit log')
        await shot('audit')
        await viaStaffNav(page, 'Products', 'Products')
        await shot('products')
        const productLink = page.getByRole('main').locator('a[href^="/admin/products/"]:visible').first()
        await productLink.waitFor()
        await productLink.click()
        await page.getByRole('main').getByRole('textbox').first().waitFor({ timeout: 15_000 })
        await shows(page, /\S/)
        await shot('product-edit')
        await viaStaffNav(page, 'Categories', 'Categories')
        await shot('categories')
        await viaStaffNav(page, 'Brands', 'Brands')
        await shot('brands')
        await viaStaffNav(page, 'Reviews', 'Reviews', 'Soft and calm')
        await shot('reviews')
        await viaStaffNav(page, 'Complaints', 'Complaints', world.delivered.number)
        await shot('complaints')
        await page.getByRole('main').locator('a[href^="/admin/complaints/"]:visible').first().click()
        await shows(page, /quality/i, 'The cap of the bottle was cracked.')
        await shot('complaint')
        await viaStaffNav(page, 'Contact messages', 'Contact messages', 'Refill bottles')
        await shot('contact')
        await viaStaffNav(page, 'Testimonials', 'Testimonials', 'Lovely shop, fast delivery and kind people.')
        await shot('testimonials')
        await viaStaffNav(page, 'Feedback results', 'Feedback results')
        await shot('feedback')
        await viaStaffNav(page, 'Newsletter', 'Newsletter')
        await shot('newsletter')
        await context.close()
        assert.deepEqual(unexpectedErrors(errors), [], `console or page errors:\n${errors.join('\n')}`)
      } finally {
        await context.close()
      }
    })
  }
})
