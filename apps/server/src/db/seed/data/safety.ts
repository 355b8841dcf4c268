import type { Translated } from '@shop/domain'
import type { SeedProduct } from '../types'

/**
 * What the product page's "Product safety" part shows for the demo catalog (decision 045): each
 * brand's responsible person in the EU (Regulation 1223/2009 Art. 19; brands from outside the EU
 * name their EU importer), and the precautions a label of each kind of product carries. All
 * fictional companies at believable addresses.
 */
export interface SeedResponsiblePerson {
  name: string
  /** Postal address, one line per label line */
  address: string
  email: string
}

export const RESPONSIBLE_PERSONS: Record<string, SeedResponsiblePerson> = {
  verdana: { name: 'Verdana Botanicals d.o.o.', address: 'Dobrovo 24\n5212 Dobrovo v Brdih\nSlovenia', email: 'safety@verdana-botanicals.si' },
  alpenrose: { name: 'Alpenrose Naturkosmetik GmbH', address: 'Dorfstraße 17\n6094 Axams\nAustria', email: 'produktsicherheit@alpenrose-natur.at' },
  lipa: { name: 'Lípa Natural s.r.o.', address: 'Havlíčkova 112\n586 01 Jihlava\nCzech Republic', email: 'bezpecnost@lipa-natural.cz' },
  'bohemia-herbs': { name: 'Bohemia Herbs s.r.o.', address: 'Náměstí 8\n692 01 Mikulov\nCzech Republic', email: 'info@bohemia-herbs.cz' },
  'kama-veda': { name: 'Kama Veda Europe GmbH', address: 'Lindwurmstraße 88\n80337 München\nGermany', email: 'eu-safety@kama-veda.de' },
  'lotus-ayur': { name: 'Lotus Ayur Distribution s.r.o.', address: 'Vinohradská 184\n130 00 Praha 3\nCzech Republic', email: 'eu@lotus-ayur.cz' },
  adriatica: { name: 'Adriatica Sea Care d.o.o.', address: 'Obala Lazareta 3\n51000 Rijeka\nCroatia', email: 'sigurnost@adriatica-seacare.hr' },
  'meadow-moss': { name: 'Meadow & Moss EU B.V.', address: 'Keizersgracht 241\n1016 EA Amsterdam\nNetherlands', email: 'eu-rp@meadowandmoss.nl' },
  'nordic-birch': { name: 'Nordic Birch Oy', address: 'Kauppakatu 21\n40100 Jyväskylä\nFinland', email: 'safety@nordicbirch.fi' },
  olivera: { name: 'Olivera Cosmetics S.A.', address: 'Aristomenous 45\n241 00 Kalamata\nGreece', email: 'safety@olivera-cosmetics.gr' },
  'dr-herba': { name: 'Dr. Herba Naturkosmetik GmbH', address: 'Kräuterweg 5\n79098 Freiburg im Breisgau\nGermany', email: 'sicherheit@dr-herba.de' },
  'terra-mineral': { name: 'Terra Minérale SAS', address: '12 rue des Argiles\n13100 Aix-en-Provence\nFrance', email: 'securite@terra-minerale.fr' },
  'shea-haven': { name: 'Shea Haven Europe S.L.', address: 'Carrer de Balmes 152\n08008 Barcelona\nSpain', email: 'eu@sheahaven.es' },
  'rosehip-lab': { name: 'Rosehip Lab Europe Sp. z o.o.', address: 'ul. Marszałkowska 84\n00-514 Warszawa\nPoland', email: 'safety@rosehiplab.pl' },
}

