import type { ProductImageView } from '@shop/domain'
import type { BannerArt, ProductArt } from './media.types'
import { renderBannerScene } from './media.banner'
import { drawBotanical, fallenPiece } from './media.botanicals'
import { drawPackage, GROUND, groundShadow, packageDefs, type LabelBox, type PackageStyle } from './media.packages'
import { backdrop, PRODUCT_SIZE, productScene, svgDocument, type ProductScene } from './media.scene'
import { between, escapeXml, fitLine, fitText, r1, SERIF, shade } from './media.svg'
import { ingredientsScene, textureScene } from './media.views'

/**
 * Product and banner pictures as SVG text: pure functions of the art data, so the same product
 * always looks the same and the routes may cache by content. Bump RENDER_VERSION whenever the
 * drawings change, so browsers holding an old ETag fetch the new picture.
 */
export const RENDER_VERSION = 1

function capStyle(s: ProductScene): PackageStyle {
  const { art, color, accent, content, rng } = s
  if (art.style.shape === 'tin') return { color, accent, content, cap: color, metal: true }
  const choices: [string, boolean][] = [
    [shade(accent, 0.12), false],
    ['#2f2b28', false],
    ['#c9a66b', true],
    ['#d6d3cd', true],
  ]
  const [cap, metal] = choices[Math.floor(rng() * choices.length)]!
  return { color, accent, content, cap, metal }
}

function sizeText(art: ProductArt): string {
  if (art.size_unit === 'pcs') return art.kind === 'combo' ? `SET OF ${art.size_value}` : `${art.size_value} PCS`
  return `${art.size_value} ${art.size_unit.toUpperCase()}`
}

/** The label: brand in spaced capitals, the name in serif over up to three lines, the size. */
function drawLabel(s: ProductScene, box: LabelBox): string {
  const { art, accent, ink } = s
  const cx = box.x + box.w / 2
  let out = box.round
    ? `<circle cx="${cx}" cy="${box.y + box.h / 2}" r="${box.w / 2}" fill="${accent}"/><circle cx="${cx}" cy="${box.y + box.h / 2}" r="${box.w / 2 - 9}" fill="none" stroke="${ink}" stroke-width="1.2" opacity=".45"/>`
    : `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="${box.rx}" fill="${accent}"/><rect x="${box.x + 8}" y="${box.y + 8}" width="${box.w - 16}" height="${box.h - 16}" rx="${Math.max(0, box.rx - 3)}" fill="none" stroke="${ink}" stroke-width="1.2" opacity=".45"/>`
  const inner = box.round ? box.w * 0.74 : box.w - 40
  const brandY = box.y + (box.round ? box.h * 0.27 : box.h > 200 ? 38 : 32)
  const brandWidth = box.round ? box.w * 0.56 : inner
  // Long brand names give up letter spacing before they give up size.
  const [brand, tracking] = [0.24, 0.14, 0.06]
    .map((tr) => [fitLine(art.brand.toUpperCase(), { max: 15, min: 10, maxWidth: brandWidth, tracking: tr }), tr] as const)
    .find(([fit]) => !fit.text.endsWith('…')) ?? [fitLine(art.brand.toUpperCase(), { max: 15, min: 9, maxWidth: brandWidth, tracking: 0.06 }), 0.06]
  out += `<text x="${cx}" y="${brandY}" text-anchor="middle" font-family="${SERIF}" font-size="${brand.size}" letter-spacing="${r1(brand.size * tracking)}" fill="${ink}" opacity=".9">${escapeXml(brand.text)}</text>`
  const ornY = brandY + 14
  out += `<path d="M${cx - 34} ${ornY}L${cx - 8} ${ornY}M${cx + 8} ${ornY}L${cx + 34} ${ornY}" stroke="${ink}" stroke-width="1" opacity=".55"/>`
    + `<path d="M${cx - 5} ${ornY}Q${cx} ${ornY - 6} ${cx + 5} ${ornY}Q${cx} ${ornY + 6} ${cx - 5} ${ornY}Z" fill="${ink}" opacity=".7"/>`
  const sizeY = box.y + box.h - (box.round ? box.h * 0.2 : box.h > 200 ? 26 : 20)
  // The name sits centred between the ornament and the size line.
  const top = ornY + 12
  const bottom = sizeY - 20
  const maxSize = box.w < 220 ? 27 : box.round ? 30 : 31
  const name = fitText(art.name, { max: maxSize, min: 15, maxWidth: box.round ? box.w * 0.7 : inner, maxLines: 3, maxHeight: bottom - top })
  const lh = name.size * 1.16
  const first = (top + bottom) / 2 - ((name.lines.length - 1) * lh) / 2 + name.size * 0.3
  out += `<text x="${cx}" text-anchor="middle" font-family="${SERIF}" font-size="${name.size}" fill="${ink}">`
    + name.lines.map((l, i) => `<tspan x="${cx}" y="${r1(first + i * lh)}">${escapeXml(l)}</tspan>`).join('')
    + `</text>`
  out += `<text x="${cx}" y="${sizeY}" text-anchor="middle" font-family="${SERIF}" font-size="12" letter-spacing="2.6" fill="${ink}" opacity=".8">${escapeXml(sizeText(art))}</text>`
  if (box.curved) out += `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="${box.rx}" fill="url(#lshade)"/>`
  return out
}

/** Short packages are drawn a little larger so every label reads at thumbnail size. */
const ZOOM: Record<string, number> = { jar: 1.12, tin: 1.06, bar: 1.1, pouch: 1.1, box: 1.08 }

function frontScene(s: ProductScene): string {
  const style = capStyle(s)
  const pkg = drawPackage(s.art.style.shape, style)
  const bd = backdrop(s)
  const { rng, plant, palette } = s
  const k = ZOOM[s.art.style.shape] ?? 1.08
  const left = 400 + (pkg.left - 400) * k
  const right = 400 + (pkg.right - 400) * k
  const tall = (GROUND - pkg.top) * k
  const back = drawBotanical(plant, { x: left + 40, y: GROUND - 4, angle: between(rng, -128, -116), size: Math.max(260, tall * 0.82) }, palette, rng)
    + drawBotanical(plant, { x: right - 36, y: GROUND - 4, angle: between(rng, -66, -54), size: Math.max(220, tall * 0.66) }, palette, rng)
  const fallen = fallenPiece(plant, left - 60, GROUND + 52, 46, palette, between(rng, -20, 20))
    + fallenPiece(plant, right + 24, GROUND + 66, 38, palette, between(rng, 150, 200))
    + fallenPiece(plant, right + 78, GROUND + 36, 30, palette, between(rng, 20, 60))
  const product = `<g transform="translate(400 ${GROUND}) scale(${k}) translate(-400 -${GROUND})">${pkg.body}${drawLabel(s, pkg.label)}${pkg.over ?? ''}</g>`
  const body = bd.body + back + groundShadow(left, right) + product + fallen
  return svgDocument(PRODUCT_SIZE, PRODUCT_SIZE, `${s.art.brand} ${s.art.name}`, bd.defs + packageDefs(style), body)
}

export function renderProductSvg(art: ProductArt, view: ProductImageView): string {
  const s = productScene(art)
  if (view === 'texture') return textureScene(s)
  if (view === 'ingredients') return ingredientsScene(s)
  return frontScene(s)
}

export function renderBannerSvg(art: BannerArt): string {
  return renderBannerScene(art)
}
