import { pictureSources } from '@shop/domain'
import { useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { CARD_IMAGE_SIZE } from './product-card'

export interface GalleryImage {
  url: string
  alt: string
}

/**
 * The product pictures: a large view and a row of thumbnails. Thumbnails are one tab stop; the
 * arrow keys, Home and End move between them (like a tab list), Enter is not needed.
 */
export function ProductGallery({ images }: { images: GalleryImage[] }) {
  const { t } = useTranslation(['catalog', 'product'])
  const [index, setIndex] = useState(0)
  const thumbs = useRef<Array<HTMLButtonElement | null>>([])
  const current = images[Math.min(index, images.length - 1)]
  if (!current) return null

  const select = (i: number) => {
    const next = (i + images.length) % images.length
    setIndex(next)
    thumbs.current[next]?.focus()
  }

  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: images.length - 1 }
    const to = moves[e.key]
    if (to === undefined) return
    e.preventDefault()
    select(to)
  }

  return (
    <div className="flex flex-col gap-3 lg:flex-row-reverse lg:gap-4">
      <div
        id="gallery-view"
        role="tabpanel"
        aria-label={t('gallery.viewOf', { current: index + 1, total: images.length })}
        className="relative aspect-square w-full min-w-0 flex-1 self-start overflow-hidden rounded-3xl bg-cream-100 ring-1 ring-cream-200"
      >
        {images.map((img, i) => (
          <img
            key={img.url}
            {...pictureSources(img.url)}
            sizes="(min-width: 900px) 50vw, 100vw"
            alt={img.alt}
            width={CARD_IMAGE_SIZE}
            height={CARD_IMAGE_SIZE}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'auto'}
            hidden={i !== index}
            className="absolute inset-0 size-full object-cover"
          />
        ))}
      </div>
      {images.length > 1 && (
        <div role="tablist" aria-label={t('gallery.label')} aria-orientation="horizontal" className="flex gap-3 lg:w-24 lg:flex-col" onKeyDown={onKeyDown}>
          {images.map((img, i) => (
            <button
              key={img.url}
              ref={(el) => {
                thumbs.current[i] = el
              }}
              type="button"
              role="tab"
              aria-selected={i === index}
              aria-controls="gallery-view"
              aria-label={t('gallery.show', { n: i + 1, alt: img.alt })}
              tabIndex={i === index ? 0 : -1}
              onClick={() => setIndex(i)}
              className={`relative aspect-square w-20 overflow-hidden rounded-xl bg-cream-100 ring-offset-2 ring-offset-cream-50 transition sm:w-24 lg:w-full ${
                i === index ? 'ring-2 ring-sage-700' : 'opacity-80 ring-1 ring-cream-200 hover:opacity-100'
              }`}
            >
              <img {...pictureSources(img.url, { widest: false })} alt="" width={96} height={96} loading="lazy" className="size-full object-cover" />
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
