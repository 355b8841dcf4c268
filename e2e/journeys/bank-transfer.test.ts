import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser } from 'playwright-core'
import { ADDRESS, apiOk, DESKTOP, eventually, fixtureAccount, horizontalOverflow, launch, mailTo, openPage, PHONE, signIn, snap, unexpectedErrors } from '../support'

/**
 * Issue 20, bank transfer (decision 052): a Czech shopper chooses "Bankovní převod"; the receipt
 * shows the account, the variable symbol and a QR Platba code whose payload names them; staff
 * import a CSV statement line with that symbol and amount; the order page then shows the transfer
 * received and the shopper gets "Platba … přijata".
 */

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const tidy = (text: string | null) => (text ?? '').replace(/\u00a0|\u202f/g, ' ').replace(/\s+/g, ' ')

describe('bank transfer with a QR code', () => {
  it('desktop and phone: pays by transfer, the QR holds the SPAYD payload, a statement line marks it paid and the email arrives', async () => {
    const account = fixtureAccount('transfer')
    const session = await signIn(account)
    await apiOk('POST', '/auth/user-address', { token: session.token, body: { ...ADDRESS, is_default: true } })
    await apiOk('DELETE', '/api/cart', { token: session.token })
    const q = new URLSearchParams({ lang: 'cz', currency: 'CZK', in_stock: 'true', sort: 'price_asc', min_price: '30000', max_price: '90000', page_size: '96' })
    const list = await apiOk<{ data: Array<{ id: string; kind: string; stock: number }> }>('GET', `/api/product?${q}`)
    const product = list.data.filter((p) => p.kind === 'single' && p.stock >= 20)[5]!
    await apiOk('POST', '/api/cart', { token: session.token, body: { product_id: product.id, quantity: 1 } })

    const { context, page, errors } = await openPage(browser, DESKTOP, session.storage)
    try {
      const main = page.getByRole('main')
      await page.goto('/cz/cart')
      await main.getByRole('link', { name: 'Pokračovat k pokladně' }).click()
      await main.getByRole('button', { name: `Pokračovat jako ${account.name}` }).click()
      await page.waitForURL((u) => u.pathname === '/cz/shippingaddress')
      await main.getByRole('radio', { checked: true }).first().waitFor({ timeout: 10_000 })
      await main.getByRole('button', { name: 'Pokračovat ke kontrole' }).click()
      await page.waitForURL((u) => u.pathname === '/cz/revieworder')
      await main.getByRole('link', { name: 'Pokračovat k platbě' }).click()
      await page.waitForURL((u) => u.pathname === '/cz/paymentpage')
      const form = page.getByRole('form', { name: 'Platba' })
      await form.getByRole('radio', { name: /Bankovní převod/ }).check()
      await snap(page, 'bank-transfer-1-payment')
      const since = Date.now()
      await form.getByRole('button', { name: 'Objednat s povinností platby' }).click()
      await page.waitForURL((u) => u.pathname === '/cz/confirmorder', { timeout: 15_000 })
      const number = ((await page.getByTestId('order-number').textContent()) ?? '').trim()

      // The receipt: account, variable symbol, due date and the QR code made from the SPAYD payload.
      const qr = page.getByTestId('transfer-qr')
      await qr.waitFor({ timeout: 10_000 })
      const payload = (await qr.getAttribute('data-payload')) ?? ''
      const m = /^SPD\*1\.0\*ACC:(CZ\d{22})\*AM:(\d+\.\d{2})\*CC:CZK\*X-VS:(\d{10})\*MSG:(.+)$/.exec(payload)
      assert.ok(m, payload)
      assert.equal(m[4], number)
      const box = tidy(await page.getByTestId('bank-transfer').textContent())
      assert.ok(box.includes('Variabilní symbol') && box.includes(m[3]!), box)
      assert.ok(box.includes(m[1]!.replace(/(.{4})(?=.)/g, '$1 ')), box)
      assert.ok((await qr.getAttribute('src'))?.startsWith('data:image/svg+xml'))
      assert.equal(await horizontalOverflow(page, DESKTOP.width), null)
      await snap(page, 'bank-transfer-2-receipt-desktop')
      const placed = await mailTo(account.email, since, (mail) => mail.text.includes(number))
      assert.ok(placed.text.includes(m[3]!), placed.text)

      // Staff import a CSV statement with that line.
      const staffSession = await signIn(fixtureAccount('staff'))
      const staff = await openPage(browser, DESKTOP, staffSession.storage)
      try {
        await staff.page.goto('/admin/bank-transfers')
        await staff.page.getByRole('cell', { name: number }).waitFor({ timeout: 10_000 })
        const csv = `date,amount,currency,reference,counterparty\n${new Date().toISOString().slice(0, 10)},${m[2]},CZK,${m[3]},${account.name}\n`
        await staff.page.getByTestId('statement-file').setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
        const result = staff.page.getByTestId('statement-result')
        await result.waitFor({ timeout: 10_000 })
        assert.match(tidy(await result.textContent()), new RegExp(`1 of 1 lines paid an order.*${number}`))
        await snap(staff.page, 'bank-transfer-3-staff-desk')
      } finally {
        await staff.context.close()
      }

      const paidMail = await mailTo(account.email, since, (mail) => mail.text.includes(number) && mail.text.includes('Přijali jsme váš převod'), 30_000)
      assert.ok(paidMail.text.includes(number))

      // The order page shows the transfer received.
      const orders = await apiOk<{ data: Array<{ id: string; number: string }> }>('GET', '/api/orders?page=1', { token: session.token })
      const order = orders.data.find((o) => o.number === number)!
      await page.goto(`/cz/individualorderview/${order.id}`)
      await eventually(async () => assert.ok(tidy(await page.getByTestId('bank-transfer').textContent()).includes('Převod přijat')))
      await snap(page, 'bank-transfer-4-order-paid-desktop')
      assert.deepEqual(unexpectedErrors(errors), [], `console or page errors:\n${errors.join('\n')}`)
    } finally {
      await context.close()
    }

    // Phone: the receipt's instructions fit, as the order page shows them.
    const phone = await openPage(browser, PHONE, session.storage)
    try {
      const orders = await apiOk<{ data: Array<{ id: string }> }>('GET', '/api/orders?page=1', { token: session.token })
      await phone.page.goto(`/cz/individualorderview/${orders.data[0]!.id}`)
      await phone.page.getByTestId('bank-transfer').waitFor({ timeout: 10_000 })
      assert.equal(await horizontalOverflow(phone.page, PHONE.width), null)
      await snap(phone.page, 'bank-transfer-5-order-phone')
    } finally {
      await phone.context.close()
    }
  })
})