/** Sentences a label uses, each in the shop's four languages. */
const W = {
  external: {
    en: 'For external use only.',
    cz: 'Pouze pro vnější použití.',
    sl: 'Samo za zunanjo uporabo.',
    ge: 'Nur zur äußerlichen Anwendung.',
  },
  eyes: {
    en: 'Avoid contact with the eyes; if it gets into them, rinse thoroughly with water.',
    cz: 'Zabraňte kontaktu s očima; při zasažení očí je důkladně vypláchněte vodou.',
    sl: 'Preprečite stik z očmi; če pride v oči, jih temeljito sperite z vodo.',
    ge: 'Kontakt mit den Augen vermeiden; bei Augenkontakt gründlich mit Wasser ausspülen.',
  },
  eyeArea: {
    en: 'Apply around the eyes only, not on the eyelids or into the eyes.',
    cz: 'Naneste jen kolem očí, ne na oční víčka ani do očí.',
    sl: 'Nanesite le okoli oči, ne na veke ali v oči.',
    ge: 'Nur um die Augen auftragen, nicht auf die Lider oder in die Augen.',
  },
  irritation: {
    en: 'Stop using the product if irritation occurs.',
    cz: 'Pokud se objeví podráždění, přípravek přestaňte používat.',
    sl: 'Če se pojavi draženje, izdelek prenehajte uporabljati.',
    ge: 'Bei Hautreizungen die Anwendung beenden.',
  },
  patch: {
    en: 'Contains fragrance allergens from essential oils: test on a small area of the inner forearm 24 hours before first use.',
    cz: 'Obsahuje vonné alergeny z éterických olejů: 24 hodin před prvním použitím vyzkoušejte na malé ploše na vnitřní straně předloktí.',
    sl: 'Vsebuje dišavne alergene iz eteričnih olj: 24 ur pred prvo uporabo preizkusite na majhnem delu notranje strani podlakti.',
    ge: 'Enthält Duftstoff-Allergene aus ätherischen Ölen: 24 Stunden vor der ersten Anwendung an einer kleinen Stelle der Armbeuge testen.',
  },
  slippery: {
    en: 'Oils make the bath or shower floor slippery: take care.',
    cz: 'Oleje činí dno vany nebo sprchy kluzkým: dávejte pozor.',
    sl: 'Olja naredijo dno kadi ali tuša spolzko: bodite previdni.',
    ge: 'Öle machen den Boden von Wanne und Dusche rutschig: Vorsicht.',
  },
  children: {
    en: 'Keep out of the reach of children.',
    cz: 'Uchovávejte mimo dosah dětí.',
    sl: 'Hranite zunaj dosega otrok.',
    ge: 'Außerhalb der Reichweite von Kindern aufbewahren.',
  },
  cooling: {
    en: 'Contains camphor, menthol or eucalyptus oil: not for children under 6 years; do not apply to the face, broken skin or mucous membranes.',
    cz: 'Obsahuje kafr, mentol nebo eukalyptový olej: není určeno dětem do 6 let; nenanášejte na obličej, poraněnou kůži ani sliznice.',
    sl: 'Vsebuje kafro, mentol ali evkaliptovo olje: ni za otroke, mlajše od 6 let; ne nanašajte na obraz, poškodovano kožo ali sluznice.',
    ge: 'Enthält Kampfer, Menthol oder Eukalyptusöl: nicht für Kinder unter 6 Jahren; nicht auf Gesicht, verletzte Haut oder Schleimhäute auftragen.',
  },
  sun: {
    en: 'Do not stay too long in the sun, even while using a sun product. Keep babies and young children out of direct sunlight. Reapply often, especially after sweating, swimming or towelling.',
    cz: 'Nezůstávejte na slunci příliš dlouho, ani když používáte přípravek na opalování. Kojence a malé děti nevystavujte přímému slunci. Nanášejte často, zvláště po pocení, koupání a osušení ručníkem.',
    sl: 'Tudi ko uporabljate izdelek za sončenje, ne ostajajte predolgo na soncu. Dojenčkov in majhnih otrok ne izpostavljajte neposredni sončni svetlobi. Nanašajte pogosto, zlasti po potenju, plavanju in brisanju z brisačo.',
    ge: 'Auch bei Verwendung eines Sonnenschutzmittels nicht zu lange in der Sonne bleiben. Babys und Kleinkinder nicht der direkten Sonne aussetzen. Häufig nachcremen, besonders nach dem Schwitzen, Baden oder Abtrocknen.',
  },
  brokenSkin: {
    en: 'Do not use on broken, sunburnt or irritated skin.',
    cz: 'Nepoužívejte na poraněnou, spálenou ani podrážděnou kůži.',
    sl: 'Ne uporabljajte na poškodovani, opečeni ali razdraženi koži.',
    ge: 'Nicht auf verletzter, sonnenverbrannter oder gereizter Haut anwenden.',
  },
  powder: {
    en: 'Mix the powder with water before use and do not breathe it in.',
    cz: 'Prášek před použitím smíchejte s vodou a nevdechujte jej.',
    sl: 'Prašek pred uporabo zmešajte z vodo in ga ne vdihavajte.',
    ge: 'Das Pulver vor der Anwendung mit Wasser anrühren und nicht einatmen.',
  },
  turmeric: {
    en: 'Turmeric can tint light skin and stain fabrics for a while.',
    cz: 'Kurkuma může dočasně zabarvit světlou pokožku a textil.',
    sl: 'Kurkuma lahko začasno obarva svetlo kožo in tkanine.',
    ge: 'Kurkuma kann helle Haut und Textilien vorübergehend färben.',
  },
  spray: {
    en: 'Do not spray towards the eyes or face.',
    cz: 'Nestříkejte do očí ani do obličeje.',
    sl: 'Ne pršite v oči ali obraz.',
    ge: 'Nicht in Richtung Augen oder Gesicht sprühen.',
  },
  set: {
    en: 'Each product of the set carries its own precautions: read them on its page before use.',
    cz: 'Každý výrobek sady má vlastní upozornění: před použitím si je přečtěte na jeho stránce.',
    sl: 'Vsak izdelek v kompletu ima svoja opozorila: pred uporabo jih preberite na njegovi strani.',
    ge: 'Jedes Produkt des Sets hat eigene Warnhinweise: vor der Anwendung auf seiner Seite lesen.',
  },
} satisfies Record<string, Translated>

