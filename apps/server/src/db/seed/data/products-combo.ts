import type { SeedProduct } from '../types'
import { AYURVEDA_PRODUCTS } from './products-ayurveda'
import { BODY_PRODUCTS } from './products-body'
import { HAIR_PRODUCTS } from './products-hair'
import { SKIN_PRODUCTS } from './products-skin'

/*
 * Combos are bundles of single products. What follows from their parts is derived here rather than
 * copied, so a bundle stays true when a part changes: the compare-at price (sum of the parts), the
 * price (that sum minus the bundle discount), key ingredients, allergens, certifications every part
 * holds, and the shortest period after opening.
 */

const PARTS = new Map(
  [...SKIN_PRODUCTS, ...HAIR_PRODUCTS, ...BODY_PRODUCTS, ...AYURVEDA_PRODUCTS].map((p) => [p.key, p]),
)

/** Formula bases that say nothing about a bundle; its INCI shows the characteristic ingredients. */
const BASE_INCI = new Set([
  'Aqua',
  'Glycerin',
  'Alcohol',
  'Cetearyl Alcohol',
  'Coco-Glucoside',
  'Decyl Glucoside',
  'Lauryl Glucoside',
  'Coco-Betaine',
  'Sodium Cocoyl Glutamate',
  'Caprylic/Capric Triglyceride',
  'Propanediol',
  'Glyceryl Stearate',
  'Glyceryl Stearate Citrate',
  'Cetearyl Olivate',
  'Sorbitan Olivate',
  'Cetearyl Glucoside',
  'Xanthan Gum',
])
const KEY_INCI_PER_PART = 3
const MAX_INCI = 14

type ComboSpec = Omit<
  SeedProduct,
  'category' | 'inci' | 'allergens' | 'certifications' | 'price_cents' | 'compare_at_cents' | 'size' | 'pao_months' | 'combo_items'
> & {
  items: { product: string; quantity: number }[]
  /** Share taken off the sum of the parts, 0.10–0.20 */
  discount: number
}

function combo({ items, discount, ...spec }: ComboSpec): SeedProduct {
  const parts = items.map((item) => {
    const part = PARTS.get(item.product)
    if (!part) throw new Error(`Combo ${spec.key} refers to unknown product ${item.product}`)
    return { part, quantity: item.quantity }
  })

  const sum = parts.reduce((total, { part, quantity }) => total + part.price_cents * quantity, 0)
  const allergens = unique(parts.flatMap(({ part }) => part.allergens))
  const keyInci = unique(
    parts.flatMap(({ part }) => part.inci.filter((name) => !BASE_INCI.has(name) && !allergens.includes(name)).slice(0, KEY_INCI_PER_PART)),
  ).slice(0, MAX_INCI - allergens.length)
  const certifications = parts
    .map(({ part }) => part.certifications)
    .reduce((shared, next) => shared.filter((c) => next.includes(c)))

  return {
    ...spec,
    category: 'combo',
    inci: [...keyInci, ...allergens],
    allergens,
    certifications,
    // A price that ends in 90, like every other price in the shop.
    price_cents: Math.round((sum * (1 - discount)) / 100) * 100 - 10,
    compare_at_cents: sum,
    size: { value: items.reduce((n, item) => n + item.quantity, 0), unit: 'pcs' },
    pao_months: Math.min(...parts.map(({ part }) => part.pao_months)),
    combo_items: items,
  }
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)]
}

