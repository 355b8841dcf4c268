import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import {
  apiCall,
  apiOk,
  buyableProducts,
  DESKTOP,
  eventually,
  fixtureAccount,
  horizontalOverflow,
  launch,
  mouseAway,
  openPage,
  PHONE,
  placeOrderViaApi,
  snap,
  toast,
  unexpectedErrors,
} from '../support'
import { adminHeading, cardPayment, deliverViaApi, injectedMarkup, signInElsewhere, watchDialogs } from '../support-staff'

/**
 * Issue 5, a review: a shopper whose order of a product was delivered (staff moved it through the
 * API) writes a review on the product page: SPEC's "Review submitted successfully", the review
 * waits for approval and only its author sees it. Staff approve it in /admin/reviews; then the
 * shopper and a guest see it on the product page with "Verified purchase", and the rating summary
 * counts it. The title, the body and the shopper's name carry markup: it shows as the same
 * characters everywhere (no element made of it, no dialog).
 * Issue 19: only buyers may review (the section says how the shop checks), so a signed-in shopper
 * who never bought the product is told why there is no form (and the API refuses them), and the
 * author deletes their review after confirming: it leaves the list and the rating.
 */

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const TITLE = 'Lovely <img src=x onerror=alert(1)> toner'
const RULE = 'Only shoppers who bought and received this product can review it: we check each review against our delivered orders, so every review here is a verified purchase.'
const BODY = 'Soft on my skin. <script>alert("xss")</script> I would buy it again.'

interface ProductReviewsAnswer {
  total: number
  summary: { average: number; count: number; histogram: Record<string, number> }
  data: Array<{ id: string; title: string; body: string; author: string; verified_purchase: boolean }>
}

/** The reviews block of a product page (its h2 is "Reviews"). */
function reviewsBlock(page: Page) {
  return page.getByRole('main').getByRole('region', { name: 'Reviews' })
}

