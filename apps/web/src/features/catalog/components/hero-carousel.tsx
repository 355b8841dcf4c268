import { pictureSources } from '@shop/domain'
import type { Banner } from '@shop/domain'
import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { Link } from '../../../lib/router'
import { ArrowRightIcon, ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../../components/ui/icons'
import { whenIdle } from '../../../lib/deferred'
import { useMediaQuery } from '../../../lib/use-media-query'

export const HERO_INTERVAL_MS = 7000
/** Banner pictures are drawn at this size (8:3), the subject on the right. */
export const BANNER_WIDTH = 1600
export const BANNER_HEIGHT = 600

/**
 * The banners of the home page. It turns by itself, but stops while a pointer or the keyboard is
 * inside it, when the shopper presses pause, and never starts for people who asked for less motion.
 */
export function HeroCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('catalog')
  const [index, setIndex] = useState(0)
  // Read through useMediaQuery: the server's HTML (and hydration) say "playing", then the
  // browser's preference applies; a press on pause/play is the shopper's own choice from then on.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')
  const [choice, setChoice] = useState<boolean | null>(null)
  const playing = choice ?? !reducedMotion
  // The first banner is the page's largest picture: the others are fetched once the page is up.
  const [allPictures, setAllPictures] = useState(false)
  useEffect(() => whenIdle(() => setAllPictures(true)), [])
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const count = banners.length
  const rotating = playing && !hovered && !focused && count > 1

  useEffect(() => {
    if (!rotating) return
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), HERO_INTERVAL_MS)
    return () => window.clearTimeout(timer)
  }, [rotating, index, count])

  if (count === 0) return null
  const current = Math.min(index, count - 1)
  const go = (i: number) => setIndex((i + count) % count)

  return (
    <section
      aria-roledescription={t('carousel.roledescription')}
      aria-label={t('carousel.label')}
      className="relative overflow-hidden rounded-3xl bg-cream-100"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <div className="relative aspect-[3/4] sm:aspect-[16/9] md:aspect-[8/3]" aria-live={rotating ? 'off' : 'polite'}>
        {banners.map((b, i) => {
          const active = i === current
          return (
            <div
              key={b.id}
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.slideOf', { current: i + 1, total: count })}
              aria-hidden={!active}
              inert={!active}
              className={`absolute inset-0 transition-opacity duration-700 ease-out ${active ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
            >
              <img
                {...(i === 0 || i === current || allPictures ? pictureSources(b.image) : {})}
                sizes="(min-width: 1280px) 1216px, 100vw"
                alt=""
                width={BANNER_WIDTH}
                height={BANNER_HEIGHT}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                className="absolute inset-x-0 top-0 h-[55%] w-full object-cover object-right sm:inset-0 sm:h-full"
              />
              <div className="absolute inset-0 bg-gradient-to-t from-cream-50 from-45% to-transparent to-60% sm:bg-gradient-to-r sm:from-cream-50/90 sm:from-0% sm:via-cream-50/45 sm:via-45% sm:to-transparent sm:to-100%" />
              <div className="relative flex h-full flex-col justify-end p-6 pb-20 sm:max-w-[62%] sm:justify-center sm:p-10 sm:pb-16 md:p-14 lg:p-16">
                <h2 className="text-3xl leading-tight text-ink-900 md:text-4xl lg:text-5xl">{b.title}</h2>
                <p className="mt-3 line-clamp-3 max-w-md text-base text-ink-700 md:text-lg">{b.subtitle}</p>
                <div className="mt-6">
                  <Link
                    to={b.href}
                    className="inline-flex items-center gap-2 rounded-full bg-sage-800 px-6 py-3 text-sm font-semibold text-cream-50 shadow-sm transition hover:bg-sage-900"
                  >
                    {b.cta}
                    <ArrowRightIcon size={16} />
                  </Link>
                </div>
              </div>
            </div>
          )
        })}
      </div>

      {count > 1 && (
        <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-3 p-4 sm:px-10 md:px-14 lg:px-16">
          <div className="flex items-center gap-2">
            {banners.map((b, i) => (
              <button
                key={b.id}
                type="button"
                onClick={() => go(i)}
                aria-label={t('carousel.goTo', { n: i + 1, title: b.title })}
                aria-current={i === current ? 'true' : undefined}
                className="group grid h-6 min-w-6 place-items-center"
              >
                <span
                  className={`block h-1.5 rounded-full transition-all ${i === current ? 'w-8 bg-sage-800' : 'w-3 bg-ink-300 group-hover:bg-ink-500'}`}
                />
              </button>
            ))}
          </div>
          <div className="flex items-center gap-2">
            <CarouselButton label={playing ? t('carousel.pause') : t('carousel.play')} onClick={() => setChoice(!playing)}>
              {playing ? <PauseIcon className="size-4" /> : <PlayIcon className="size-4" />}
            </CarouselButton>
            <CarouselButton label={t('carousel.previous')} onClick={() => go(current - 1)}>
              <ChevronLeftIcon className="size-5" />
            </CarouselButton>
            <CarouselButton label={t('carousel.next')} onClick={() => go(current + 1)}>
              <ChevronRightIcon size={20} />
            </CarouselButton>
          </div>
        </div>
      )}
    </section>
  )
}

function CarouselButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="grid size-10 place-items-center rounded-full bg-cream-50/80 text-ink-800 ring-1 ring-ink-200 backdrop-blur transition hover:bg-cream-50"
    >
      {children}
    </button>
  )
}

export function HeroSkeleton() {
  return <div aria-hidden="true" className="aspect-[3/4] animate-pulse rounded-3xl bg-cream-200/80 sm:aspect-[16/9] md:aspect-[8/3]" />
}
