import { productPhotoUrl } from '@shop/domain'
import type { ArtSource, ArtStyle, BannerArt, ProductArt } from '../media/media.types'
import { parseList, photoIds, pick } from './catalog.mapper'
import type { CatalogRepository } from './catalog.repository'

/** The catalog's side of the media contract: labels are printed in English. */
export function createCatalogArt(repo: CatalogRepository): ArtSource {
  return {
    async productArt(id: string): Promise<ProductArt | null> {
      const row = await repo.productArt(id)
      if (!row) return null
      const cover = photoIds(row)[0]
      return {
        id: row.id,
        kind: row.kind,
        name: pick(row.name, 'en'),
        brand: row.brand,
        size_value: row.size_value,
        size_unit: row.size_unit,
        inci: parseList(row.inci),
        style: JSON.parse(row.image_style) as ArtStyle,
        photo: cover ? productPhotoUrl(cover) : null,
      }
    },
    async bannerArt(id: string): Promise<BannerArt | null> {
      const row = await repo.banner(id)
      if (!row) return null
      return { id: row.id, title: pick(row.title, 'en'), style: JSON.parse(row.image) as BannerArt['style'] }
    },
  }
}