type Key = keyof typeof W

/** The precautions each subcategory's labels carry; subcategories left out carry none of their own. */
const BY_SUBCATEGORY: Record<string, Key[]> = {
  cleansers: ['eyes'],
  toners: ['eyes'],
  serums: ['external', 'irritation'],
  masks: ['eyes', 'irritation'],
  'eye-care': ['eyeArea'],
  'sun-care': ['external'],
  shampoos: ['eyes'],
  'hair-oils': ['external', 'slippery'],
  'hair-masks': ['eyes'],
  'scalp-care': ['external', 'eyes'],
  styling: ['eyes'],
  'body-washes': ['eyes'],
  'body-scrubs': ['brokenSkin'],
  'body-oils': ['external', 'slippery'],
  'hand-and-foot': ['external'],
  deodorants: ['brokenSkin', 'irritation'],
  soaps: ['eyes'],
  'ayurvedic-oils': ['external', 'slippery'],
  'herbal-powders': ['powder', 'eyes'],
  ubtans: ['powder', 'eyes'],
  'herbal-balms': ['external'],
  'hair-rituals': ['eyes'],
}

const COOLING = /^(Camphor|Menthol|Eucalyptus Globulus Leaf Oil|Mentha Piperita Oil)$/
const TURMERIC = /^Curcuma Longa/

/**
 * A product's precautions as its label states them: its kind's, what its ingredients call for
 * (fragrance allergens, camphor or menthol, turmeric), a sun product's, a spray's; none for kinds
 * that need none. A set points to its products' own.
 */
export function warningsFor(p: SeedProduct): Translated | null {
  if (p.combo_items?.length) return W.set
  const keys = new Set<Key>(BY_SUBCATEGORY[p.subcategory] ?? [])
  if (/spf\d/.test(p.key)) keys.add('sun')
  // A face mist is sprayed onto the face on purpose; other sprays are not.
  if (p.image.shape === 'spray' && p.subcategory !== 'toners') keys.add('spray')
  if (p.allergens.length && (p.category === 'skin-care' || p.subcategory.endsWith('oils'))) keys.add('patch')
  if (p.inci.some((i) => COOLING.test(i))) keys.add('cooling')
  if (p.inci.some((i) => TURMERIC.test(i))) keys.add('turmeric')
  if (keys.has('cooling') || keys.has('powder')) keys.add('children')
  if (!keys.size) return null
  const order = Object.keys(W) as Key[]
  const chosen = order.filter((k) => keys.has(k))
  const join = (lang: keyof Translated) => chosen.map((k) => W[k][lang]).join(' ')
  return { en: join('en'), cz: join('cz'), sl: join('sl'), ge: join('ge') }
}
