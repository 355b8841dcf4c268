import type { SeedBanner } from '../types'

/** Home-page hero banners, in display order. */
export const BANNERS: SeedBanner[] = [
  {
    key: 'botanical-serums',
    title: {
      en: 'Botanical serums for radiant skin',
      cz: 'Rostlinná séra pro zářivou pleť',
      sl: 'Rastlinski serumi za sijočo kožo',
      ge: 'Pflanzliche Seren für strahlende Haut',
    },
    subtitle: {
      en: 'Concentrated plant actives for a brighter, smoother and calmer complexion, every single day.',
      cz: 'Koncentrované rostlinné účinné látky pro jasnější, hladší a klidnější pleť, a to každý den.',
      sl: 'Koncentrirane rastlinske učinkovine za svetlejšo, gladkejšo in mirnejšo kožo, vsak dan znova.',
      ge: 'Konzentrierte Pflanzenwirkstoffe für einen strahlenderen, glatteren und ruhigeren Teint – jeden Tag.',
    },
    cta: { en: 'Shop serums', cz: 'Vybrat sérum', sl: 'Izberi serum', ge: 'Seren entdecken' },
    target: { category: 'skin-care', subcategory: 'serums' },
    image: { shape: 'dropper', color: '#e9dcc6', accent: '#b5652b', content: '#f0b25a', motif: 'drops' },
  },
  {
    key: 'ayurvedic-oils',
    title: {
      en: 'The wisdom of Ayurvedic oils',
      cz: 'Moudrost ájurvédských olejů',
      sl: 'Modrost ajurvedskih olj',
      ge: 'Die Weisheit ayurvedischer Öle',
    },
    subtitle: {
      en: 'Kumkumadi, Bhringraj and Mahanarayan, slowly infused to traditional recipes from India and Sri Lanka.',
      cz: 'Kumkumadi, Bhringraj a Mahanarayan, pomalu louhované podle tradičních receptur z Indie a Srí Lanky.',
      sl: 'Kumkumadi, bhringraj in mahanarayan, počasi macerirani po tradicionalnih recepturah iz Indije in Šrilanke.',
      ge: 'Kumkumadi, Bhringraj und Mahanarayan, langsam angesetzt nach traditionellen Rezepturen aus Indien und Sri Lanka.',
    },
    cta: { en: 'Explore oils', cz: 'Objevit oleje', sl: 'Odkrij olja', ge: 'Öle entdecken' },
    target: { category: 'ayurveda', subcategory: 'ayurvedic-oils' },
    image: { shape: 'bottle', color: '#7a2e1f', accent: '#d9a441', content: '#c9772b', motif: 'lotus' },
  },
  {
    key: 'lavender-calm',
    title: {
      en: 'Lavender, from field to you',
      cz: 'Levandule z pole až k vám',
      sl: 'Sivka s polja do vas',
      ge: 'Lavendel vom Feld zu Ihnen',
    },
    subtitle: {
      en: 'Soothing care with organic lavender for calmer evenings and deeper, more restful sleep.',
      cz: 'Zklidňující péče s bio levandulí pro klidnější večery a hlubší, osvěžující spánek.',
      sl: 'Pomirjujoča nega z ekološko sivko za mirnejše večere in globlji, bolj okrepčujoč spanec.',
      ge: 'Beruhigende Pflege mit Bio-Lavendel für ruhigere Abende und tieferen, erholsameren Schlaf.',
    },
    cta: { en: 'Find lavender', cz: 'Hledat levanduli', sl: 'Poišči sivko', ge: 'Lavendel finden' },
    target: { search: 'lavender' },
    image: { shape: 'bottle', color: '#8e7cc3', accent: '#f3eee4', content: '#b9a6e0', motif: 'petals' },
  },
  {
    key: 'top-brand',
    title: {
      en: 'Our brand of the month',
      cz: 'Naše značka měsíce',
      sl: 'Naša znamka meseca',
      ge: 'Unsere Marke des Monats',
    },
    subtitle: {
      en: 'Meet the small makers our customers love most: honest formulas and short ingredient lists.',
      cz: 'Poznejte malé výrobce, které naši zákazníci milují nejvíc: poctivé receptury a krátké složení.',
      sl: 'Spoznajte male izdelovalce, ki jih naše stranke imajo najraje: poštene recepture in kratke sestavine.',
      ge: 'Lernen Sie die kleinen Hersteller kennen, die unsere Kundschaft liebt: ehrliche Rezepturen, kurze Zutatenlisten.',
    },
    cta: { en: 'Meet the brand', cz: 'Poznat značku', sl: 'Spoznaj znamko', ge: 'Marke kennenlernen' },
    target: { path: '/topbrand' },
    image: { shape: 'box', color: '#3f6b3a', accent: '#e9e4c9', content: '#a3b57a', motif: 'leaves' },
  },
]
