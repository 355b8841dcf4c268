import {
  PRODUCT_PHOTO_MAX_BYTES,
  PRODUCT_PHOTOS_MAX,
  productPhotoUrl,
  STAFF_CATALOG_MESSAGES,
  type ProductDetail,
  type ProductList,
  type StaffProduct,
} from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { signUpStaff, type Account } from '../orders/orders.testing'
import { sniffImage } from './catalog.admin-image'
import { lastAudit, makeJpegHead, makePng, makeWebpHead, staffCall } from './catalog.admin.testing'

describe('picture sniffing', () => {
  it('tells PNG, JPEG and WebP apart by their bytes, with their size', () => {
    expect(sniffImage(makePng(3, 2))).toEqual({ content_type: 'image/png', width: 3, height: 2 })
    expect(sniffImage(makeJpegHead(640, 480))).toEqual({ content_type: 'image/jpeg', width: 640, height: 480 })
    expect(sniffImage(makeWebpHead(800, 600))).toEqual({ content_type: 'image/webp', width: 800, height: 600 })
  })

  it('refuses what only looks like a picture', () => {
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull()
    expect(sniffImage(Buffer.from('GIF89a\x01\x00\x01\x00'))).toBeNull()
    expect(sniffImage(makePng(3, 2).subarray(0, 20))).toBeNull()
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02]))).toBeNull()
    expect(sniffImage(makePng(0, 2))).toBeNull()
  })
})

