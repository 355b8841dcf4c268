/**
 * What the media module needs to draw a picture. The catalog service provides these
 * (`catalog.productArt(id)`, `catalog.bannerArt(id)`); the media module never reads catalog tables.
 */
export type ArtShape = 'bottle' | 'pump' | 'dropper' | 'spray' | 'jar' | 'tube' | 'bar' | 'tin' | 'pouch' | 'box'

export interface ArtStyle {
  shape: ArtShape
  color: string
  accent: string
  content: string
}

export interface ProductArt {
  id: string
  kind: 'single' | 'combo'
  /** English name and brand: the label printed on the package */
  name: string
  brand: string
  size_value: number
  size_unit: 'ml' | 'g' | 'pcs'
  inci: string[]
  style: ArtStyle
  /** The first uploaded photo's address, if staff uploaded any: the drawn front view yields to it */
  photo?: string | null
}

export interface BannerArt {
  id: string
  title: string
  style: ArtStyle & { motif: 'leaves' | 'drops' | 'petals' | 'waves' | 'lotus' }
}

export interface ArtSource {
  productArt(id: string): Promise<ProductArt | null>
  bannerArt(id: string): Promise<BannerArt | null>
}
