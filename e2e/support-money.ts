import type { FrameLocator, Locator, Page } from 'playwright-core'
import { apiCall, apiOk, BASE_URL, screenshot, toast, unique } from './support'

/** Cents as the `en` storefront prints them: 4780 → "$47.80". */
export function usd(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100)
}

/** Crowns as the en storefront writes them: "CZK 1,234" whole, "CZK 98.58" with haléře (a no-break space after the code). */
export function czk(cents: number): string {
  const digits = cents % 100 === 0 ? 0 : 2
  return `CZK\u00a0${new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(cents / 100)}`
}

/** The built-in test gateway's cards (packages/domain/src/payments.ts TEST_CARDS), typed with spaces. */
export const CARDS = {
  approved: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  issuedAbroad: '4000 0007 6000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  issuedInGermany: '4000 0027 6000 0016',
  issuedInNorway: '4000 0057 8000 0007',
  /** Approved once the shopper passes the processor's 3-D Secure challenge */
  threeDSecure: '4000 0027 6000 3184',
} as const

/** A card expiry two years ahead, as the card forms take it: "MM/YY". */
export function futureExpiry(): string {
  return `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`
}

/** The payment processor's card fields inside `scope`: a frame from the processor's own origin. */
export function cardFrame(scope: Page | Locator): FrameLocator {
  return scope.frameLocator('iframe[title="Secure payment input frame"]')
}

/**
 * Types a card into the processor's card fields inside `scope` (checkout, wallet top-up and gift
 * card forms): the shop's page never holds the number, the processor's frame does.
 */
/** The processor's card-field labels in the page's language (its frame follows the shop's language). */
const CARD_LABELS = {
  en: { number: 'Card number', expiry: 'Expiry date', cvc: 'Security code' },
  cz: { number: 'Číslo karty', expiry: 'Platnost do', cvc: 'Bezpečnostní kód' },
  sl: { number: 'Številka kartice', expiry: 'Datum veljavnosti', cvc: 'Varnostna koda' },
  ge: { number: 'Kartennummer', expiry: 'Ablaufdatum', cvc: 'Sicherheitscode' },
} as const

export async function fillCard(scope: Page | Locator, number: string, lang: keyof typeof CARD_LABELS = 'en'): Promise<void> {
  const card = cardFrame(scope)
  const label = CARD_LABELS[lang]
  await card.getByLabel(label.number, { exact: true }).fill(number)
  await card.getByLabel(label.expiry, { exact: true }).fill('')
  await card.getByLabel(label.expiry, { exact: true }).pressSequentially(futureExpiry().replace('/', ''))
  await card.getByLabel(label.cvc, { exact: true }).fill('123')
  // The frame reports its height to the page as the fields validate: let the layout settle before
  // the next click lands on a button that may still move.
  const page = 'page' in scope && typeof scope.page === 'function' ? scope.page() : (scope as Page)
  await page.waitForTimeout(400)
}

export interface ProductPick {
  id: string
  name: string
  price_cents: number
  stock: number
}

/**
 * Products a journey can buy: single products in stock (plenty of it, so other journeys' orders do
 * not sell them out) priced between `min` and `max` cents, cheapest first; `skip` lets journeys
 * take different ones.
 */
export async function buyableProducts(opts: { min: number; max: number; count: number; skip?: number }): Promise<ProductPick[]> {
  const q = new URLSearchParams({ lang: 'en', in_stock: 'true', sort: 'price_asc', min_price: String(opts.min), max_price: String(opts.max), page_size: '96' })
  const list = await apiOk<{ data: Array<ProductPick & { kind: string }> }>('GET', `/api/product?${q}`)
  const picks = list.data.filter((p) => p.kind === 'single' && p.stock >= 20).slice(opts.skip ?? 0, (opts.skip ?? 0) + opts.count)
  if (picks.length < opts.count) throw new Error(`only ${picks.length} products between ${opts.min} and ${opts.max} cents to buy`)
  return picks.map(({ id, name, price_cents, stock }) => ({ id, name, price_cents, stock }))
}