describe.each(testDialects())('staff product photos (%s)', (dialect) => {
  let ctx: TestContext
  let staff: Account
  let productId: string
  let call: ReturnType<typeof staffCall>

  beforeAll(async () => {
    const dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    staff = await signUpStaff(ctx, dataDir, 'Photographer')
    call = staffCall(ctx)
    productId = (await ctx.db.kysely.selectFrom('product').select('id').where('kind', '=', 'single').orderBy('sold_count', 'desc').orderBy('id').executeTakeFirstOrThrow()).id
  })
  afterAll(async () => ctx?.close())

  const upload = (bytes: Buffer, contentType = 'image/png', id = productId) =>
    call('POST', `/api/staff/products/${id}/images`, staff.token, { content_type: contentType, data_base64: bytes.toString('base64') })
  const detail = async (): Promise<ProductDetail> => (await call('GET', `/api/product/${productId}?lang=ge`)).json()
  const photoRows = async () => ctx.db.kysely.selectFrom('product_image').select('id').where('product_id', '=', productId).execute()

  it('shows an uploaded photo in the shop instead of the drawn pictures, and serves it', async () => {
    const png = makePng(40, 30)
    const res = await upload(png)
    expect(res.statusCode, res.body).toBe(201)
    const p: StaffProduct = res.json()
    expect(p.photos).toHaveLength(1)
    const photo = p.photos[0]!
    expect(photo).toMatchObject({ content_type: 'image/png', bytes: png.length, width: 40, height: 30, url: productPhotoUrl(photo.id) })
    expect(p.image).toBe(photo.url)

    // Product details (gallery) and listings (summary picture), fresh despite the catalog cache.
    const d = await detail()
    expect(d.images.map((i) => i.url)).toEqual([photo.url])
    expect(d.images[0]!.alt).toContain(d.brand.name)
    const list: ProductList = (await call('GET', '/api/product?sort=popularity&page_size=5&lang=ge')).json()
    expect(list.data.find((s) => s.id === productId)?.image).toBe(photo.url)

    const served = await call('GET', photo.url)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['cache-control']).toContain('immutable')
    expect(served.rawPayload.equals(png)).toBe(true)
    const again = await ctx.app.inject({ method: 'GET', url: photo.url, headers: { 'if-none-match': String(served.headers.etag) } })
    expect(again.statusCode).toBe(304)

    // Carts, orders and emails link the drawn front picture: it now leads to the photo.
    const front = await call('GET', `/api/media/product/${productId}/front.svg`)
    expect(front.statusCode).toBe(302)
    expect(front.headers.location).toBe(photo.url)
    expect((await call('GET', `/api/media/product/${productId}/texture.svg`)).statusCode).toBe(200)

    const line = await lastAudit(ctx, productId)
    expect(line).toMatchObject({ action: 'product.photo_add', actor_id: staff.id })
    expect(line.details).toMatchObject({ photo_id: photo.id, content_type: 'image/png' })
  })

  it('takes JPEG and WebP, keeping upload order in the gallery', async () => {
    const jpeg = await upload(makeJpegHead(1200, 900), 'image/jpeg')
    expect(jpeg.statusCode, jpeg.body).toBe(201)
    // The browser's FileReader gives a data: URL; its prefix is accepted.
    const webp = await call('POST', `/api/staff/products/${productId}/images`, staff.token, {
      content_type: 'image/webp',
      data_base64: `data:image/webp;base64,${makeWebpHead(800, 800).toString('base64')}`,
    })
    expect(webp.statusCode, webp.body).toBe(201)
    const p: StaffProduct = webp.json()
    expect(p.photos.map((x) => x.content_type)).toEqual(['image/png', 'image/jpeg', 'image/webp'])
    const d = await detail()
    expect(d.images.map((i) => i.url)).toEqual(p.photos.map((x) => x.url))
    expect((await call('GET', p.photos[2]!.url)).headers['content-type']).toBe('image/webp')
  })

  it('refuses what is not a PNG, JPEG or WebP picture, or not what it claims (400)', async () => {
    const before = (await photoRows()).length
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')
    const cases: Array<[unknown, string]> = [
      [{ content_type: 'image/png', data_base64: svg.toString('base64') }, STAFF_CATALOG_MESSAGES.photoNotImage],
      [{ content_type: 'image/svg+xml', data_base64: svg.toString('base64') }, STAFF_CATALOG_MESSAGES.photoNotImage],
      [{ content_type: 'image/jpeg', data_base64: makePng(2, 2).toString('base64') }, STAFF_CATALOG_MESSAGES.photoTypeMismatch],
      [{ content_type: 'image/png', data_base64: 'not base64 at all!' }, STAFF_CATALOG_MESSAGES.photoNotImage],
      [{ content_type: 'image/png', data_base64: makePng(9000, 1).toString('base64') }, STAFF_CATALOG_MESSAGES.photoTooWide],
      [{ content_type: 'image/png' }, ''],
    ]
    for (const [body, message] of cases) {
      const res = await call('POST', `/api/staff/products/${productId}/images`, staff.token, body)
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400)
      if (message) expect(res.json().detail).toContain(message)
    }
    expect(await photoRows()).toHaveLength(before)
  })

  it('refuses a picture over 2 MB with 413, and a huge body unread', async () => {
    const before = (await photoRows()).length
    const big = Buffer.concat([makePng(10, 10), Buffer.alloc(PRODUCT_PHOTO_MAX_BYTES)])
    const res = await upload(big)
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ code: 'payload_too_large', detail: STAFF_CATALOG_MESSAGES.photoTooLarge })
    const huge = await upload(Buffer.alloc(10 * 1024 * 1024))
    expect(huge.statusCode).toBe(413)
    expect(huge.json().code).toBe('payload_too_large')
    // Exactly 2 MB is allowed.
    const edge = await upload(Buffer.concat([makePng(10, 10), Buffer.alloc(PRODUCT_PHOTO_MAX_BYTES - makePng(10, 10).length)]))
    expect(edge.statusCode, edge.body).toBe(201)
    expect(await photoRows()).toHaveLength(before + 1)
  })

  it(`keeps at most ${PRODUCT_PHOTOS_MAX} photos per product, even when uploads race`, async () => {
    const have = (await photoRows()).length
    const results = await Promise.all(Array.from({ length: PRODUCT_PHOTOS_MAX - have + 3 }, (_, i) => upload(makePng(5 + i, 5))))
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(PRODUCT_PHOTOS_MAX - have)
    const refused = results.filter((r) => r.statusCode !== 201)
    expect(refused.map((r) => r.statusCode)).toEqual([409, 409, 409])
    expect(refused[0]!.json().detail).toBe(STAFF_CATALOG_MESSAGES.photoLimit)
    expect(await photoRows()).toHaveLength(PRODUCT_PHOTOS_MAX)
    const listed: StaffProduct = (await call('GET', `/api/staff/products/${productId}`, staff.token)).json()
    expect(listed.photos).toHaveLength(PRODUCT_PHOTOS_MAX)
  })

  it('deletes photos; with none left the drawn pictures are back', async () => {
    const p: StaffProduct = (await call('GET', `/api/staff/products/${productId}`, staff.token)).json()
    const first = p.photos[0]!
    const res = await call('DELETE', `/api/staff/products/${productId}/images/${first.id}`, staff.token)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().photos.map((x: { id: string }) => x.id)).not.toContain(first.id)
    expect((await call('GET', first.url)).statusCode).toBe(404)
    expect((await detail()).images[0]!.url).toBe(p.photos[1]!.url)
    expect(await lastAudit(ctx, productId)).toMatchObject({ action: 'product.photo_remove', details: { photo_id: first.id } })

    expect((await call('DELETE', `/api/staff/products/${productId}/images/${first.id}`, staff.token)).statusCode).toBe(404)
    expect((await call('DELETE', `/api/staff/products/${productId}/images/not-an-id`, staff.token)).statusCode).toBe(400)

    for (const photo of p.photos.slice(1)) {
      expect((await call('DELETE', `/api/staff/products/${productId}/images/${photo.id}`, staff.token)).statusCode).toBe(200)
    }
    const d = await detail()
    expect(d.images.map((i) => i.url)).toEqual(['front', 'texture', 'ingredients'].map((v) => `/api/media/product/${productId}/${v}.svg`))
    expect(d.image).toBe(`/api/media/product/${productId}/front.svg`)
    expect((await call('GET', `/api/media/product/${productId}/front.svg`)).statusCode).toBe(200)
  })

  it('answers 404 for photos of unknown products and unknown photos', async () => {
    expect((await upload(makePng(2, 2), 'image/png', 'prd_doesnotexist')).statusCode).toBe(404)
    expect((await call('GET', '/api/media/photo/img_0000000000000000')).statusCode).toBe(404)
    expect((await call('GET', '/api/media/photo/..%2Fetc')).statusCode).toBe(400)
  })
})