export const COMBO_PRODUCTS: SeedProduct[] = [
  /* ---------------- skin-routines ---------------- */
  combo({
    key: 'dry-skin-hydration-routine',
    brand: 'verdana',
    subcategory: 'skin-routines',
    name: {
      en: 'Dry Skin Hydration Routine',
      cz: 'Hydratační rutina pro suchou pleť',
      sl: 'Vlažilna rutina za suho kožo',
      ge: 'Feuchtigkeitsroutine für trockene Haut',
    },
    description: {
      en: 'Four steps for skin that feels tight: a calendula cleansing milk, a rose toner, a hyaluronic acid serum and a rich shea butter cream. Together they keep the skin comfortable from morning to evening, without a single harsh surfactant.',
      cz: 'Čtyři kroky pro pleť, která se napíná: čisticí mléko s měsíčkem, růžové tonikum, sérum s kyselinou hyaluronovou a bohatý krém s bambuckým máslem. Společně udrží pleť v pohodě od rána do večera, a to bez jediného agresivního tenzidu.',
      sl: 'Štirje koraki za kožo, ki se napenja: čistilno mleko z ognjičem, rožni tonik, serum s hialuronsko kislino in bogata krema s karitejevim maslom. Skupaj poskrbijo za udobje kože od jutra do večera, brez enega samega agresivnega tenzida.',
      ge: 'Vier Schritte für Haut, die spannt: eine Reinigungsmilch mit Ringelblume, ein Rosentonikum, ein Serum mit Hyaluronsäure und eine reichhaltige Sheabutter-Creme. Zusammen sorgen sie von morgens bis abends für ein angenehmes Hautgefühl – ganz ohne aggressive Tenside.',
    },
    usage: {
      en: 'Morning and evening: cleanse, pat on the toner, press in a few drops of serum and seal with the cream.',
      cz: 'Ráno i večer: pleť vyčistěte, vklepejte tonikum, vtlačte několik kapek séra a zakončete krémem.',
      sl: 'Zjutraj in zvečer: kožo očistite, vtapkajte tonik, vtisnite nekaj kapljic seruma in zaključite s kremo.',
      ge: 'Morgens und abends: reinigen, Tonikum einklopfen, einige Tropfen Serum einarbeiten und mit der Creme abschließen.',
    },
    items: [
      { product: 'calendula-gentle-cleansing-milk', quantity: 1 },
      { product: 'rose-hydrating-toner', quantity: 1 },
      { product: 'hyaluronic-aloe-hydrating-serum', quantity: 1 },
      { product: 'shea-butter-rich-repair-cream', quantity: 1 },
    ],
    discount: 0.16,
    skin_types: ['dry', 'sensitive', 'normal'],
    hair_types: [],
    stock: 46,
    rating: { average: 4.7, count: 96 },
    sold: 540,
    added_days_ago: 142,
    image: { shape: 'box', color: '#f3e6d3', accent: '#c46a4a', content: '#f6d9b8' },
  }),
  combo({
    key: 'oily-skin-clarifying-routine',
    brand: 'meadow-moss',
    subcategory: 'skin-routines',
    name: {
      en: 'Oily Skin Clarifying Routine',
      cz: 'Čisticí rutina pro mastnou pleť',
      sl: 'Čistilna rutina za mastno kožo',
      ge: 'Klärende Routine für ölige Haut',
    },
    description: {
      en: 'A green tea gel cleanser, a witch hazel toner, a niacinamide and zinc serum and a light hemp seed day cream keep shine and blemishes in check. Every texture is light, so the routine works in hot weather too.',
      cz: 'Čisticí gel se zeleným čajem, tonikum s vilínem, sérum s niacinamidem a zinkem a lehký denní krém s konopným olejem udrží lesk i nedokonalosti pod kontrolou. Všechny textury jsou lehké, takže se rutina osvědčí i v horkém počasí.',
      sl: 'Čistilni gel z zelenim čajem, tonik s hamamelisom, serum z niacinamidom in cinkom ter lahka dnevna krema s konopljinim oljem držijo sijaj in nepravilnosti pod nadzorom. Vse teksture so lahke, zato se rutina obnese tudi v vročem vremenu.',
      ge: 'Ein Reinigungsgel mit grünem Tee, ein Tonikum mit Hamamelis, ein Serum mit Niacinamid und Zink und eine leichte Tagescreme mit Hanfsamenöl halten Glanz und Unreinheiten in Schach. Alle Texturen sind leicht, deshalb eignet sich die Routine auch für heiße Tage.',
    },
    usage: {
      en: 'Cleanse morning and evening, follow with toner and serum, and finish with a thin layer of the day cream.',
      cz: 'Ráno i večer pleť vyčistěte, pokračujte tonikem a sérem a zakončete tenkou vrstvou denního krému.',
      sl: 'Zjutraj in zvečer kožo očistite, nadaljujte s tonikom in serumom ter zaključite s tanko plastjo dnevne kreme.',
      ge: 'Morgens und abends reinigen, dann Tonikum und Serum auftragen und mit einer dünnen Schicht Tagescreme abschließen.',
    },
    items: [
      { product: 'green-tea-purifying-gel-cleanser', quantity: 1 },
      { product: 'witch-hazel-niacinamide-toner', quantity: 1 },
      { product: 'niacinamide-zinc-clarifying-serum', quantity: 1 },
      { product: 'hemp-seed-balancing-day-cream', quantity: 1 },
    ],
    discount: 0.15,
    skin_types: ['oily', 'combination', 'acne-prone'],
    hair_types: [],
    stock: 38,
    rating: { average: 4.5, count: 71 },
    sold: 420,
    added_days_ago: 176,
    image: { shape: 'box', color: '#dfe9d6', accent: '#3f6b3a', content: '#b9d3a8' },
  }),
  combo({
    // Holds the out-of-stock barrier cream: shows that a bundle cannot be sold without its parts.
    key: 'sensitive-skin-calming-routine',
    brand: 'alpenrose',
    subcategory: 'skin-routines',
    name: {
      en: 'Sensitive Skin Calming Routine',
      cz: 'Zklidňující rutina pro citlivou pleť',
      sl: 'Pomirjujoča rutina za občutljivo kožo',
      ge: 'Beruhigende Routine für empfindliche Haut',
    },
    description: {
      en: 'Chamomile micellar water, a birch sap essence and an oat and ceramide barrier cream, chosen for skin that reacts to almost everything. Short ingredient lists, no essential oils and no scrubbing.',
      cz: 'Micelární voda s heřmánkem, esence z březové mízy a bariérový krém s ovsem a ceramidy, vybrané pro pleť, která reaguje téměř na všechno. Krátké složení, žádné éterické oleje a žádné drhnutí.',
      sl: 'Micelarna voda s kamilico, esenca iz brezovega soka in zaščitna krema z ovsom in ceramidi, izbrane za kožo, ki se odzove skoraj na vse. Kratki seznami sestavin, brez eteričnih olj in brez drgnjenja.',
      ge: 'Kamillen-Mizellenwasser, eine Birkensaft-Essenz und eine Barrierecreme mit Hafer und Ceramiden – ausgewählt für Haut, die auf fast alles reagiert. Kurze Inhaltslisten, keine ätherischen Öle und kein Rubbeln.',
    },
    usage: {
      en: 'Remove make-up with the micellar water on a cotton pad, pat the essence in with your hands and apply the cream morning and evening.',
      cz: 'Odličte se micelární vodou na vatovém tamponu, esenci vklepejte rukama a ráno i večer naneste krém.',
      sl: 'Ličila odstranite z micelarno vodo na vatirani blazinici, esenco vtapkajte z rokami, kremo pa nanesite zjutraj in zvečer.',
      ge: 'Mit dem Mizellenwasser auf einem Wattepad abschminken, die Essenz mit den Händen einklopfen und die Creme morgens und abends auftragen.',
    },
    items: [
      { product: 'chamomile-micellar-cleansing-water', quantity: 1 },
      { product: 'birch-sap-hydrating-essence', quantity: 1 },
      { product: 'oat-ceramide-barrier-cream', quantity: 1 },
    ],
    discount: 0.16,
    skin_types: ['sensitive', 'dry', 'normal'],
    hair_types: [],
    stock: 0,
    rating: { average: 4.6, count: 54 },
    sold: 310,
    added_days_ago: 233,
    image: { shape: 'box', color: '#eef0e6', accent: '#8aa07a', content: '#f4f1e6' },
  }),
  combo({
    key: 'mature-skin-firming-routine',
    brand: 'alpenrose',
    subcategory: 'skin-routines',
    name: {
      en: 'Mature Skin Firming Routine',
      cz: 'Zpevňující rutina pro zralou pleť',
      sl: 'Učvrstitvena rutina za zrelo kožo',
      ge: 'Straffende Routine für reife Haut',
    },
    description: {
      en: 'An edelweiss firming serum, a rosehip eye cream and an argan and evening primrose night cream care for elasticity and fine lines. A complete evening ritual for skin that asks for more nourishment.',
      cz: 'Zpevňující sérum s protěží alpskou, oční krém se šípkovým olejem a noční krém s arganovým a pupalkovým olejem pečují o pružnost pleti a jemné vrásky. Kompletní večerní rituál pro pleť, která potřebuje více výživy.',
      sl: 'Učvrstitveni serum s planiko, krema za predel okoli oči s šipkovim oljem in nočna krema z arganovim oljem in oljem svetlina skrbijo za prožnost kože in drobne gubice. Popoln večerni ritual za kožo, ki potrebuje več hranljivih snovi.',
      ge: 'Ein straffendes Edelweiß-Serum, eine Augencreme mit Hagebuttenöl und eine Nachtcreme mit Argan- und Nachtkerzenöl pflegen Elastizität und feine Linien. Ein komplettes Abendritual für Haut, die mehr Nährstoffe braucht.',
    },
    usage: {
      en: 'In the evening, apply the serum to face and neck, tap the eye cream along the orbital bone and finish with the night cream.',
      cz: 'Večer naneste sérum na obličej a krk, oční krém jemně vklepejte podél kostí kolem očí a zakončete nočním krémem.',
      sl: 'Zvečer nanesite serum na obraz in vrat, kremo za oči nežno vtapkajte ob kosteh okoli oči in zaključite z nočno kremo.',
      ge: 'Abends das Serum auf Gesicht und Hals auftragen, die Augencreme entlang des Augenknochens einklopfen und mit der Nachtcreme abschließen.',
    },
    items: [
      { product: 'edelweiss-firming-serum', quantity: 1 },
      { product: 'rosehip-smoothing-eye-cream', quantity: 1 },
      { product: 'argan-evening-primrose-night-cream', quantity: 1 },
    ],
    discount: 0.15,
    skin_types: ['mature', 'dry', 'normal'],
    hair_types: [],
    stock: 24,
    rating: { average: 4.8, count: 63 },
    sold: 280,
    added_days_ago: 88,
    image: { shape: 'box', color: '#efe3d6', accent: '#8c5a3c', content: '#e9c8a8' },
  }),
  combo({
    key: 'ayurvedic-glow-skin-routine',
    brand: 'lotus-ayur',
    subcategory: 'skin-routines',
    name: {
      en: 'Ayurvedic Glow Routine',
      cz: 'Ájurvédská rozjasňující rutina',
      sl: 'Ajurvedska rutina za sij',
      ge: 'Ayurvedische Glow-Routine',
    },
    description: {
      en: 'A turmeric and sandalwood cream cleanser, a gotu kola rice water toner and our Kumkumadi face oil bring the classic Ayurvedic glow ritual to your bathroom. Ideal for dull, tired skin that needs a little warmth.',
      cz: 'Krémový čisticí přípravek s kurkumou a santalovým dřevem, tonikum z rýžové vody s gotu kolou a náš pleťový olej Kumkumadi přinášejí do vaší koupelny klasický ájurvédský rituál pro zářivou pleť. Ideální pro mdlou, unavenou pleť, která potřebuje trochu tepla.',
      sl: 'Kremno čistilo s kurkumo in sandalovino, tonik iz riževe vode z gotu kolo in naše olje za obraz kumkumadi prinesejo v vašo kopalnico klasični ajurvedski ritual za sijoč ten. Idealno za medlo, utrujeno kožo, ki potrebuje malo topline.',
      ge: 'Ein Cremereiniger mit Kurkuma und Sandelholz, ein Reiswasser-Tonikum mit Gotu Kola und unser Kumkumadi-Gesichtsöl bringen das klassische ayurvedische Glow-Ritual in Ihr Badezimmer. Ideal für fahle, müde Haut, die etwas Wärme braucht.',
    },
    usage: {
      en: 'Cleanse, pat on the toner and, in the evening, press 3–4 drops of Kumkumadi oil into the still-damp skin.',
      cz: 'Pleť vyčistěte, vklepejte tonikum a večer vtlačte do ještě vlhké pleti 3–4 kapky oleje Kumkumadi.',
      sl: 'Kožo očistite, vtapkajte tonik, zvečer pa v še vlažno kožo vtisnite 3–4 kapljice olja kumkumadi.',
      ge: 'Reinigen, Tonikum einklopfen und abends 3–4 Tropfen Kumkumadi-Öl in die noch feuchte Haut drücken.',
    },
    items: [
      { product: 'turmeric-sandalwood-cream-cleanser', quantity: 1 },
      { product: 'gotu-kola-rice-water-toner', quantity: 1 },
      { product: 'kumkumadi-radiance-face-oil', quantity: 1 },
    ],
    discount: 0.15,
    skin_types: ['normal', 'dry', 'combination'],
    hair_types: [],
    stock: 52,
    rating: { average: 4.9, count: 38 },
    sold: 190,
    featured: true,
    added_days_ago: 9,
    image: { shape: 'box', color: '#e0a526', accent: '#7a2e1f', content: '#f0c36a' },
  }),

  /* ---------------- hair-routines ---------------- */
  combo({
    key: 'fine-hair-volume-routine',
    brand: 'dr-herba',
    subcategory: 'hair-routines',
    name: {
      en: 'Fine Hair Volume Routine',
      cz: 'Objemová rutina pro jemné vlasy',
      sl: 'Rutina za volumen tankih las',
      ge: 'Volumen-Routine für feines Haar',
    },
    description: {
      en: 'A rosemary volume shampoo, a featherlight linden blossom conditioner and a rosemary and nettle scalp serum lift fine, flat hair at the roots. Nothing in this trio weighs hair down.',
      cz: 'Objemový šampon s rozmarýnem, lehounký kondicionér s lipovým květem a sérum na pokožku hlavy s rozmarýnem a kopřivou nadzvednou jemné, splihlé vlasy u kořínků. Nic z tohoto tria vlasy nezatěžuje.',
      sl: 'Šampon za volumen z rožmarinom, lahek balzam z lipovim cvetom in serum za lasišče z rožmarinom in koprivo dvignejo tanke, splahnjene lase pri koreninah. Nič v tem triu las ne obtežuje.',
      ge: 'Ein Volumenshampoo mit Rosmarin, ein federleichter Conditioner mit Lindenblüte und ein Kopfhautserum mit Rosmarin und Brennnessel geben feinem, plattem Haar Fülle am Ansatz. Nichts in diesem Trio beschwert das Haar.',
    },
    usage: {
      en: 'Wash, condition the ends only, then massage a few drops of serum into the scalp of towel-dried hair and leave it in.',
      cz: 'Umyjte vlasy, kondicionér naneste jen na konečky a do pokožky hlavy ve vlasech vysušených ručníkem vmasírujte několik kapek séra; sérum neoplachujte.',
      sl: 'Umijte lase, balzam nanesite samo na konice, nato nekaj kapljic seruma vmasirajte v lasišče z brisačo osušenih las; seruma ne spirajte.',
      ge: 'Haare waschen, Conditioner nur in die Spitzen geben, dann einige Tropfen Serum in die Kopfhaut des handtuchtrockenen Haares einmassieren und nicht ausspülen.',
    },
    items: [
      { product: 'rosemary-caffeine-volume-shampoo', quantity: 1 },
      { product: 'linden-blossom-light-conditioner', quantity: 1 },
      { product: 'rosemary-nettle-scalp-serum', quantity: 1 },
    ],
    discount: 0.14,
    skin_types: [],
    hair_types: ['fine', 'oily', 'normal'],
    stock: 32,
    rating: { average: 4.4, count: 47 },
    sold: 260,
    added_days_ago: 121,
    image: { shape: 'box', color: '#e4ecde', accent: '#4f7a3a', content: '#cfdcc0' },
  }),
  combo({
    key: 'curl-care-routine',
    brand: 'shea-haven',
    subcategory: 'hair-routines',
    name: {
      en: 'Curl Care Routine',
      cz: 'Rutina pro kudrnaté vlasy',
      sl: 'Rutina za kodraste lase',
      ge: 'Lockenpflege-Routine',
    },
    description: {
      en: 'Everything curls need in one box: a gentle birch sap shampoo, a shea butter conditioner, a hibiscus and fenugreek mask and a flaxseed gel for definition. Curls stay soft, bouncy and frizz-free for days.',
      cz: 'Vše, co kudrny potřebují, v jedné krabici: jemný šampon s březovou mízou, kondicionér s bambuckým máslem, maska s ibiškem a pískavicí a lněný gel pro definici. Kudrny zůstanou celé dny hebké, pružné a nekrepatí se.',
      sl: 'Vse, kar potrebujejo kodri, v eni škatli: nežen šampon z brezovim sokom, balzam s karitejevim maslom, maska s hibiskusom in grškim senom ter lanen gel za oblikovanje. Kodri ostanejo več dni mehki, prožni in brez razmršenosti.',
      ge: 'Alles, was Locken brauchen, in einer Box: ein mildes Birkensaft-Shampoo, ein Sheabutter-Conditioner, eine Maske mit Hibiskus und Bockshornklee und ein Leinsamengel für Definition. Die Locken bleiben tagelang weich, sprungkräftig und ohne Frizz.',
    },
    usage: {
      en: 'Wash and condition (use the mask once a week instead), then scrunch the gel into soaking-wet hair and let it air-dry or diffuse.',
      cz: 'Umyjte a použijte kondicionér (jednou týdně místo něj masku), pak gel vmačkejte do zcela mokrých vlasů a nechte je volně uschnout nebo použijte difuzér.',
      sl: 'Umijte in nanesite balzam (enkrat na teden namesto njega masko), nato gel zgnetite v povsem mokre lase in jih posušite na zraku ali z difuzorjem.',
      ge: 'Waschen und Conditioner verwenden (einmal pro Woche stattdessen die Maske), dann das Gel in das tropfnasse Haar kneten und an der Luft oder mit dem Diffusor trocknen.',
    },
    items: [
      { product: 'birch-sap-gentle-daily-shampoo', quantity: 1 },
      { product: 'shea-butter-curl-conditioner', quantity: 1 },
      { product: 'hibiscus-fenugreek-hair-mask', quantity: 1 },
      { product: 'flaxseed-curl-defining-gel', quantity: 1 },
    ],
    discount: 0.16,
    skin_types: [],
    hair_types: ['curly', 'dry', 'thick'],
    stock: 33,
    rating: { average: 4.8, count: 82 },
    sold: 470,
    featured: true,
    added_days_ago: 64,
    image: { shape: 'box', color: '#f1dccf', accent: '#a63a4f', content: '#e8c9c0' },
  }),
  combo({
    key: 'colour-care-hair-routine',
    brand: 'rosehip-lab',
    subcategory: 'hair-routines',
    name: {
      en: 'Colour Care Routine',
      cz: 'Rutina pro barvené vlasy',
      sl: 'Rutina za barvane lase',
      ge: 'Pflegeroutine für coloriertes Haar',
    },
    description: {
      en: 'A rosehip colour-care conditioner, a rosehip split-end serum and our cassia and amla gloss ritual keep colour-treated hair shiny between salon visits. Pair it with any mild, sulphate-free shampoo.',
      cz: 'Kondicionér se šípkovým olejem pro barvené vlasy, šípkové sérum na roztřepené konečky a náš rituál pro lesk s kasií a amlou udrží barvené vlasy lesklé mezi návštěvami kadeřníka. Kombinujte s jakýmkoli jemným šamponem bez sulfátů.',
      sl: 'Balzam s šipkovim oljem za barvane lase, šipkov serum za razcepljene konice in naš ritual za sijaj s kasijo in amlo ohranjajo barvane lase sijoče med obiski frizerja. Kombinirajte s katerim koli blagim šamponom brez sulfatov.',
      ge: 'Ein Hagebutten-Conditioner für coloriertes Haar, ein Hagebuttenserum gegen Spliss und unser Glanzritual mit Cassia und Amla halten coloriertes Haar zwischen zwei Friseurterminen glänzend. Mit jedem milden, sulfatfreien Shampoo kombinierbar.',
    },
    usage: {
      en: 'Use the conditioner after every wash and the gloss ritual every two weeks, and smooth one or two drops of serum into the ends.',
      cz: 'Kondicionér používejte po každém mytí, rituál pro lesk každé dva týdny a do konečků vetřete jednu až dvě kapky séra.',
      sl: 'Balzam uporabljajte po vsakem umivanju, ritual za sijaj vsaka dva tedna, v konice pa vtrite kapljico ali dve seruma.',
      ge: 'Den Conditioner nach jeder Wäsche verwenden, das Glanzritual alle zwei Wochen, und ein bis zwei Tropfen Serum in die Spitzen streichen.',
    },
    items: [
      { product: 'rosehip-colour-care-conditioner', quantity: 1 },
      { product: 'rosehip-split-end-hair-serum', quantity: 1 },
      { product: 'cassia-amla-gloss-ritual', quantity: 1 },
    ],
    discount: 0.15,
    skin_types: [],
    hair_types: ['colored', 'damaged', 'fine'],
    stock: 22,
    rating: { average: 4.5, count: 29 },
    sold: 150,
    added_days_ago: 97,
    image: { shape: 'box', color: '#f3d9d2', accent: '#b0413e', content: '#e9b8a8' },
  }),
  combo({
    key: 'damaged-hair-repair-routine',
    brand: 'shea-haven',
    subcategory: 'hair-routines',
    name: {
      en: 'Damaged Hair Repair Routine',
      cz: 'Regenerační rutina pro poškozené vlasy',
      sl: 'Obnovitvena rutina za poškodovane lase',
      ge: 'Reparatur-Routine für strapaziertes Haar',
    },
    description: {
      en: 'A nettle strengthening shampoo, a deep-repair shea and mango mask and an argan and edelweiss oil for brittle, over-styled hair. Within a few weeks hair feels stronger and breaks less.',
      cz: 'Posilující kopřivový šampon, hloubkově regenerační maska s bambuckým a mangovým máslem a olej s arganem a protěží pro křehké vlasy namáhané stylingem. Během několika týdnů jsou vlasy na dotek pevnější a méně se lámou.',
      sl: 'Krepilni šampon s koprivo, globinsko obnovitvena maska s karitejevim in mangovim maslom ter olje z arganom in planiko za krhke lase, izčrpane od oblikovanja. V nekaj tednih so lasje na otip močnejši in se manj lomijo.',
      ge: 'Ein stärkendes Brennnessel-Shampoo, eine Tiefenreparatur-Maske mit Shea- und Mangobutter und ein Argan-Edelweiß-Öl für brüchiges, durch Styling strapaziertes Haar. Nach wenigen Wochen fühlt sich das Haar kräftiger an und bricht seltener.',
    },
    usage: {
      en: 'Wash with the shampoo, leave the mask on for 10 minutes once or twice a week and smooth a few drops of oil into damp or dry ends.',
      cz: 'Umyjte šamponem, jednou až dvakrát týdně nechte 10 minut působit masku a do vlhkých nebo suchých konečků vetřete pár kapek oleje.',
      sl: 'Umijte s šamponom, enkrat do dvakrat na teden pustite masko delovati 10 minut, v vlažne ali suhe konice pa vtrite nekaj kapljic olja.',
      ge: 'Mit dem Shampoo waschen, ein- bis zweimal pro Woche die Maske 10 Minuten einwirken lassen und einige Tropfen Öl in die feuchten oder trockenen Spitzen streichen.',
    },
    items: [
      { product: 'nettle-strengthening-shampoo', quantity: 1 },
      { product: 'shea-mango-deep-repair-hair-mask', quantity: 1 },
      { product: 'argan-edelweiss-hair-oil', quantity: 1 },
    ],
    discount: 0.15,
    skin_types: [],
    hair_types: ['damaged', 'dry', 'thick'],
    stock: 36,
    rating: { average: 4.6, count: 58 },
    sold: 330,
    added_days_ago: 204,
    image: { shape: 'box', color: '#e8dcc6', accent: '#7a5a2e', content: '#f1e2b8' },
  }),
  combo({
    key: 'ayurvedic-hair-ritual-routine',
    brand: 'kama-veda',
    subcategory: 'hair-routines',
    name: {
      en: 'Ayurvedic Hair Ritual Routine',
      cz: 'Ájurvédská vlasová rutina',
      sl: 'Ajurvedska rutina za lase',
      ge: 'Ayurvedische Haarroutine',
    },
    description: {
      en: 'The traditional weekly trio: Bhringraj oil for the pre-wash massage, reetha and shikakai powder to wash it out, and an amla and hibiscus powder mask for shine. Completely free of synthetic surfactants and fragrance.',
      cz: 'Tradiční týdenní trio: olej Bhringraj na masáž před mytím, prášek z mýdlových ořechů a šikakai na jeho vymytí a prášková maska s amlou a ibiškem pro lesk. Zcela bez syntetických tenzidů a parfemace.',
      sl: 'Tradicionalni tedenski trio: olje bhringraj za masažo pred umivanjem, prašek iz milnih oreškov in šikakaija za spiranje ter maska v prahu z amlo in hibiskusom za sijaj. Povsem brez sintetičnih tenzidov in dišav.',
      ge: 'Das traditionelle Wochentrio: Bhringraj-Öl für die Massage vor der Wäsche, Waschnuss-Shikakai-Pulver zum Auswaschen und eine Pulvermaske mit Amla und Hibiskus für Glanz. Ganz ohne synthetische Tenside und Duftstoffe.',
    },
    usage: {
      en: 'Oil the scalp the evening before, wash with the powder paste in the morning and finish with the amla mask for 20 minutes.',
      cz: 'Večer předem naolejujte pokožku hlavy, ráno umyjte pastou z prášku a zakončete maskou s amlou, kterou necháte 20 minut působit.',
      sl: 'Večer prej naoljite lasišče, zjutraj umijte s pasto iz praška in zaključite z masko z amlo, ki naj deluje 20 minut.',
      ge: 'Am Vorabend die Kopfhaut einölen, morgens mit der Pulverpaste waschen und zum Schluss die Amla-Maske 20 Minuten einwirken lassen.',
    },
    items: [
      { product: 'bhringraj-strengthening-hair-oil', quantity: 1 },
      { product: 'reetha-shikakai-hair-wash-powder', quantity: 1 },
      { product: 'amla-hibiscus-hair-powder', quantity: 1 },
    ],
    discount: 0.14,
    skin_types: [],
    hair_types: ['normal', 'dry', 'thick'],
    stock: 58,
    rating: { average: 4.6, count: 112 },
    sold: 720,
    added_days_ago: 187,
    image: { shape: 'box', color: '#3d6b55', accent: '#e4d7a8', content: '#9fb36a' },
  }),

  /* ---------------- body-rituals ---------------- */
  combo({
    key: 'lavender-evening-body-ritual',
    brand: 'verdana',
    subcategory: 'body-rituals',
    name: {
      en: 'Lavender Evening Body Ritual',
      cz: 'Večerní tělový rituál s levandulí',
      sl: 'Večerni telesni ritual s sivko',
      ge: 'Abendliches Körperritual mit Lavendel',
    },
    description: {
      en: 'A lavender and calendula soap, a relaxing lavender body oil and a soothing calendula lotion for a slow wind-down before bed. The gentle herbal scent lingers on the skin and the pillow.',
      cz: 'Mýdlo s levandulí a měsíčkem, relaxační levandulový tělový olej a zklidňující tělové mléko s měsíčkem pro pomalé zklidnění před spaním. Jemná bylinná vůně zůstává na pokožce i na polštáři.',
      sl: 'Milo s sivko in ognjičem, sproščujoče sivkino telesno olje in pomirjujoč losjon z ognjičem za počasno umiritev pred spanjem. Nežen zeliščni vonj ostane na koži in na blazini.',
      ge: 'Eine Seife mit Lavendel und Ringelblume, ein entspannendes Lavendel-Körperöl und eine beruhigende Ringelblumenlotion zum langsamen Abschalten vor dem Schlafengehen. Der sanfte Kräuterduft bleibt auf der Haut und dem Kopfkissen.',
    },
    usage: {
      en: 'Wash with the soap in a warm shower, massage the oil into damp skin and use the lotion on drier areas.',
      cz: 'Při teplé sprše se umyjte mýdlem, olej vmasírujte do vlhké pokožky a na sušší místa naneste tělové mléko.',
      sl: 'Pod toplo prho se umijte z milom, olje vmasirajte v vlažno kožo, na bolj suha mesta pa nanesite losjon.',
      ge: 'Unter einer warmen Dusche mit der Seife waschen, das Öl in die feuchte Haut einmassieren und trockenere Stellen mit der Lotion pflegen.',
    },
    items: [
      { product: 'lavender-calendula-soap', quantity: 1 },
      { product: 'lavender-relaxing-body-oil', quantity: 1 },
      { product: 'calendula-soothing-body-lotion', quantity: 1 },
    ],
    discount: 0.16,
    skin_types: ['normal', 'dry', 'sensitive'],
    hair_types: [],
    stock: 62,
    rating: { average: 4.7, count: 134 },
    sold: 860,
    added_days_ago: 158,
    image: { shape: 'box', color: '#d9d0ea', accent: '#6b5a9a', content: '#c9bfe2' },
  }),
  combo({
    key: 'adriatic-sea-body-ritual',
    brand: 'adriatica',
    subcategory: 'body-rituals',
    name: {
      en: 'Adriatic Sea Body Ritual',
      cz: 'Tělový rituál Jaderské moře',
      sl: 'Telesni ritual Jadransko morje',
      ge: 'Körperritual Adriatisches Meer',
    },
    description: {
      en: 'A sea salt and algae shower gel, an Adriatic sea salt scrub and a mineral salt deodorant bring a breath of the Croatian coast into the shower. Fresh, invigorating and made for summer mornings.',
      cz: 'Sprchový gel s mořskou solí a řasami, peeling z jaderské mořské soli a deodorant s minerální solí přinesou do sprchy závan chorvatského pobřeží. Svěží, povzbuzující a jako stvořený pro letní rána.',
      sl: 'Gel za prhanje z morsko soljo in algami, piling z jadransko morsko soljo in deodorant z mineralno soljo prinesejo v prho dih hrvaške obale. Svež, poživljajoč in kot nalašč za poletna jutra.',
      ge: 'Ein Duschgel mit Meersalz und Algen, ein Peeling mit adriatischem Meersalz und ein Mineralsalz-Deodorant bringen einen Hauch kroatischer Küste unter die Dusche. Frisch, belebend und wie gemacht für Sommermorgen.',
    },
    usage: {
      en: 'Twice a week, scrub damp skin before washing with the gel; spray the deodorant onto clean, dry underarms.',
      cz: 'Dvakrát týdně ošetřete před umytím gelem vlhkou pokožku peelingem; deodorant nastříkejte na čisté, suché podpaží.',
      sl: 'Dvakrat na teden pred umivanjem z gelom naredite piling vlažne kože; deodorant popršite na čiste, suhe pazduhe.',
      ge: 'Zweimal pro Woche vor dem Waschen mit dem Gel die feuchte Haut peelen; das Deodorant auf saubere, trockene Achseln sprühen.',
    },
    items: [
      { product: 'sea-salt-algae-shower-gel', quantity: 1 },
      { product: 'adriatic-sea-salt-body-scrub', quantity: 1 },
      { product: 'adriatic-mineral-salt-deodorant-spray', quantity: 1 },
    ],
    discount: 0.15,
    skin_types: ['normal', 'oily', 'combination'],
    hair_types: [],
    stock: 44,
    rating: { average: 4.4, count: 66 },
    sold: 390,
    added_days_ago: 49,
    image: { shape: 'box', color: '#d6e8ef', accent: '#2f6f8f', content: '#e9f3f6' },
  }),
  combo({
    key: 'abhyanga-self-massage-ritual',
    brand: 'lotus-ayur',
    subcategory: 'body-rituals',
    name: {
      en: 'Abhyanga Self-Massage Ritual',
      cz: 'Rituál samomasáže abhjanga',
      sl: 'Ritual samomasaže abhjanga',
      ge: 'Abhyanga-Selbstmassage-Ritual',
    },
    description: {
      en: 'The Ayurvedic self-massage at home: a warming Vata sesame oil, a coffee and turmeric ubtan to wash the oil away and an ashwagandha balm for tense shoulders. Ideal for cold, dry months and a restless mind.',
      cz: 'Ájurvédská samomasáž doma: hřejivý sezamový olej Vata, ubtan s kávou a kurkumou, kterým olej smyjete, a balzám s ašvagandhou na ztuhlá ramena. Ideální pro chladné, suché měsíce a neklidnou mysl.',
      sl: 'Ajurvedska samomasaža doma: ogrevalno sezamovo olje Vata, ubtan s kavo in kurkumo, s katerim olje sperete, in balzam z ašvagando za napeta ramena. Idealno za hladne, suhe mesece in nemiren um.',
      ge: 'Die ayurvedische Selbstmassage für zu Hause: ein wärmendes Vata-Sesamöl, ein Ubtan mit Kaffee und Kurkuma, um das Öl abzuwaschen, und ein Ashwagandha-Balsam für verspannte Schultern. Ideal für kalte, trockene Monate und einen unruhigen Geist.',
    },
    usage: {
      en: 'Massage the warm oil from head to toe, wait 15 minutes, then remove it in the shower with the ubtan. Use the balm on tight spots as needed.',
      cz: 'Teplý olej vmasírujte od hlavy k patě, počkejte 15 minut a ve sprše jej odstraňte ubtanem. Balzám používejte na ztuhlá místa podle potřeby.',
      sl: 'Toplo olje vmasirajte od glave do pet, počakajte 15 minut in ga pod prho odstranite z ubtanom. Balzam po potrebi uporabite na napetih mestih.',
      ge: 'Das warme Öl von Kopf bis Fuß einmassieren, 15 Minuten warten und es dann unter der Dusche mit dem Ubtan entfernen. Den Balsam bei Bedarf auf verspannte Stellen auftragen.',
    },
    items: [
      { product: 'vata-sesame-abhyanga-oil', quantity: 1 },
      { product: 'coffee-turmeric-body-ubtan', quantity: 1 },
      { product: 'ashwagandha-muscle-relief-balm', quantity: 1 },
    ],
    discount: 0.16,
    skin_types: ['dry', 'normal'],
    hair_types: [],
    stock: 27,
    rating: { average: 4.7, count: 21 },
    sold: 110,
    added_days_ago: 21,
    image: { shape: 'box', color: '#b8743a', accent: '#f1e2c2', content: '#e0a84c' },
  }),
  combo({
    key: 'shea-butter-body-ritual',
    brand: 'shea-haven',
    subcategory: 'body-rituals',
    name: {
      en: 'Shea Butter Body Ritual',
      cz: 'Tělový rituál s bambuckým máslem',
      sl: 'Telesni ritual s karitejevim maslom',
      ge: 'Körperritual mit Sheabutter',
    },
    description: {
      en: 'Raw African black soap, a rich shea body lotion and a shea and cocoa hand cream, all made with fair-trade shea butter from northern Ghana. Deep comfort for very dry skin, from head to fingertips.',
      cz: 'Surové africké černé mýdlo, bohaté tělové mléko s bambuckým máslem a krém na ruce s bambuckým a kakaovým máslem, vše s bambuckým máslem z fair trade ze severní Ghany. Hluboký komfort pro velmi suchou pokožku od hlavy až po konečky prstů.',
      sl: 'Surovo afriško črno milo, bogat losjon za telo s karitejevim maslom in krema za roke s karitejevim in kakavovim maslom, vse s karitejevim maslom iz pravične trgovine s severa Gane. Globoko udobje za zelo suho kožo od glave do konic prstov.',
      ge: 'Rohe afrikanische Schwarzseife, eine reichhaltige Sheabutter-Körperlotion und eine Handcreme mit Shea- und Kakaobutter, alle mit fair gehandelter Sheabutter aus dem Norden Ghanas. Tiefe Pflege für sehr trockene Haut, von Kopf bis in die Fingerspitzen.',
    },
    usage: {
      en: 'Lather the soap in wet hands and wash, then apply the lotion to damp skin; use the hand cream throughout the day.',
      cz: 'Mýdlo napěňte v mokrých dlaních a umyjte se, poté naneste tělové mléko na vlhkou pokožku; krém na ruce používejte během dne.',
      sl: 'Milo spenite v mokrih dlaneh in se umijte, nato nanesite losjon na vlažno kožo; kremo za roke uporabljajte čez dan.',
      ge: 'Die Seife in nassen Händen aufschäumen und waschen, dann die Lotion auf die feuchte Haut auftragen; die Handcreme über den Tag verteilt verwenden.',
    },
    items: [
      { product: 'raw-african-black-soap', quantity: 1 },
      { product: 'shea-butter-rich-body-lotion', quantity: 1 },
      { product: 'shea-cocoa-hand-cream', quantity: 1 },
    ],
    discount: 0.16,
    skin_types: ['dry', 'sensitive'],
    hair_types: [],
    stock: 71,
    rating: { average: 4.6, count: 88 },
    sold: 610,
    added_days_ago: 266,
    image: { shape: 'box', color: '#efe3cf', accent: '#5a3e2b', content: '#f3e7cf' },
  }),
  combo({
    key: 'nordic-sauna-body-ritual',
    brand: 'nordic-birch',
    subcategory: 'body-rituals',
    name: {
      en: 'Nordic Sauna Ritual',
      cz: 'Severský saunový rituál',
      sl: 'Nordijski savnski ritual',
      ge: 'Nordisches Saunaritual',
    },
    description: {
      en: 'A birch leaf shower gel, a birch and juniper firming body oil and an arctic juniper deodorant stick, inspired by Finnish sauna evenings. Crisp, woody and energising.',
      cz: 'Sprchový gel s březovým listem, zpevňující tělový olej s břízou a jalovcem a tuhý deodorant s arktickým jalovcem, inspirované finskými večery v sauně. Svěží, dřevitý a povzbuzující.',
      sl: 'Gel za prhanje z brezovim listom, učvrstitveno telesno olje z brezo in brinom ter deodorant v stiku z arktičnim brinom, navdihnjeni s finskimi večeri v savni. Svež, lesen in poživljajoč.',
      ge: 'Ein Duschgel mit Birkenblatt, ein straffendes Körperöl mit Birke und Wacholder und ein Deostick mit arktischem Wacholder, inspiriert von finnischen Saunaabenden. Frisch, holzig und belebend.',
    },
    usage: {
      en: 'Shower after the sauna, massage the oil into warm, damp skin and apply the deodorant once the skin is dry.',
      cz: 'Po sauně se osprchujte, olej vmasírujte do teplé, vlhké pokožky a deodorant naneste, až bude pokožka suchá.',
      sl: 'Po savni se oprhajte, olje vmasirajte v toplo, vlažno kožo in deodorant nanesite, ko je koža suha.',
      ge: 'Nach der Sauna duschen, das Öl in die warme, feuchte Haut einmassieren und das Deodorant auftragen, sobald die Haut trocken ist.',
    },
    items: [
      { product: 'birch-leaf-refreshing-shower-gel', quantity: 1 },
      { product: 'birch-juniper-firming-body-oil', quantity: 1 },
      { product: 'arctic-juniper-deodorant-stick', quantity: 1 },
    ],
    discount: 0.17,
    skin_types: ['normal', 'mature'],
    hair_types: [],
    stock: 35,
    rating: { average: 4.3, count: 33 },
    sold: 170,
    added_days_ago: 118,
    image: { shape: 'box', color: '#e8efe9', accent: '#2f4f3f', content: '#cfdccf' },
  }),

  /* ---------------- gift-sets ---------------- */
  combo({
    key: 'ayurveda-discovery-gift-set',
    brand: 'kama-veda',
    subcategory: 'gift-sets',
    name: {
      en: 'Ayurveda Discovery Gift Set',
      cz: 'Dárková sada Objevte ájurvédu',
      sl: 'Darilni set Odkrijte ajurvedo',
      ge: 'Geschenkset Ayurveda entdecken',
    },
    description: {
      en: 'Four favourites from India and Sri Lanka in a hand-printed box: Kumkumadi face oil, a neem and tulsi face pack, a kokum and saffron lip balm and Brahmi hair oil. A generous introduction to Ayurvedic care.',
      cz: 'Čtyři oblíbené produkty z Indie a Srí Lanky v ručně potištěné krabičce: pleťový olej Kumkumadi, pleťová maska s neemem a tulsí, balzám na rty s kokumem a šafránem a vlasový olej Brahmi. Velkorysý úvod do ájurvédské péče.',
      sl: 'Štirje priljubljeni izdelki iz Indije in Šrilanke v ročno potiskani škatli: olje za obraz kumkumadi, maska za obraz z neemom in tulsijem, balzam za ustnice s kokumom in žafranom ter olje za lase brahmi. Radodaren uvod v ajurvedsko nego.',
      ge: 'Vier Lieblinge aus Indien und Sri Lanka in einer handbedruckten Box: Kumkumadi-Gesichtsöl, eine Gesichtsmaske mit Neem und Tulsi, ein Lippenbalsam mit Kokum und Safran und Brahmi-Haaröl. Ein großzügiger Einstieg in die ayurvedische Pflege.',
    },
    usage: {
      en: 'Each product comes with its own instructions; the box is ready to give and holds a blank greeting card.',
      cz: 'Každý produkt má vlastní návod k použití; krabička je připravená k darování a uvnitř najdete prázdné přání.',
      sl: 'Vsak izdelek ima svoja navodila za uporabo; škatla je pripravljena za obdarovanje, v njej pa je prazna voščilnica.',
      ge: 'Jedes Produkt hat seine eigene Anleitung; die Box ist fertig zum Verschenken und enthält eine leere Grußkarte.',
    },
    items: [
      { product: 'kumkumadi-radiance-face-oil', quantity: 1 },
      { product: 'neem-tulsi-clarifying-face-pack', quantity: 1 },
      { product: 'kokum-saffron-lip-balm', quantity: 1 },
      { product: 'brahmi-cooling-hair-ritual-oil', quantity: 1 },
    ],
    discount: 0.16,
    skin_types: ['normal', 'dry', 'combination'],
    hair_types: ['normal', 'dry'],
    stock: 22,
    rating: { average: 4.9, count: 74 },
    sold: 380,
    featured: true,
    added_days_ago: 46,
    image: { shape: 'box', color: '#7a2e1f', accent: '#d9a441', content: '#e8b23a' },
  }),
  combo({
    key: 'linden-blossom-gift-set',
    brand: 'lipa',
    subcategory: 'gift-sets',
    name: {
      en: 'Linden Blossom Gift Set',
      cz: 'Dárková sada Lipový květ',
      sl: 'Darilni set Lipov cvet',
      ge: 'Geschenkset Lindenblüte',
    },
    description: {
      en: 'A tribute to the Czech national tree: a linden honey face mask, a light linden blossom conditioner and a linden blossom body milk. The soft, honeyed scent of an avenue in bloom in June.',
      cz: 'Pocta českému národnímu stromu: pleťová maska s lipovým medem, lehký kondicionér s lipovým květem a tělové mléko s lipovým květem. Jemná medová vůně rozkvetlé červnové aleje.',
      sl: 'Poklon češkemu narodnemu drevesu: maska za obraz z lipovim medom, lahek balzam za lase z lipovim cvetom in telesno mleko z lipovim cvetom. Nežen medeni vonj cvetočega junijskega drevoreda.',
      ge: 'Eine Hommage an den tschechischen Nationalbaum: eine Gesichtsmaske mit Lindenhonig, ein leichter Lindenblüten-Conditioner und eine Lindenblüten-Körpermilch. Der zarte, honigsüße Duft einer blühenden Allee im Juni.',
    },
    usage: {
      en: 'Use the mask once or twice a week, the conditioner after every wash and the body milk daily after showering.',
      cz: 'Masku používejte jednou až dvakrát týdně, kondicionér po každém mytí a tělové mléko denně po sprchování.',
      sl: 'Masko uporabljajte enkrat do dvakrat na teden, balzam po vsakem umivanju, telesno mleko pa vsak dan po prhanju.',
      ge: 'Die Maske ein- bis zweimal pro Woche verwenden, den Conditioner nach jeder Wäsche und die Körpermilch täglich nach dem Duschen.',
    },
    items: [
      { product: 'linden-honey-nourishing-mask', quantity: 1 },
      { product: 'linden-blossom-light-conditioner', quantity: 1 },
      { product: 'linden-blossom-body-milk', quantity: 1 },
    ],
    discount: 0.15,
    skin_types: ['normal', 'dry', 'mature'],
    hair_types: ['fine', 'normal'],
    stock: 48,
    rating: { average: 4.6, count: 52 },
    sold: 290,
    added_days_ago: 311,
    image: { shape: 'box', color: '#f2ecc9', accent: '#8a7a2e', content: '#efe4a8' },
  }),
  combo({
    key: 'hands-and-feet-gift-set',
    brand: 'dr-herba',
    subcategory: 'gift-sets',
    name: {
      en: 'Hands & Feet Gift Set',
      cz: 'Dárková sada pro ruce a nohy',
      sl: 'Darilni set za roke in stopala',
      ge: 'Geschenkset für Hände & Füße',
    },
    description: {
      en: 'Two hand creams, the intensive calendula one and the shea and cocoa one, plus a cooling peppermint foot cream. A thoughtful present for gardeners, cyclists and anyone with hard-working hands and feet.',
      cz: 'Dva krémy na ruce, intenzivní s měsíčkem a s bambuckým a kakaovým máslem, a k tomu chladivý krém na nohy s mátou peprnou. Pozorný dárek pro zahradníky, cyklisty a každého, kdo má pracovité ruce i nohy.',
      sl: 'Dve kremi za roke, intenzivna z ognjičem ter krema s karitejevim in kakavovim maslom, poleg pa še hladilna krema za stopala s poprovo meto. Premišljeno darilo za vrtnarje, kolesarje in vse, ki imajo delavne roke in noge.',
      ge: 'Zwei Handcremes, die intensive mit Ringelblume und die mit Shea- und Kakaobutter, dazu eine kühlende Fußcreme mit Pfefferminze. Ein aufmerksames Geschenk für Gärtner, Radfahrer und alle mit fleißigen Händen und Füßen.',
    },
    usage: {
      en: 'Apply the hand creams as often as needed and massage the foot cream into clean feet in the evening.',
      cz: 'Krémy na ruce nanášejte, kdykoli je potřeba, a krém na nohy večer vmasírujte do čistých chodidel.',
      sl: 'Kremi za roke nanašajte po potrebi, kremo za stopala pa zvečer vmasirajte v čista stopala.',
      ge: 'Die Handcremes so oft wie nötig auftragen und die Fußcreme abends in die sauberen Füße einmassieren.',
    },
    items: [
      { product: 'calendula-intensive-hand-cream', quantity: 1 },
      { product: 'shea-cocoa-hand-cream', quantity: 1 },
      { product: 'peppermint-cooling-foot-cream', quantity: 1 },
    ],
    discount: 0.15,
    skin_types: ['dry', 'sensitive', 'normal'],
    hair_types: [],
    stock: 80,
    rating: { average: 4.5, count: 109 },
    sold: 940,
    added_days_ago: 352,
    image: { shape: 'box', color: '#f4efe4', accent: '#b8742e', content: '#f1e6d0' },
  }),
  combo({
    key: 'rosehip-glow-gift-set',
    brand: 'rosehip-lab',
    subcategory: 'gift-sets',
    name: {
      en: 'Rosehip Glow Gift Set',
      cz: 'Dárková sada Šípková záře',
      sl: 'Darilni set Šipkov sij',
      ge: 'Geschenkset Hagebutten-Glow',
    },
    description: {
      en: 'Chilean rosehip oil in three forms: a dry body oil, a firming body lotion and a smoothing eye cream. Rich in natural vitamin A and omega fatty acids, for skin that looks rested and supple.',
      cz: 'Chilský šípkový olej ve třech podobách: suchý tělový olej, zpevňující tělové mléko a vyhlazující oční krém. Bohatý na přirozený vitamin A a omega mastné kyseliny, pro pleť, která vypadá odpočatě a pružně.',
      sl: 'Čilsko šipkovo olje v treh oblikah: suho telesno olje, učvrstitveni losjon za telo in gladilna krema za predel okoli oči. Bogato z naravnim vitaminom A in omega maščobnimi kislinami, za kožo, ki je videti spočita in prožna.',
      ge: 'Chilenisches Hagebuttenöl in drei Formen: ein trockenes Körperöl, eine straffende Körperlotion und eine glättende Augencreme. Reich an natürlichem Vitamin A und Omega-Fettsäuren, für Haut, die erholt und geschmeidig aussieht.',
    },
    usage: {
      en: 'Apply the body oil or lotion after showering and tap the eye cream around the eyes morning and evening.',
      cz: 'Po sprše naneste tělový olej nebo mléko a oční krém ráno i večer vklepejte kolem očí.',
      sl: 'Po prhanju nanesite telesno olje ali losjon, kremo za oči pa zjutraj in zvečer vtapkajte okoli oči.',
      ge: 'Nach dem Duschen Körperöl oder Lotion auftragen und die Augencreme morgens und abends um die Augen einklopfen.',
    },
    items: [
      { product: 'rosehip-dry-body-oil', quantity: 1 },
      { product: 'rosehip-firming-body-lotion', quantity: 1 },
      { product: 'rosehip-smoothing-eye-cream', quantity: 1 },
    ],
    discount: 0.16,
    skin_types: ['dry', 'mature', 'normal'],
    hair_types: [],
    stock: 24,
    rating: { average: 4.7, count: 9 },
    sold: 40,
    added_days_ago: 4,
    image: { shape: 'box', color: '#f1d4c8', accent: '#b0413e', content: '#e89a7a' },
  }),
  combo({
    key: 'natural-soap-gift-box',
    brand: 'olivera',
    subcategory: 'gift-sets',
    name: {
      en: 'Natural Soap Gift Box',
      cz: 'Dárková krabička přírodních mýdel',
      sl: 'Darilna škatla naravnih mil',
      ge: 'Geschenkbox Naturseifen',
    },
    description: {
      en: 'Four bars in a recycled-card box: two pure olive oil Castile soaps, a French green clay soap and a lavender and calendula soap. Plastic-free, long-lasting and loved by the whole family.',
      cz: 'Čtyři mýdla v krabičce z recyklované lepenky: dvě čistě olivová kastilská mýdla, mýdlo s francouzským zeleným jílem a mýdlo s levandulí a měsíčkem. Bez plastu, vydatná a oblíbená u celé rodiny.',
      sl: 'Štiri mila v škatli iz recikliranega kartona: dve čisti olivni kastiljski mili, milo s francosko zeleno glino in milo s sivko in ognjičem. Brez plastike, izdatna in priljubljena pri vsej družini.',
      ge: 'Vier Seifenstücke in einer Box aus Recyclingkarton: zwei reine Olivenöl-Kastilienseifen, eine Seife mit französischer grüner Tonerde und eine Seife mit Lavendel und Ringelblume. Plastikfrei, ergiebig und bei der ganzen Familie beliebt.',
    },
    usage: {
      en: 'Lather with water in your hands or on a washcloth and rinse; let the bars dry on a draining soap dish between uses.',
      cz: 'Napěňte s vodou v dlaních nebo na žínce a opláchněte; mezi použitími nechte mýdla oschnout na odkapávací misce.',
      sl: 'Spenite z vodo v dlaneh ali na umivalni krpici in sperite; med uporabami pustite mila, da se posušijo na odcejalni milnici.',
      ge: 'Mit Wasser in den Händen oder auf einem Waschlappen aufschäumen und abspülen; die Seifen zwischen den Anwendungen auf einer Ablaufschale trocknen lassen.',
    },
    items: [
      { product: 'pure-olive-oil-castile-soap', quantity: 2 },
      { product: 'french-green-clay-soap', quantity: 1 },
      { product: 'lavender-calendula-soap', quantity: 1 },
    ],
    discount: 0.14,
    skin_types: ['normal', 'dry', 'oily', 'sensitive'],
    hair_types: [],
    stock: 66,
    rating: { average: 4.8, count: 27 },
    sold: 130,
    added_days_ago: 27,
    image: { shape: 'box', color: '#ebe6d8', accent: '#5b6e3a', content: '#d9cfb5' },
  }),
]