/** Opens a product's page and adds one unit to the cart with its big button; waits for SPEC's toast. */
export async function addToCartFromDetails(page: Page, product: ProductPick): Promise<void> {
  await page.goto(`/productdetails/${product.id}`)
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor({ timeout: 15_000 })
  await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).click()
  await toast(page, 'ITEM ADDED TO CART SUCCESSFULLY').waitFor({ timeout: 10_000 })
  await mouseAway(page)
}

/**
 * Moves the pointer to the top-left corner. A toast pauses while the pointer rests on it (react-
 * toastify's pauseOnHover) and, one at a time, holds back the next; a person's pointer moves on.
 */
export async function mouseAway(page: Page): Promise<void> {
  await page.mouse.move(1, 1)
}

/**
 * A full-page screenshot from the top: scrolled down, Chromium paints fixed elements (the hidden
 * skip link, the sticky header) where the viewport was, in the middle of the picture.
 */
export async function snap(page: Page, name: string): Promise<void> {
  await mouseAway(page)
  // After a full load the first-visit animation fades the page in (SPEC: 1000 ms).
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-intro'), undefined, { timeout: 5000 }).catch(() => {})
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForTimeout(150)
  await screenshot(page, name)
}

/** The header's cart link, named with its count ("Cart, 2 items") or just "Cart". */
export function headerCart(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: /^Cart(, \d+ items?)?$/ })
}

/** The "Total" of the server's totals block ("Order totals") on a checkout step or receipt. */
export async function shownTotal(page: Page): Promise<string> {
  const text = (await page.getByLabel('Order totals').first().textContent()) ?? ''
  // Dollars and euros with cents, crowns whole ("CZK 1,234"): the total in the quote's currency (decision 038).
  const total = /Total\s*(\$[\d,]+\.\d{2}|€[\d,]+\.\d{2}|CZK\s[\d,]+(?:\.\d{2})?)/.exec(text)?.[1]
  if (!total) throw new Error(`no total in the order totals: ${text}`)
  return total
}

/** An address for the checkout forms and the API (SPEC's address label fields). */
export const ADDRESS = {
  first_name: 'Jana',
  last_name: 'Nováková',
  street: 'Vinohradská 12',
  city: 'Praha',
  state: '',
  /** An ISO code: the forms pick it from the country list (decision 031) */
  country: 'CZ',
  zip_code: '120 00',
} as const

/** An address in the United States: the rest-of-the-world market, in dollars without VAT (decision 036). */
export const US_ADDRESS = {
  first_name: 'Jana',
  last_name: 'Nováková',
  street: '350 Fifth Avenue',
  city: 'New York',
  state: 'NY',
  country: 'US',
  zip_code: '10118',
} as const

/** Fills SPEC's address label fields inside `scope` (the checkout's guest form or the account's form). */
export async function fillAddress(scope: Page | Locator, address: { [K in keyof typeof ADDRESS]: string } = ADDRESS): Promise<void> {
  await scope.getByLabel('First name', { exact: true }).fill(address.first_name)
  await scope.getByLabel('Last name', { exact: true }).fill(address.last_name)
  await scope.getByLabel('Street and descriptive number', { exact: true }).fill(address.street)
  await scope.getByLabel('City', { exact: true }).fill(address.city)
  await scope.getByLabel('Zip code', { exact: true }).fill(address.zip_code)
  await scope.getByLabel('Country', { exact: true }).selectOption(address.country)
}

/** The order's status badge texts, as orders.json words SPEC's codes in English. */
export const STATUS_LABELS = {
  new_order: 'Order placed',
  confirm_order: 'Confirmed',
  order_picked: 'Picked and packed',
  order_recieved: 'Handed to the carrier',
  shipped_order: 'Shipped',
  dispatched_order: 'Out for delivery',
  delivered_order: 'Delivered',
  cancelled_order: 'Cancelled',
  request_cancel: 'Cancellation requested',
  request_return: 'Withdrawal received',
  return_accept: 'Withdrawal accepted',
  return_reject: 'Withdrawal refused',
} as const

