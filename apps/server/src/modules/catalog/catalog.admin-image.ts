import {
  DomainError,
  PRODUCT_PHOTO_MAX_BYTES,
  PRODUCT_PHOTO_MAX_SIDE,
  STAFF_CATALOG_MESSAGES as MSG,
  ValidationFailed,
  type ProductPhotoType,
  type ProductPhotoUpload,
} from '@shop/domain'

export interface SniffedImage {
  content_type: ProductPhotoType
  width: number
  height: number
}

export interface CheckedImage extends SniffedImage {
  data: Buffer
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/
const DATA_URL = /^data:[^,]{0,100};base64,/

/**
 * An upload as bytes, checked: valid base64, at most 2 MB, and a PNG, JPEG or WebP picture by its
 * own header (the declared type must agree). The type a browser claims is not trusted: the
 * header decides what the picture is served as.
 */
export function checkUpload(upload: ProductPhotoUpload): CheckedImage {
  const text = upload.data_base64.replace(DATA_URL, '').replace(/\s+/g, '')
  // Decoded size without decoding: a huge body is refused before it costs a buffer.
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0
  if ((text.length / 4) * 3 - padding > PRODUCT_PHOTO_MAX_BYTES) throw new DomainError('photo_too_large', MSG.photoTooLarge)
  if (!text.length || text.length % 4 !== 0 || !BASE64.test(text)) {
    throw new ValidationFailed('photo_not_image', MSG.photoNotImage, [{ path: 'data_base64', message: 'is not valid base64' }])
  }
  const data = Buffer.from(text, 'base64')
  const sniffed = sniffImage(data)
  if (!sniffed) throw new ValidationFailed('photo_not_image', MSG.photoNotImage, [{ path: 'data_base64', message: MSG.photoNotImage }])
  if (sniffed.content_type !== upload.content_type) {
    throw new ValidationFailed('photo_type_mismatch', MSG.photoTypeMismatch, [{ path: 'content_type', message: `the file is ${sniffed.content_type}` }])
  }
  if (sniffed.width > PRODUCT_PHOTO_MAX_SIDE || sniffed.height > PRODUCT_PHOTO_MAX_SIDE) {
    throw new ValidationFailed('photo_too_wide', MSG.photoTooWide, [{ path: 'data_base64', message: MSG.photoTooWide }])
  }
  return { ...sniffed, data }
}

/** What the bytes are by their magic numbers, with the picture's size; null when not a picture we take. */
export function sniffImage(b: Buffer): SniffedImage | null {
  const size = png(b) ?? jpeg(b) ?? webp(b)
  if (!size || size.width < 1 || size.height < 1) return null
  return size
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function png(b: Buffer): SniffedImage | null {
  if (b.length < 24 || !b.subarray(0, 8).equals(PNG_SIGNATURE)) return null
  // The first chunk is always IHDR: width and height, big-endian.
  if (b.toString('latin1', 12, 16) !== 'IHDR') return null
  return { content_type: 'image/png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) }
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): they carry the size. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf])

function jpeg(b: Buffer): SniffedImage | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null
  let i = 2
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null
    const marker = b[i + 1]!
    if (marker === 0xff) {
      i++ // fill byte
      continue
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2
      continue
    }
    if (marker === 0xda || marker === 0xd9) return null // image data or end before any frame header
    const length = b.readUInt16BE(i + 2)
    if (length < 2) return null
    if (SOF.has(marker)) {
      if (i + 9 > b.length) return null
      return { content_type: 'image/jpeg', height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) }
    }
    i += 2 + length
  }
  return null
}

function webp(b: Buffer): SniffedImage | null {
  if (b.length < 30 || b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WEBP') return null
  const chunk = b.toString('latin1', 12, 16)
  if (chunk === 'VP8 ') {
    // Lossy: a key frame's start code, then 14-bit width and height.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null
    return { content_type: 'image/webp', width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff }
  }
  if (chunk === 'VP8L') {
    // Lossless: signature 0x2f, then width-1 and height-1 in 14 bits each.
    if (b[20] !== 0x2f) return null
    const bits = b.readUInt32LE(21)
    return { content_type: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8X') {
    // Extended: canvas width-1 and height-1 in 24 bits each.
    return { content_type: 'image/webp', width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 }
  }
  return null
}