describe('review a bought product', () => {
  it('desktop shopper and staff, phone guest: write → pending → approved in /admin → shown as text with “Verified purchase”', async () => {
    const shopper = fixtureAccount('reviewer')
    const session = await signInElsewhere(shopper)
    const staff = await signInElsewhere(fixtureAccount('staff'))
    const [product] = await buyableProducts({ min: 1000, max: 4000, count: 1, skip: 20 })
    const placed = await placeOrderViaApi(session.token, product!.id, cardPayment(shopper.name))
    await deliverViaApi(staff.token, placed.id)
    const before = await apiOk<ProductReviewsAnswer>('GET', `/api/product-review?product_id=${product!.id}&lang=en`)
    const productBefore = await apiOk<{ rating: { average: number; count: number } }>('GET', `/api/product/${product!.id}?lang=en`)

    const own = await openPage(browser, DESKTOP, session.storage)
    const ownDialogs = watchDialogs(own.page)
    try {
      const { page } = own
      await page.goto(`/productdetails/${product!.id}`)
      await page.getByRole('heading', { level: 1, name: product!.name }).waitFor({ timeout: 15_000 })
      const block = reviewsBlock(page)
      await block.getByText(before.summary.count === 1 ? 'Based on 1 review' : `Based on ${before.summary.count} reviews`).waitFor({ timeout: 10_000 })
      await block.getByText(RULE).waitFor()

      // Write it: four stars, a title and a body with markup in them.
      await block.getByRole('button', { name: 'Write a review' }).click()
      const form = block.getByRole('form', { name: 'Write a review' })
      // The stars are pictures over visually hidden radios: a person clicks the fourth star.
      await form.locator('label').filter({ has: page.getByRole('radio', { name: '4 stars' }) }).click()
      assert.equal(await form.getByRole('radio', { name: '4 stars' }).isChecked(), true)
      await form.getByLabel('Title (optional)', { exact: true }).fill(TITLE)
      await form.getByLabel('Your review', { exact: true }).fill(BODY)
      await snap(page, 'engage-review-1-form')
      await form.getByRole('button', { name: 'Submit review' }).click()
      await toast(page, 'Review submitted successfully').waitFor({ timeout: 10_000 })
      await mouseAway(page)

      // Pending: the author sees it, marked as waiting; the public list does not have it.
      await block.getByText('Waiting for approval', { exact: true }).waitFor({ timeout: 10_000 })
      await block.getByText('Thank you! Your review will appear here once our team has approved it.').waitFor()
      await block.getByRole('heading', { name: TITLE }).waitFor()
      await block.getByText(BODY, { exact: true }).waitFor()
      assert.deepEqual(await injectedMarkup(block), [])
      const pending = await apiOk<ProductReviewsAnswer>('GET', `/api/product-review?product_id=${product!.id}&lang=en`)
      assert.equal(pending.summary.count, before.summary.count, 'a pending review is not counted')
      assert.ok(!pending.data.some((r) => r.title === TITLE), 'a pending review is not public')
      await snap(page, 'engage-review-2-pending')

      // Staff approve it from the queue.
      const desk = await openPage(browser, DESKTOP, staff.storage)
      const deskDialogs = watchDialogs(desk.page)
      try {
        const admin = desk.page
        await admin.goto('/admin/reviews')
        await adminHeading(admin, 'Reviews').waitFor({ timeout: 15_000 })
        const card = admin.getByRole('main').getByRole('listitem').filter({ has: admin.getByRole('heading', { name: TITLE }) })
        await card.waitFor({ timeout: 10_000 })
        await card.getByText(BODY, { exact: true }).waitFor()
        await card.getByText(shopper.name, { exact: true }).waitFor()
        await card.getByText('Verified purchase').waitFor()
        assert.deepEqual(await injectedMarkup(admin.getByRole('main')), [])
        await snap(admin, 'engage-review-3-admin-queue')
        await card.getByRole('button', { name: `Approve review by ${shopper.name}`, exact: true }).click()
        await toast(admin, 'Review approved: it now shows on the product').waitFor({ timeout: 10_000 })
        await mouseAway(admin)
        await admin.getByRole('radiogroup', { name: 'Show' }).getByRole('radio', { name: 'Approved' }).click()
        await admin.getByRole('main').getByRole('listitem').filter({ has: admin.getByRole('heading', { name: TITLE }) }).getByText(/^Approved by /).waitFor({ timeout: 10_000 })
        await snap(admin, 'engage-review-4-admin-approved')
        assert.deepEqual(deskDialogs, [])
        assert.deepEqual(unexpectedErrors(desk.errors), [], `staff console or page errors:\n${desk.errors.join('\n')}`)
      } finally {
        await desk.context.close()
      }

      // The server's truth: counted once, verified, text unchanged; the product's rating moved too.
      const approved = await apiOk<ProductReviewsAnswer>('GET', `/api/product-review?product_id=${product!.id}&lang=en`)
      assert.equal(approved.summary.count, before.summary.count + 1)
      assert.equal(approved.summary.histogram['4'], (before.summary.histogram['4'] ?? 0) + 1)
      const mine = approved.data.find((r) => r.title === TITLE)
      assert.ok(mine, 'the approved review is public')
      assert.equal(mine.body, BODY)
      assert.equal(mine.author, shopper.name)
      assert.equal(mine.verified_purchase, true)
      await eventually(async () => {
        const p = await apiOk<{ rating: { count: number } }>('GET', `/api/product/${product!.id}?lang=en`)
        assert.equal(p.rating.count, productBefore.rating.count + 1)
      }, 10_000)

      // The author's page after a reload: in the list with "Verified purchase", summary counted.
      await page.reload()
      await page.getByRole('heading', { level: 1, name: product!.name }).waitFor({ timeout: 15_000 })
      const count = approved.summary.count
      await block.getByText(count === 1 ? 'Based on 1 review' : `Based on ${count} reviews`).waitFor({ timeout: 10_000 })
      await block.getByText('Published', { exact: true }).waitFor()
      const listed = block.getByRole('list', { name: 'Reviews from shoppers' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: TITLE }) })
      await listed.getByText('Verified purchase').waitFor()
      await listed.getByText(BODY, { exact: true }).waitFor()
      await listed.getByText(shopper.name, { exact: true }).waitFor()
      assert.deepEqual(await injectedMarkup(page.getByRole('main')), [])
      await snap(page, 'engage-review-5-approved-author')
      assert.deepEqual(ownDialogs, [])
      assert.deepEqual(unexpectedErrors(own.errors), [], `console or page errors:\n${own.errors.join('\n')}`)
    } finally {
      await own.context.close()
    }

    // A guest on a phone sees it too, and is invited to sign in rather than to write.
    const guest = await openPage(browser, PHONE)
    const guestDialogs = watchDialogs(guest.page)
    try {
      const { page } = guest
      await page.goto(`/productdetails/${product!.id}`)
      await page.getByRole('heading', { level: 1, name: product!.name }).waitFor({ timeout: 15_000 })
      const block = reviewsBlock(page)
      const listed = block.getByRole('list', { name: 'Reviews from shoppers' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: TITLE }) })
      await listed.waitFor({ timeout: 10_000 })
      await listed.getByText('Verified purchase').waitFor()
      await listed.getByRole('img', { name: 'Rated 4 out of 5' }).waitFor()
      await listed.getByText(BODY, { exact: true }).waitFor()
      await block.getByRole('link', { name: 'Sign in to write a review' }).waitFor()
      assert.equal(await block.getByRole('button', { name: 'Write a review' }).count(), 0)
      assert.deepEqual(await injectedMarkup(page.getByRole('main')), [])
      assert.equal(await horizontalOverflow(page, PHONE.width), null)
      await snap(page, 'engage-review-6-guest')
      assert.deepEqual(guestDialogs, [])
      assert.deepEqual(unexpectedErrors(guest.errors), [], `guest console or page errors:\n${guest.errors.join('\n')}`)
    } finally {
      await guest.context.close()
    }

    // The author deletes it (issue 19), after saying yes: it leaves the list and the rating.
    const again = await openPage(browser, DESKTOP, session.storage)
    const againDialogs = watchDialogs(again.page)
    try {
      const { page } = again
      await page.goto(`/productdetails/${product!.id}`)
      await page.getByRole('heading', { level: 1, name: product!.name }).waitFor({ timeout: 15_000 })
      const block = reviewsBlock(page)
      await block.getByRole('button', { name: 'Delete my review' }).click()
      const confirm = block.getByRole('group', { name: 'Delete your review? This cannot be undone.' })
      await confirm.waitFor()
      await snap(page, 'engage-review-7-delete-confirm')
      await confirm.getByRole('button', { name: 'Yes, delete' }).click()
      await toast(page, 'Your review was deleted').waitFor({ timeout: 10_000 })
      await mouseAway(page)
      // Deleted, the product may be reviewed again: it was bought.
      await block.getByRole('button', { name: 'Write a review' }).waitFor({ timeout: 10_000 })
      assert.equal(await block.getByRole('heading', { name: TITLE }).count(), 0)
      const after = await apiOk<ProductReviewsAnswer>('GET', `/api/product-review?product_id=${product!.id}&lang=en`)
      assert.equal(after.summary.count, before.summary.count)
      assert.ok(!after.data.some((r) => r.title === TITLE))
      await eventually(async () => {
        const p = await apiOk<{ rating: { count: number } }>('GET', `/api/product/${product!.id}?lang=en`)
        assert.equal(p.rating.count, productBefore.rating.count)
      }, 10_000)
      await snap(page, 'engage-review-8-deleted')
      assert.deepEqual(againDialogs, [])
      assert.deepEqual(unexpectedErrors(again.errors), [], `console or page errors:\n${again.errors.join('\n')}`)
    } finally {
      await again.context.close()
    }
  })

  it('phone shopper who never bought the product: told why there is no form; the API refuses a review', async () => {
    const outsider = fixtureAccount('outsider')
    const session = await signInElsewhere(outsider)
    const [product] = await buyableProducts({ min: 1000, max: 4000, count: 1, skip: 21 })
    const refused = await apiCall('POST', '/api/product-review', {
      token: session.token,
      body: { product_id: product!.id, rating: 5, title: '', body: 'Never tried it, but it looks nice.', lang: 'en', website: '' },
    })
    assert.equal(refused.status, 403)
    assert.equal((refused.body as { reason?: string }).reason, 'review_not_buyer')

    const own = await openPage(browser, PHONE, session.storage)
    try {
      const { page } = own
      await page.goto(`/productdetails/${product!.id}`)
      await page.getByRole('heading', { level: 1, name: product!.name }).waitFor({ timeout: 15_000 })
      const block = reviewsBlock(page)
      await block.getByText(RULE).waitFor({ timeout: 10_000 })
      await block.getByText('You can review this product once you have bought it and it has been delivered to you.').waitFor({ timeout: 10_000 })
      assert.equal(await block.getByRole('button', { name: 'Write a review' }).count(), 0)
      assert.equal(await block.getByRole('link', { name: 'Sign in to write a review' }).count(), 0)
      assert.equal(await horizontalOverflow(page, PHONE.width), null)
      await block.scrollIntoViewIfNeeded()
      await snap(page, 'engage-review-9-not-buyer-phone')
      assert.deepEqual(unexpectedErrors(own.errors), [], `console or page errors:\n${own.errors.join('\n')}`)
    } finally {
      await own.context.close()
    }
  })
})