/** Places the signed-in shopper's current cart through the API (for journeys about what comes after). */
export async function placeOrderViaApi(token: string, productId: string, payment: Record<string, unknown>): Promise<{ id: string; number: string; total_cents: number }> {
  await apiOk('DELETE', '/api/cart', { token })
  await apiOk('POST', '/api/cart', { token, body: { product_id: productId, quantity: 1 } })
  // Priced for the address's country (decision 038: Czechia buys in crowns), as the order will be.
  const quote = await apiOk<{ total_cents: number; terms_version: string }>('POST', '/api/checkout/quote', { token, body: { shipping_method: 'standard', country: ADDRESS.country, coupons: [], lang: 'en' } })
  // A card goes to the processor, never to the shop (issue 20): the order says only that a card pays.
  const card = typeof payment.card === 'object' && payment.card ? (payment.card as ApiCard) : null
  const placed = await apiCall<{ id: string; number: string; total_cents: number; payment?: { id: string; client_secret: string } }>('POST', '/api/orders', {
    token,
    body: {
      idempotency_key: `e2e-${unique()}-${unique()}`,
      shipping_address: ADDRESS,
      shipping_method: 'standard',
      coupons: [],
      lang: 'en',
      expected_total_cents: quote.total_cents,
      // The terms the quote names, accepted by ordering (decision 043)
      terms_version: quote.terms_version,
      payment: card ? { ...payment, card: true } : payment,
    },
  })
  if (placed.status === 201) return placed.body
  if (placed.status !== 202 || !card || !placed.body.payment) throw new Error(`POST /api/orders answered ${placed.status}: ${JSON.stringify(placed.body)}`)
  return (await payViaApi<{ order: { id: string; number: string; total_cents: number } }>(token, placed.body.payment, card)).order
}

export interface ApiCard {
  number: string
  exp_month: number
  exp_year: number
  cvc: string
}

/**
 * A started payment (a 202's `payment`) paid as the browser pays it: the card to the processor's
 * confirm (its origin, from GET /api/payments/config), then the shop's complete, which answers
 * what the payment bought (`{order}`, `{wallet}`, `{gift_card}`).
 */
export async function payViaApi<T>(token: string | undefined, started: { id: string; client_secret: string }, card: ApiCard): Promise<T> {
  await confirmAtProcessor(started, card)
  return apiOk<T>('POST', `/api/payments/${started.id}/complete`, { token })
}

/** What the processor's card fields do in the browser: the card to the processor's confirm, never to the shop. */
export async function confirmAtProcessor(started: { client_secret: string }, card: ApiCard): Promise<void> {
  const config = await apiOk<{ script_url: string; publishable_key: string }>('GET', '/api/payments/config')
  const confirmed = await fetch(`${new URL(config.script_url).origin}/v1/payment_intents/${started.client_secret.split('_secret_')[0]}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      key: config.publishable_key,
      client_secret: started.client_secret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': card.number,
      'payment_method_data[card][exp_month]': String(card.exp_month),
      'payment_method_data[card][exp_year]': String(card.exp_year),
      'payment_method_data[card][cvc]': card.cvc,
      return_url: `${BASE_URL}/paymentpage`,
    }),
  })
  if (confirmed.status !== 200) throw new Error(`the processor refused the card: ${confirmed.status} ${await confirmed.text()}`)
}


/**
 * A product's live stock. Catalog answers are cached for up to a minute (docs/decisions/010), the
 * cart reads stock live: a throwaway guest cart (no cookie kept) tells it.
 */
export async function liveStock(productId: string): Promise<number> {
  const cart = await apiOk<{ items: Array<{ product_id: string; stock: number }> }>('POST', '/api/cart', { body: { product_id: productId, quantity: 1 } })
  const line = cart.items.find((l) => l.product_id === productId)
  if (!line) throw new Error(`the cart did not take ${productId}: ${JSON.stringify(cart)}`)
  return line.stock
}
