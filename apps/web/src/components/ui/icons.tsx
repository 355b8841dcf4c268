import type { SVGProps } from 'react'
// Fingerprinted by the build (assets/icons-<hash>.svg, cached for a year) and never inlined: an
// external sprite is fetched once and cached, where inline drawings repeated on every page's HTML.
import spriteUrl from './icons.svg?url&no-inline'

/** The URL of the icon sprite; `sprite('star')` is the address of one of its symbols. */
export const ICON_SPRITE: string = spriteUrl
export const sprite = (id: IconName) => `${ICON_SPRITE}#${id}`

/** Every symbol of icons.svg (icons.test.ts checks the two agree). */
export const ICON_NAMES = [
  'search',
  'menu',
  'close',
  'cart',
  'user',
  'globe',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'check',
  'eye',
  'eye-off',
  'arrow-right',
  'clock',
  'tag',
  'alert',
  'refresh',
  'leaf',
  'plus',
  'minus',
  'trash',
  'truck',
  'play',
  'pause',
  'sliders',
  'heart',
  'star',
  'star-row',
] as const
export type IconName = (typeof ICON_NAMES)[number]

/** Small line icons (24×24, currentColor). Decorative unless given a title by the caller's label. */
type IconProps = SVGProps<SVGSVGElement> & { size?: number }

/**
 * One symbol of the sprite. Its line style (no fill, a 1.75 stroke in currentColor, round ends)
 * is the symbol's own, in icons.svg: a page draws dozens of icons, each now a short `<use>`.
 */
function Icon({ size = 20, name, ...props }: IconProps & { name: IconName }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" {...props}>
      <use href={sprite(name)} />
    </svg>
  )
}

export const SearchIcon = (p: IconProps) => <Icon {...p} name="search" />
export const MenuIcon = (p: IconProps) => <Icon {...p} name="menu" />
export const CloseIcon = (p: IconProps) => <Icon {...p} name="close" />
export const CartIcon = (p: IconProps) => <Icon {...p} name="cart" />
export const UserIcon = (p: IconProps) => <Icon {...p} name="user" />
export const GlobeIcon = (p: IconProps) => <Icon {...p} name="globe" />
export const ChevronDownIcon = (p: IconProps) => <Icon {...p} name="chevron-down" />
export const ChevronLeftIcon = (p: IconProps) => <Icon {...p} name="chevron-left" />
export const ChevronRightIcon = (p: IconProps) => <Icon {...p} name="chevron-right" />
export const CheckIcon = (p: IconProps) => <Icon {...p} name="check" />
export const EyeIcon = (p: IconProps) => <Icon {...p} name="eye" />
export const EyeOffIcon = (p: IconProps) => <Icon {...p} name="eye-off" />
export const ArrowRightIcon = (p: IconProps) => <Icon {...p} name="arrow-right" />
export const ClockIcon = (p: IconProps) => <Icon {...p} name="clock" />
export const TagIcon = (p: IconProps) => <Icon {...p} name="tag" />
export const AlertIcon = (p: IconProps) => <Icon {...p} name="alert" />
export const RefreshIcon = (p: IconProps) => <Icon {...p} name="refresh" />
export const LeafIcon = (p: IconProps) => <Icon {...p} name="leaf" />
export const PlusIcon = (p: IconProps) => <Icon {...p} name="plus" />
export const MinusIcon = (p: IconProps) => <Icon {...p} name="minus" />
export const TrashIcon = (p: IconProps) => <Icon {...p} name="trash" />
export const TruckIcon = (p: IconProps) => <Icon {...p} name="truck" />
export const PlayIcon = (p: IconProps) => <Icon {...p} name="play" />
export const PauseIcon = (p: IconProps) => <Icon {...p} name="pause" />
export const SlidersIcon = (p: IconProps) => <Icon {...p} name="sliders" />

/**
 * The shop's mark: a leaf drawn in one stroke. The `intro-leaf` classes let the first-load
 * animation draw it (see styles.css); pathLength=1 makes the dash animation size-independent.
 */
export function LogoMark({ size = 32, className }: { size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={`intro-leaf ${className ?? ''}`}
    >
      <circle cx="16" cy="16" r="15" className="fill-sage-100" />
      <path
        className="intro-leaf-fill fill-sage-300/70"
        d="M8.5 23.5C8.5 14 14 8.2 24 7.5c-.4 10-6 16-15.5 16Z"
        stroke="none"
      />
      <path
        d="M8.5 23.5C8.5 14 14 8.2 24 7.5c-.4 10-6 16-15.5 16Z"
        pathLength={1}
        fill="none"
        className="stroke-sage-700"
        strokeWidth={1.6}
        strokeLinejoin="round"
      />
      <path
        d="M8.5 23.5 18.5 13.5M13 19h4M13 19v-4.2"
        pathLength={1}
        fill="none"
        className="stroke-sage-700"
        strokeWidth={1.4}
        strokeLinecap="round"
      />
    </svg>
  )
}
