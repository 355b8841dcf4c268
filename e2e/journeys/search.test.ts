import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { BASE_URL, DESKTOP, eventually, launch, openPage, PHONE } from '../support'

/**
 * Search from the header: a typo still finds the product ("lavendr shampo" → Lavender Calm
 * Shampoo, with a did-you-mean), suggestions lead straight to a product, nothing-found offers
 * popular products, and a search that found something later shows among the popular searches.
 */

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

function assertNoErrors(errors: string[]) {
  assert.deepEqual(errors, [], `console or page errors:\n${errors.join('\n')}`)
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search the shop' })
const productNames = (page: Page) => page.locator('main article h3 a').allTextContents()

describe('search', () => {
  it('desktop: a typo in the header search finds the lavender shampoo, with suggestions and a did-you-mean', async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP)
    try {
      await page.goto('/')
      const box = searchBox(page)
      await box.click()
      await box.pressSequentially('lavendr shampo', { delay: 20 })

      // Suggestions while typing: the corrected words and the product itself.
      const list = page.getByRole('listbox')
      await list.waitFor()
      assert.equal(await box.getAttribute('aria-expanded'), 'true')
      await list.getByRole('option', { name: /lavender shampoo/i }).first().waitFor()
      await list.getByRole('option', { name: /Lavender Calm Shampoo/ }).waitFor()

      await box.press('Enter')
      await page.waitForURL(/\/search\/lavendr(%20| )shampo$/)
      await page.getByRole('heading', { level: 1, name: 'Results for “lavendr shampo”' }).waitFor()
      await eventually(async () => assert.deepEqual(await productNames(page), ['Lavender Calm Shampoo']))
      await page.getByText('1 product found').waitFor()
      // The correction is named, as a link.
      await page.getByText('Showing results for').waitFor()
      const didYouMean = page.locator('main').getByRole('link', { name: 'lavender shampoo', exact: true })
      await didYouMean.waitFor()
      // The box keeps what was searched for, and the list closed.
      assert.equal(await box.inputValue(), 'lavendr shampo')
      await list.waitFor({ state: 'hidden' })
      assert.match(await page.title(), /lavendr shampo/)

      // Following the correction searches the corrected words.
      await didYouMean.click()
      await page.waitForURL(/\/search\/lavender(%20| )shampoo$/)
      await page.getByRole('heading', { level: 1, name: 'Results for “lavender shampoo”' }).waitFor()
      await eventually(async () => assert.ok((await productNames(page)).includes('Lavender Calm Shampoo')))

      // A result opens the product.
      await page.getByRole('link', { name: 'Lavender Calm Shampoo' }).click()
      await page.getByRole('heading', { level: 1, name: 'Lavender Calm Shampoo' }).waitFor()
      assertNoErrors(errors)
    } finally {
      await context.close()
    }
  })

  it('phone: picking a product suggestion with the keyboard opens the product', async () => {
    const { context, page, errors } = await openPage(browser, PHONE)
    try {
      await page.goto('/about')
      const box = searchBox(page)
      await box.click()
      await box.pressSequentially('lavendr', { delay: 20 })
      const option = page.getByRole('listbox').getByRole('option', { name: /Lavender Calm Shampoo/ })
      await option.waitFor()
      // The suggestion list fits the phone screen.
      const listBox = await page.getByRole('listbox').boundingBox()
      assert.ok(listBox && listBox.x >= 0 && listBox.x + listBox.width <= PHONE.width + 1, `listbox out of the screen: ${JSON.stringify(listBox)}`)
      // Arrow down to the product and Enter.
      const options = page.getByRole('listbox').getByRole('option')
      const labels = (await options.allTextContents()).map((s) => s.trim())
      const index = labels.findIndex((l) => l.includes('Lavender Calm Shampoo'))
      assert.ok(index >= 0, `no product suggestion in ${JSON.stringify(labels)}`)
      for (let i = 0; i <= index; i++) await box.press('ArrowDown')
      assert.equal(await options.nth(index).getAttribute('aria-selected'), 'true')
      await box.press('Enter')
      await page.waitForURL(/\/productdetails\//)
      await page.getByRole('heading', { level: 1, name: 'Lavender Calm Shampoo' }).waitFor()
      // Choosing a product clears the box.
      assert.equal(await box.inputValue(), '')
      assertNoErrors(errors)
    } finally {
      await context.close()
    }
  })

  it('nothing found: says so and offers popular products', async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP)
    try {
      await page.goto('/search/qwxzv%20plmk')
      await page.getByRole('heading', { level: 2, name: 'Nothing found for “qwxzv plmk”' }).waitFor()
      await page.getByText('0 products found').waitFor()
      await page.getByRole('heading', { name: 'Popular products' }).waitFor()
      await eventually(async () => assert.ok((await productNames(page)).length > 0))
      assertNoErrors(errors)
    } finally {
      await context.close()
    }
  })

  it(
    'popular searches: a search that found something shows up in the empty search box',
    { timeout: 90_000 },
    async () => {
      // Make sure the search was counted, whatever ran before.
      await fetch(`${BASE_URL}/api/search?query=${encodeURIComponent('lavendr shampo')}`)
      // The server caches the popular list for up to a minute (CATALOG_TTL_SECONDS): wait for it.
      const started = Date.now()
      let popular: string[] = []
      await eventually(
        async () => {
          const answer = (await (await fetch(`${BASE_URL}/api/search?query=`)).json()) as { popular_searches: string[] }
          popular = answer.popular_searches
          assert.ok(popular.some((q) => /lavender shampoo/i.test(q)), `popular searches: ${JSON.stringify(popular)}`)
        },
        75_000,
        1000,
      )
      const waited = Math.round((Date.now() - started) / 1000)
      if (waited > 5) console.log(`# popular searches took ${waited} s to include the search (server cache)`)

      const { context, page, errors } = await openPage(browser, DESKTOP)
      try {
        await page.goto('/')
        const box = searchBox(page)
        await box.click()
        const list = page.getByRole('listbox', { name: 'Popular searches' })
        await list.waitFor()
        const term = list.getByRole('option', { name: /lavender shampoo/i }).first()
        await term.click()
        await page.waitForURL(/\/search\/lavender(%20| )shampoo$/i)
        await eventually(async () => assert.ok((await productNames(page)).includes('Lavender Calm Shampoo')))
        assertNoErrors(errors)
      } finally {
        await context.close()
      }
    },
  )
})
