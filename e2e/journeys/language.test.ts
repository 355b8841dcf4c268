import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { BASE_URL, DESKTOP, eventually, launch, openMenu, openPage, PHONE } from '../support'

/**
 * Languages: each has its own addresses (decision 026: English unprefixed, `/cz/…`, `/sl/…`,
 * `/ge/…`). Switching to Čeština leads to the same page under /cz/, whose header, category menu
 * (the API's Czech names) and pages are Czech, with <html lang="cs">; the choice is remembered in
 * localStorage `lang`, and links keep to the Czech addresses.
 */

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

interface CategoryNode {
  slug: string
  name: string
  subcategories: { id: string; name: string }[]
}

async function categories(lang: string): Promise<CategoryNode[]> {
  const res = await fetch(`${BASE_URL}/api/all-categories?convert_to=${lang}`)
  assert.equal(res.status, 200)
  const body = (await res.json()) as { data: CategoryNode[] } | CategoryNode[]
  return Array.isArray(body) ? body : body.data
}

function assertNoErrors(errors: string[]) {
  assert.deepEqual(errors, [], `console or page errors:\n${errors.join('\n')}`)
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang)
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('lang'))

describe('language', () => {
  it('desktop: switch to Čeština → Czech header, categories and pages; reload keeps it', async () => {
    const [en, cz] = await Promise.all([categories('en'), categories('cz')])
    assert.notDeepEqual(
      cz.map((c) => c.name),
      en.map((c) => c.name),
      'the API gives the same category names in cz and en',
    )
    const { context, page, errors } = await openPage(browser, DESKTOP)
    try {
      await page.goto('/')
      assert.equal(await htmlLang(page), 'en')
      const nav = page.getByRole('navigation', { name: 'Categories' })
      await nav.getByRole('button', { name: en[0]!.name }).waitFor()

      const menu = await openMenu(page, page.getByRole('button', { name: 'Language: English' }))
      await menu.getByRole('menuitemradio', { name: 'Čeština' }).click()

      await page.waitForURL(/\/cz\/$/)
      await eventually(async () => assert.equal(await htmlLang(page), 'cs'))
      assert.equal(await stored(page), 'cz')
      // Header in Czech: search, tools, category bar with the API's Czech names.
      await page.getByRole('combobox', { name: 'Hledat v obchodě' }).waitFor()
      assert.equal(await page.getByRole('combobox', { name: 'Hledat v obchodě' }).getAttribute('placeholder'), 'Hledejte produkty, značky, složení')
      await page.getByRole('button', { name: 'Jazyk: Čeština' }).waitFor()
      await page.getByRole('link', { name: 'Košík' }).waitFor()
      await page.getByRole('button', { name: 'Účet' }).waitFor()
      const czNav = page.getByRole('navigation', { name: 'Kategorie' })
      for (const c of cz) await czNav.getByRole('button', { name: c.name, exact: true }).waitFor()
      await czNav.getByRole('link', { name: 'Oblíbené značky' }).waitFor()
      await czNav.getByRole('link', { name: 'Všechny kategorie' }).waitFor()
      // No English left in the header.
      const header = (await page.locator('header').first().innerText()).replace(/\s+/g, ' ')
      for (const english of ['Search', 'Top brands', 'All categories', ...en.map((c) => c.name)]) {
        assert.ok(!header.includes(english), `English "${english}" in the Czech header: ${header}`)
      }

      // Survives a reload, straight in Czech.
      await page.reload()
      await page.getByRole('navigation', { name: 'Kategorie' }).getByRole('button', { name: cz[0]!.name, exact: true }).waitFor()
      assert.equal(await htmlLang(page), 'cs')

      // The category menu leads to a Czech category page.
      const hair = cz.find((c) => c.slug === 'hair-care')!
      const catMenu = await openMenu(page, page.getByRole('navigation', { name: 'Kategorie' }).getByRole('button', { name: hair.name, exact: true }))
      await catMenu.getByRole('menuitem', { name: 'Zobrazit vše' }).click()
      await page.waitForURL(/\/cz\/category\/hair-care\/all$/)
      await page.getByRole('heading', { level: 1, name: hair.name }).waitFor()
      await page.getByRole('combobox', { name: 'Řadit podle' }).waitFor()
      await page.getByText(/^32 produkt/).first().waitFor()

      // The overview: Czech heading and every category and subcategory in Czech.
      await page.goto('/cz/categoryoverview')
      await page.getByRole('heading', { level: 1, name: 'Všechny kategorie' }).waitFor()
      for (const c of cz) {
        const card = page.getByRole('region', { name: c.name, exact: true })
        await card.waitFor()
        for (const s of c.subcategories) await card.getByRole('link', { name: new RegExp(`^${s.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).waitFor()
      }
      assert.match(await page.title(), /Všechny kategorie/)

      // A product page in Czech.
      await page.goto('/cz/search/lavendr%20shampo')
      await page.getByRole('heading', { level: 1 }).waitFor()
      const first = page.locator('main article h3 a').first()
      await first.click()
      await page.waitForURL(/\/cz\/productdetails\//)
      await page.getByRole('region', { name: 'Složení' }).waitFor()

      assertNoErrors(errors)
    } finally {
      await context.close()
    }
  })

  it('phone: a Czech address is Czech from the first paint, and switching back to English leads to the English page', async () => {
    const cz = await categories('cz')
    // Nothing stored: the address alone says Czech. (A stored language would be written again on
    // every page load by openPage's init script, hiding the switch back to English.)
    const { context, page, errors } = await openPage(browser, PHONE)
    try {
      await page.goto('/cz/')
      await page.getByRole('combobox', { name: 'Hledat v obchodě' }).waitFor()
      assert.equal(await htmlLang(page), 'cs')
      // The drawer lists the Czech categories.
      await page.getByRole('button', { name: 'Otevřít menu' }).click()
      const drawer = page.getByRole('dialog', { name: 'Nakupovat podle kategorie' })
      await drawer.waitFor()
      for (const c of cz) await drawer.getByText(c.name, { exact: true }).waitFor()
      await drawer.getByRole('button', { name: 'Zavřít menu' }).click()
      await drawer.waitFor({ state: 'hidden' })

      const menu = await openMenu(page, page.getByRole('button', { name: 'Jazyk: Čeština' }))
      await menu.getByRole('menuitemradio', { name: 'English' }).click()
      await page.waitForURL((url) => url.pathname === '/')
      await page.getByRole('combobox', { name: 'Search the shop' }).waitFor()
      await eventually(async () => assert.equal(await htmlLang(page), 'en'))
      assert.equal(await stored(page), 'en')
      assertNoErrors(errors)
    } finally {
      await context.close()
    }
  })

  for (const [code, html] of [
    ['sl', 'sl'],
    ['ge', 'de'],
  ] as const) {
    it(`${code}: its address comes up with <html lang="${html}"> and translated header`, async () => {
      const names = await categories(code)
      const { context, page, errors } = await openPage(browser, DESKTOP, { lang: code })
      try {
        await page.goto(`/${code}/categoryoverview`)
        await page.getByRole('region', { name: names[0]!.name, exact: true }).waitFor()
        assert.equal(await htmlLang(page), html)
        assert.equal(await page.getByRole('combobox', { name: 'Search the shop' }).count(), 0, 'the search box is still English')
        assertNoErrors(errors)
      } finally {
        await context.close()
      }
    })
  }
})
