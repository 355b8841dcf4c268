import type { Translated } from '@shop/domain'
import type { ImageShape } from './types'

/**
 * Word tables for the generated benchmark catalog. A name is a benefit, a product type and a hero
 * ingredient; each language assembles them its own way so the grammar holds:
 *   en  "Lavender Calming Shampoo"          (hero benefit type)
 *   cz  "Zklidňující šampon s levandulí"    (soft adjectives do not change with gender)
 *   sl  "Pomirjujoči šampon s sivko"        (adjective agrees with the type's gender)
 *   ge  "Beruhigendes Shampoo mit Lavendel" (strong ending by gender: -er, -e, -es)
 */
export type Group = 'face' | 'hair' | 'body'
export type Gender = 'm' | 'f' | 'n'

export interface ProductType {
  key: string
  /** 'category/subcategory' keys of the demo tree this type belongs to */
  under: string
  group: Group
  name: Translated
  sl: Gender
  ge: Gender
  shapes: ImageShape[]
  sizes: { value: number; unit: 'ml' | 'g' }[]
  /** Price range in cents */
  price: [number, number]
  pao: number
  /** INCI in label order; the hero goes in second or third place */
  base: string[]
  /** Colour of the contents */
  content: string
  description: Translated
  usage: Translated
  /** Heroes limited to these (Ayurvedic types) */
  heroes?: string[]
}

export interface Benefit {
  key: string
  en: string
  cz: string
  sl: Record<Gender, string>
  /** German stem; the strong ending follows the type's gender */
  ge: string
  groups: Group[]
}

export interface Hero {
  key: string
  en: string
  /** "with …" in each language, already in the right case */
  cz: string
  sl: string
  ge: string
  inci: string
  allergens: string[]
  groups: Group[]
  color: string
  accent: string
  note: Translated
}

const t = (en: string, cz: string, sl: string, ge: string): Translated => ({ en, cz, sl, ge })
const ALL: Group[] = ['face', 'hair', 'body']

export const BENEFITS: Benefit[] = [
  { key: 'hydrating', en: 'Hydrating', cz: 'Hydratační', sl: { m: 'vlažilni', f: 'vlažilna', n: 'vlažilno' }, ge: 'Feuchtigkeitsspendend', groups: ALL },
  { key: 'calming', en: 'Calming', cz: 'Zklidňující', sl: { m: 'pomirjujoči', f: 'pomirjujoča', n: 'pomirjujoče' }, ge: 'Beruhigend', groups: ALL },
  { key: 'nourishing', en: 'Nourishing', cz: 'Vyživující', sl: { m: 'hranilni', f: 'hranilna', n: 'hranilno' }, ge: 'Nährend', groups: ALL },
  { key: 'regenerating', en: 'Regenerating', cz: 'Regenerační', sl: { m: 'regenerativni', f: 'regenerativna', n: 'regenerativno' }, ge: 'Regenerierend', groups: ALL },
  { key: 'brightening', en: 'Brightening', cz: 'Rozjasňující', sl: { m: 'posvetlitveni', f: 'posvetlitvena', n: 'posvetlitveno' }, ge: 'Aufhellend', groups: ['face'] },
  { key: 'firming', en: 'Firming', cz: 'Zpevňující', sl: { m: 'učvrstitveni', f: 'učvrstitvena', n: 'učvrstitveno' }, ge: 'Straffend', groups: ['face', 'body'] },
  { key: 'purifying', en: 'Purifying', cz: 'Pročišťující', sl: { m: 'prečiščevalni', f: 'prečiščevalna', n: 'prečiščevalno' }, ge: 'Klärend', groups: ALL },
  { key: 'refreshing', en: 'Refreshing', cz: 'Osvěžující', sl: { m: 'osvežilni', f: 'osvežilna', n: 'osvežilno' }, ge: 'Erfrischend', groups: ALL },
  { key: 'strengthening', en: 'Strengthening', cz: 'Posilující', sl: { m: 'krepilni', f: 'krepilna', n: 'krepilno' }, ge: 'Stärkend', groups: ['hair'] },
  { key: 'smoothing', en: 'Smoothing', cz: 'Vyhlazující', sl: { m: 'gladilni', f: 'gladilna', n: 'gladilno' }, ge: 'Glättend', groups: ALL },
  { key: 'balancing', en: 'Balancing', cz: 'Vyrovnávací', sl: { m: 'uravnotežujoči', f: 'uravnotežujoča', n: 'uravnotežujoče' }, ge: 'Ausgleichend', groups: ['face', 'hair'] },
  { key: 'repairing', en: 'Repairing', cz: 'Obnovující', sl: { m: 'obnovitveni', f: 'obnovitvena', n: 'obnovitveno' }, ge: 'Reparierend', groups: ['hair', 'body', 'face'] },
]

export const GERMAN_ENDING: Record<Gender, string> = { m: 'er', f: 'e', n: 'es' }

export const HEROES: Hero[] = [
  { key: 'lavender', en: 'Lavender', cz: 's levandulí', sl: 's sivko', ge: 'mit Lavendel', inci: 'Lavandula Angustifolia Oil', allergens: ['Linalool', 'Limonene'], groups: ALL, color: '#b9a9d6', accent: '#4b3f72',
    note: t('Lavender oil calms and leaves a relaxing herbal scent.', 'Levandulový olej zklidňuje a zanechává uklidňující bylinnou vůni.', 'Sivkino olje pomirja in pusti sproščujoč zeliščni vonj.', 'Lavendelöl beruhigt und hinterlässt einen entspannenden Kräuterduft.') },
  { key: 'rose', en: 'Rose', cz: 's růží', sl: 'z vrtnico', ge: 'mit Rose', inci: 'Rosa Damascena Flower Water', allergens: ['Citronellol', 'Geraniol'], groups: ['face', 'body'], color: '#f0cfd2', accent: '#9c4656',
    note: t('Damask rose water softens and adds a delicate floral note.', 'Damašková růžová voda zjemňuje a dodává jemný květinový tón.', 'Damaščanska rožna voda mehča in doda nežno cvetlično noto.', 'Damaszener Rosenwasser macht zart und verleiht eine feine blumige Note.') },
  { key: 'chamomile', en: 'Chamomile', cz: 's heřmánkem', sl: 's kamilico', ge: 'mit Kamille', inci: 'Chamomilla Recutita Flower Extract', allergens: [], groups: ALL, color: '#f3e7b8', accent: '#7a6a2a',
    note: t('Chamomile extract soothes redness and irritation.', 'Heřmánkový extrakt zklidňuje zarudnutí a podráždění.', 'Izvleček kamilice pomirja rdečico in razdraženost.', 'Kamillenextrakt beruhigt Rötungen und Irritationen.') },
  { key: 'calendula', en: 'Calendula', cz: 's měsíčkem', sl: 'z ognjičem', ge: 'mit Ringelblume', inci: 'Calendula Officinalis Flower Extract', allergens: [], groups: ALL, color: '#f6d28e', accent: '#9a4e12',
    note: t("Calendula supports the skin's natural repair.", 'Měsíček lékařský podporuje přirozenou regeneraci pokožky.', 'Ognjič podpira naravno obnovo kože.', 'Ringelblume unterstützt die natürliche Regeneration der Haut.') },
  { key: 'aloe', en: 'Aloe Vera', cz: 's aloe vera', sl: 'z alojo', ge: 'mit Aloe Vera', inci: 'Aloe Barbadensis Leaf Juice', allergens: [], groups: ALL, color: '#d5e8cf', accent: '#3f6b45',
    note: t('Organic aloe vera juice hydrates and cools.', 'Šťáva z bio aloe vera hydratuje a chladí.', 'Sok organske aloje vere vlaži in hladi.', 'Bio-Aloe-Vera-Saft spendet Feuchtigkeit und kühlt.') },
  { key: 'green-tea', en: 'Green Tea', cz: 'se zeleným čajem', sl: 'z zelenim čajem', ge: 'mit Grüntee', inci: 'Camellia Sinensis Leaf Extract', allergens: [], groups: ALL, color: '#d6e3c0', accent: '#4e6b2f',
    note: t('Green tea extract protects with natural antioxidants.', 'Extrakt ze zeleného čaje chrání přírodními antioxidanty.', 'Izvleček zelenega čaja ščiti z naravnimi antioksidanti.', 'Grünteeextrakt schützt mit natürlichen Antioxidantien.') },
  { key: 'argan', en: 'Argan', cz: 's arganovým olejem', sl: 'z arganovim oljem', ge: 'mit Arganöl', inci: 'Argania Spinosa Kernel Oil', allergens: [], groups: ALL, color: '#e9cf9a', accent: '#7a4b1e',
    note: t('Moroccan argan oil nourishes and restores suppleness.', 'Marocký arganový olej vyživuje a vrací pružnost.', 'Maroško arganovo olje neguje in povrne prožnost.', 'Marokkanisches Arganöl pflegt und schenkt neue Geschmeidigkeit.') },
  { key: 'shea', en: 'Shea', cz: 's bambuckým máslem', sl: 'z maslom karite', ge: 'mit Sheabutter', inci: 'Butyrospermum Parkii Butter', allergens: [], groups: ALL, color: '#efe3cc', accent: '#6b5232',
    note: t('Fair-trade shea butter cushions dry areas with lasting comfort.', 'Bambucké máslo ze spravedlivého obchodu chrání suchá místa a dodává dlouhotrvající komfort.', 'Maslo karite iz pravične trgovine blaži suha mesta in zagotavlja dolgotrajno udobje.', 'Sheabutter aus fairem Handel polstert trockene Stellen mit anhaltendem Wohlgefühl.') },
  { key: 'jojoba', en: 'Jojoba', cz: 's jojobovým olejem', sl: 'z jojobinim oljem', ge: 'mit Jojobaöl', inci: 'Simmondsia Chinensis Seed Oil', allergens: [], groups: ALL, color: '#efe0b5', accent: '#6e5a24',
    note: t("Jojoba oil balances and mimics the skin's own lipids.", 'Jojobový olej vyrovnává a napodobuje vlastní lipidy pokožky.', 'Jojobino olje uravnoveša in posnema lastne lipide kože.', 'Jojobaöl gleicht aus und ähnelt den hauteigenen Lipiden.') },
  { key: 'rosehip', en: 'Rosehip', cz: 'se šípkovým olejem', sl: 'z oljem šipka', ge: 'mit Hagebuttenöl', inci: 'Rosa Canina Fruit Oil', allergens: [], groups: ['face', 'body'], color: '#f2c2a8', accent: '#a2472b',
    note: t('Cold-pressed rosehip oil evens out the complexion and supports renewal.', 'Za studena lisovaný šípkový olej sjednocuje pleť a podporuje její obnovu.', 'Hladno stiskano olje šipka izenači ten in podpira obnovo kože.', 'Kaltgepresstes Hagebuttenöl verfeinert das Hautbild und unterstützt die Erneuerung.') },
  { key: 'hemp', en: 'Hemp', cz: 's konopným olejem', sl: 's konopljinim oljem', ge: 'mit Hanföl', inci: 'Cannabis Sativa Seed Oil', allergens: [], groups: ALL, color: '#cfdcb8', accent: '#3f5a2a',
    note: t('Hemp seed oil, rich in omega fatty acids, soothes and balances.', 'Konopný olej bohatý na omega mastné kyseliny zklidňuje a vyrovnává.', 'Konopljino olje, bogato z omega maščobnimi kislinami, pomirja in uravnoveša.', 'Hanfsamenöl, reich an Omega-Fettsäuren, beruhigt und gleicht aus.') },
  { key: 'oat', en: 'Oat', cz: 's ovsem', sl: 'z ovsem', ge: 'mit Hafer', inci: 'Avena Sativa Kernel Extract', allergens: [], groups: ALL, color: '#eadfc6', accent: '#7b6a45',
    note: t('Colloidal oat comforts even the most sensitive skin.', 'Koloidní oves zklidní i tu nejcitlivější pokožku.', 'Koloidni oves pomiri tudi najobčutljivejšo kožo.', 'Kolloidaler Hafer beruhigt selbst sehr empfindliche Haut.') },
  { key: 'honey', en: 'Honey', cz: 's medem', sl: 'z medom', ge: 'mit Honig', inci: 'Mel', allergens: [], groups: ALL, color: '#f4d58a', accent: '#8a5a12',
    note: t('Local honey draws in moisture and leaves a soft, honeyed glow.', 'Med z místních včelařství váže vlhkost a dodává jemný medový lesk.', 'Med lokalnih čebelarjev veže vlago in podari nežen medeni sij.', 'Honig von regionalen Imkern bindet Feuchtigkeit und schenkt einen zarten, honigwarmen Glanz.') },
  { key: 'eucalyptus', en: 'Eucalyptus', cz: 's eukalyptem', sl: 'z evkaliptom', ge: 'mit Eukalyptus', inci: 'Eucalyptus Globulus Leaf Oil', allergens: ['Limonene'], groups: ['hair', 'body'], color: '#cfe2dc', accent: '#2f5f57',
    note: t('Eucalyptus oil brings a clear, invigorating freshness.', 'Eukalyptový olej přináší čistou, povzbudivou svěžest.', 'Evkaliptovo olje prinaša jasno, poživljajočo svežino.', 'Eukalyptusöl bringt eine klare, belebende Frische.') },
  { key: 'orange', en: 'Sweet Orange', cz: 'se sladkým pomerančem', sl: 's sladko pomarančo', ge: 'mit Süßorange', inci: 'Citrus Aurantium Dulcis Peel Oil', allergens: ['Limonene'], groups: ALL, color: '#f7d39a', accent: '#b4561a',
    note: t('Sweet orange oil lifts the mood with a sunny citrus scent.', 'Olej ze sladkého pomeranče zvedá náladu slunečnou citrusovou vůní.', 'Olje sladke pomaranče dvigne razpoloženje s sončnim citrusnim vonjem.', 'Süßorangenöl hebt die Stimmung mit sonnigem Zitrusduft.') },
  { key: 'sea-buckthorn', en: 'Sea Buckthorn', cz: 's rakytníkem', sl: 'z rakitovcem', ge: 'mit Sanddorn', inci: 'Hippophae Rhamnoides Fruit Oil', allergens: [], groups: ALL, color: '#f6c58a', accent: '#a34f12',
    note: t('Sea buckthorn oil delivers vitamins and a radiant, healthy look.', 'Rakytníkový olej dodává vitaminy a zářivý, zdravý vzhled.', 'Rakitovčevo olje prinaša vitamine in sijoč, zdrav videz.', 'Sanddornöl liefert Vitamine und ein strahlendes, gesundes Aussehen.') },
  { key: 'neem', en: 'Neem', cz: 's neemem', sl: 'z neemom', ge: 'mit Neem', inci: 'Azadirachta Indica Leaf Extract', allergens: [], groups: ['face', 'hair', 'body'], color: '#c9d6a8', accent: '#44602a',
    note: t('Neem leaf, revered in Ayurveda, purifies and clarifies.', 'Neemový list, ctěný v ájurvédě, čistí a projasňuje.', 'List neema, cenjen v ajurvedi, prečiščuje in bistri.', 'Neemblatt, im Ayurveda hoch geschätzt, reinigt und klärt.') },
  { key: 'turmeric', en: 'Turmeric', cz: 's kurkumou', sl: 's kurkumo', ge: 'mit Kurkuma', inci: 'Curcuma Longa Root Extract', allergens: [], groups: ['face', 'body'], color: '#f3cf7a', accent: '#94520f',
    note: t('Turmeric root brightens and brings a warm, even glow.', 'Kořen kurkumy rozjasňuje a dodává teplý, sjednocený jas.', 'Korenina kurkume posvetli in podari topel, enakomeren sij.', 'Kurkumawurzel hellt auf und schenkt einen warmen, ebenmäßigen Glanz.') },
  { key: 'sandalwood', en: 'Sandalwood', cz: 'se santalovým dřevem', sl: 's sandalovino', ge: 'mit Sandelholz', inci: 'Santalum Album Oil', allergens: [], groups: ['face', 'body'], color: '#e8cfae', accent: '#6d3f24',
    note: t('Sandalwood calms the mind and the skin with a soft, woody warmth.', 'Santalové dřevo zklidňuje mysl i pokožku jemným dřevitým teplem.', 'Sandalovina pomirja um in kožo z mehko, lesno toplino.', 'Sandelholz beruhigt Geist und Haut mit sanfter, holziger Wärme.') },
  { key: 'tea-tree', en: 'Tea Tree', cz: 's čajovníkem', sl: 's čajevcem', ge: 'mit Teebaum', inci: 'Melaleuca Alternifolia Leaf Oil', allergens: ['Limonene', 'Linalool'], groups: ALL, color: '#d3e4d6', accent: '#2e5a46',
    note: t('Tea tree oil clarifies blemish-prone skin and scalp.', 'Olej z čajovníku projasňuje pleť i pokožku hlavy se sklonem k nedokonalostem.', 'Olje čajevca bistri kožo in lasišče, nagnjena k nepravilnostim.', 'Teebaumöl klärt zu Unreinheiten neigende Haut und Kopfhaut.') },
  { key: 'rosemary', en: 'Rosemary', cz: 's rozmarýnem', sl: 'z rožmarinom', ge: 'mit Rosmarin', inci: 'Rosmarinus Officinalis Leaf Oil', allergens: ['Linalool', 'Limonene'], groups: ['hair', 'body'], color: '#d5dfc8', accent: '#3e5a3a',
    note: t('Rosemary stimulates circulation and awakens the senses.', 'Rozmarýn povzbuzuje krevní oběh a probouzí smysly.', 'Rožmarin spodbuja prekrvavitev in prebudi čute.', 'Rosmarin regt die Durchblutung an und weckt die Sinne.') },
  { key: 'coconut', en: 'Coconut', cz: 's kokosem', sl: 's kokosom', ge: 'mit Kokos', inci: 'Cocos Nucifera Oil', allergens: [], groups: ALL, color: '#f3ece0', accent: '#5c4631',
    note: t('Virgin coconut oil softens and wraps skin and hair in a tropical scent.', 'Panenský kokosový olej zjemňuje a zahalí pokožku i vlasy do tropické vůně.', 'Deviško kokosovo olje mehča ter kožo in lase ovije v tropski vonj.', 'Natives Kokosöl macht geschmeidig und hüllt Haut und Haar in einen tropischen Duft.') },
  { key: 'amla', en: 'Amla', cz: 's amlou', sl: 'z amlo', ge: 'mit Amla', inci: 'Emblica Officinalis Fruit Extract', allergens: [], groups: ['hair', 'face'], color: '#c8d39a', accent: '#4f5e1c',
    note: t('Amla, the Indian gooseberry, strengthens and adds shine.', 'Amla, indický angrešt, posiluje a dodává lesk.', 'Amla, indijska kosmulja, krepi in doda sijaj.', 'Amla, die indische Stachelbeere, kräftigt und verleiht Glanz.') },
]

const AYURVEDIC = ['neem', 'turmeric', 'sandalwood', 'amla', 'rose', 'coconut', 'aloe']

const ml = (...values: number[]) => values.map((value) => ({ value, unit: 'ml' as const }))
const g = (...values: number[]) => values.map((value) => ({ value, unit: 'g' as const }))

export const TYPES: ProductType[] = [
  /* ---- skin-care ---- */
  { key: 'cleansing-gel', under: 'skin-care/cleansers', group: 'face', name: t('Cleansing Gel', 'čisticí gel', 'čistilni gel', 'Reinigungsgel'), sl: 'm', ge: 'n',
    shapes: ['pump', 'tube'], sizes: ml(150, 200), price: [1290, 2490], pao: 12, content: '#eef3ea',
    base: ['Aqua', 'Coco-Glucoside', 'Glycerin', 'Sodium Cocoyl Glutamate', 'Xanthan Gum', 'Sodium Benzoate', 'Citric Acid'],
    description: t('A gentle gel cleanser that lifts make-up and impurities without drying the skin.', 'Jemný čisticí gel, který odstraní make-up i nečistoty, aniž by pleť vysušil.', 'Nežen čistilni gel, ki odstrani ličila in nečistoče, ne da bi izsušil kožo.', 'Ein sanftes Reinigungsgel, das Make-up und Unreinheiten entfernt, ohne die Haut auszutrocknen.'),
    usage: t('Massage onto damp skin morning and evening, then rinse with lukewarm water.', 'Ráno a večer vmasírujte do vlhké pleti a opláchněte vlažnou vodou.', 'Zjutraj in zvečer vmasirajte v vlažno kožo in sperite z mlačno vodo.', 'Morgens und abends auf die feuchte Haut einmassieren und mit lauwarmem Wasser abspülen.') },
  { key: 'cleansing-milk', under: 'skin-care/cleansers', group: 'face', name: t('Cleansing Milk', 'odličovací mléko', 'čistilno mleko', 'Reinigungsmilch'), sl: 'n', ge: 'f',
    shapes: ['bottle', 'pump'], sizes: ml(200), price: [1390, 2290], pao: 12, content: '#fbf6ee',
    base: ['Aqua', 'Helianthus Annuus Seed Oil', 'Glycerin', 'Cetearyl Alcohol', 'Glyceryl Stearate', 'Xanthan Gum', 'Sodium Benzoate'],
    description: t('A soft, creamy milk that melts away make-up and leaves the skin supple.', 'Jemné krémové mléko, které rozpustí make-up a zanechá pleť vláčnou.', 'Mehko, kremasto mleko, ki raztopi ličila in pusti kožo prožno.', 'Eine zarte, cremige Milch, die Make-up löst und die Haut geschmeidig hinterlässt.'),
    usage: t('Apply to dry skin with your fingertips, then remove with a damp cotton pad.', 'Naneste konečky prstů na suchou pleť a setřete navlhčeným vatovým tamponem.', 'S konicami prstov nanesite na suho kožo in odstranite z vlažno vatirano blazinico.', 'Mit den Fingerspitzen auf die trockene Haut auftragen und mit einem feuchten Wattepad abnehmen.') },
  { key: 'cleansing-balm', under: 'skin-care/cleansers', group: 'face', name: t('Cleansing Balm', 'odličovací balzám', 'čistilni balzam', 'Reinigungsbalsam'), sl: 'm', ge: 'm',
    shapes: ['jar', 'tin'], sizes: g(50, 100), price: [1690, 2990], pao: 12, content: '#f5e6c4',
    base: ['Helianthus Annuus Seed Oil', 'Butyrospermum Parkii Butter', 'Polyglyceryl-4 Oleate', 'Euphorbia Cerifera Cera', 'Tocopherol'],
    description: t('A rich balm that turns into a silky oil and dissolves even long-wear make-up.', 'Bohatý balzám, který se mění v hedvábný olej a rozpustí i odolný make-up.', 'Bogat balzam, ki se spremeni v svilnato olje in raztopi tudi obstojna ličila.', 'Ein reichhaltiger Balsam, der zu seidigem Öl schmilzt und selbst langhaftendes Make-up löst.'),
    usage: t('Warm a little between your fingers, massage over dry skin, then emulsify with water and rinse.', 'Malé množství zahřejte mezi prsty, vmasírujte do suché pleti, poté emulgujte vodou a opláchněte.', 'Majhno količino segrejte med prsti, vmasirajte v suho kožo, nato emulgirajte z vodo in sperite.', 'Eine kleine Menge zwischen den Fingern erwärmen, auf die trockene Haut einmassieren, mit Wasser emulgieren und abspülen.') },
  { key: 'toner', under: 'skin-care/toners', group: 'face', name: t('Facial Toner', 'pleťové tonikum', 'tonik za obraz', 'Gesichtswasser'), sl: 'm', ge: 'n',
    shapes: ['bottle'], sizes: ml(150, 200), price: [1190, 2190], pao: 12, content: '#f1f5f4',
    base: ['Aqua', 'Glycerin', 'Sodium PCA', 'Lactic Acid', 'Sodium Benzoate', 'Potassium Sorbate'],
    description: t("A refreshing toner that restores the skin's balance after cleansing.", 'Osvěžující tonikum, které po čištění obnoví rovnováhu pleti.', 'Osvežilen tonik, ki po čiščenju povrne ravnovesje kože.', 'Ein erfrischendes Gesichtswasser, das nach der Reinigung das Gleichgewicht der Haut wiederherstellt.'),
    usage: t('After cleansing, sweep over the face and neck with a cotton pad or pat in with your hands.', 'Po vyčištění naneste vatovým tamponem na obličej a krk nebo jemně vklepejte dlaněmi.', 'Po čiščenju z vatirano blazinico nanesite na obraz in vrat ali ga nežno vtrepljajte z dlanmi.', 'Nach der Reinigung mit einem Wattepad auf Gesicht und Hals auftragen oder mit den Händen einklopfen.') },
  { key: 'face-mist', under: 'skin-care/toners', group: 'face', name: t('Face Mist', 'pleťová mlha', 'meglica za obraz', 'Gesichtsspray'), sl: 'f', ge: 'n',
    shapes: ['spray'], sizes: ml(100), price: [1090, 1990], pao: 12, content: '#eef6f6',
    base: ['Aqua', 'Glycerin', 'Betaine', 'Sodium Benzoate', 'Potassium Sorbate', 'Citric Acid'],
    description: t('A fine mist that refreshes the skin and sets make-up at any time of day.', 'Jemná mlha, která kdykoli během dne osvěží pleť a zafixuje make-up.', 'Fina meglica, ki kadarkoli čez dan osveži kožo in utrdi ličila.', 'Ein feiner Sprühnebel, der die Haut jederzeit erfrischt und das Make-up fixiert.'),
    usage: t('Hold 20 cm from the face, close your eyes and spray whenever your skin needs a lift.', 'Držte 20 cm od obličeje, zavřete oči a nastříkejte, kdykoli pleť potřebuje osvěžit.', 'Držite 20 cm od obraza, zaprite oči in popršite, kadar koža potrebuje osvežitev.', 'Mit 20 cm Abstand und geschlossenen Augen aufsprühen, wann immer die Haut Frische braucht.') },
  { key: 'serum', under: 'skin-care/serums', group: 'face', name: t('Face Serum', 'pleťové sérum', 'serum za obraz', 'Gesichtsserum'), sl: 'm', ge: 'n',
    shapes: ['dropper', 'pump'], sizes: ml(30), price: [1990, 4490], pao: 6, content: '#f4efe1',
    base: ['Aqua', 'Glycerin', 'Sodium Hyaluronate', 'Niacinamide', 'Xanthan Gum', 'Sodium Benzoate', 'Potassium Sorbate'],
    description: t('A lightweight serum with concentrated actives that absorbs in seconds.', 'Lehké sérum s koncentrovanými účinnými látkami, které se vstřebá během několika sekund.', 'Lahek serum s koncentriranimi učinkovinami, ki se vpije v nekaj sekundah.', 'Ein leichtes Serum mit konzentrierten Wirkstoffen, das in Sekunden einzieht.'),
    usage: t('Press three to four drops into clean skin morning and evening, before your cream.', 'Ráno a večer vtlačte tři až čtyři kapky do čisté pleti, před nanesením krému.', 'Zjutraj in zvečer vtisnite tri do štiri kapljice v čisto kožo, pred nanosom kreme.', 'Morgens und abends drei bis vier Tropfen vor der Creme in die gereinigte Haut einarbeiten.') },
  { key: 'face-oil', under: 'skin-care/serums', group: 'face', name: t('Face Oil', 'pleťový olej', 'olje za obraz', 'Gesichtsöl'), sl: 'n', ge: 'n',
    shapes: ['dropper'], sizes: ml(30), price: [2190, 4290], pao: 6, content: '#f2c45a',
    base: ['Simmondsia Chinensis Seed Oil', 'Squalane', 'Helianthus Annuus Seed Oil', 'Tocopherol'],
    description: t('A precious blend of cold-pressed oils that nourishes and gives the skin a healthy glow.', 'Vzácná směs za studena lisovaných olejů, která vyživuje a dodává pleti zdravý lesk.', 'Dragocena mešanica hladno stiskanih olj, ki neguje in koži podari zdrav sij.', 'Eine kostbare Mischung kaltgepresster Öle, die pflegt und der Haut einen gesunden Glanz verleiht.'),
    usage: t('Warm two to three drops between your palms and press gently into the face in the evening.', 'Večer zahřejte dvě až tři kapky v dlaních a jemně vtlačte do pleti.', 'Zvečer segrejte dve do tri kapljice med dlanmi in jih nežno vtisnite v kožo.', 'Abends zwei bis drei Tropfen zwischen den Handflächen erwärmen und sanft ins Gesicht drücken.') },
  { key: 'day-cream', under: 'skin-care/moisturizers', group: 'face', name: t('Day Cream', 'denní krém', 'dnevna krema', 'Tagescreme'), sl: 'f', ge: 'f',
    shapes: ['jar', 'pump'], sizes: ml(50), price: [1890, 3890], pao: 12, content: '#fbf5ea',
    base: ['Aqua', 'Caprylic/Capric Triglyceride', 'Glycerin', 'Cetearyl Alcohol', 'Glyceryl Stearate Citrate', 'Butyrospermum Parkii Butter', 'Xanthan Gum', 'Sodium Benzoate'],
    description: t('A silky day cream that keeps the skin moisturised and comfortable until evening.', 'Hedvábný denní krém, který udrží pleť hydratovanou a příjemnou až do večera.', 'Svilnata dnevna krema, ki ohranja kožo navlaženo in prijetno do večera.', 'Eine seidige Tagescreme, die die Haut bis zum Abend mit Feuchtigkeit versorgt.'),
    usage: t('Smooth over the face and neck every morning after cleansing.', 'Každé ráno po vyčištění naneste na obličej a krk.', 'Vsako jutro po čiščenju nanesite na obraz in vrat.', 'Jeden Morgen nach der Reinigung auf Gesicht und Hals auftragen.') },
  { key: 'night-cream', under: 'skin-care/moisturizers', group: 'face', name: t('Night Cream', 'noční krém', 'nočna krema', 'Nachtcreme'), sl: 'f', ge: 'f',
    shapes: ['jar'], sizes: ml(50), price: [2190, 4290], pao: 12, content: '#f8efdf',
    base: ['Aqua', 'Butyrospermum Parkii Butter', 'Glycerin', 'Cetearyl Alcohol', 'Prunus Amygdalus Dulcis Oil', 'Glyceryl Stearate', 'Tocopherol', 'Sodium Benzoate'],
    description: t("A rich night cream that supports the skin's renewal while you sleep.", 'Bohatý noční krém, který během spánku podporuje obnovu pleti.', 'Bogata nočna krema, ki med spanjem podpira obnovo kože.', 'Eine reichhaltige Nachtcreme, die die Erneuerung der Haut im Schlaf unterstützt.'),
    usage: t('Massage a pea-sized amount into the face and neck in the evening.', 'Večer vmasírujte množství velikosti hrášku do obličeje a krku.', 'Zvečer vmasirajte količino v velikosti graha v obraz in vrat.', 'Abends eine erbsengroße Menge in Gesicht und Hals einmassieren.') },
  { key: 'face-fluid', under: 'skin-care/moisturizers', group: 'face', name: t('Face Fluid', 'pleťový fluid', 'fluid za obraz', 'Gesichtsfluid'), sl: 'm', ge: 'n',
    shapes: ['pump', 'tube'], sizes: ml(50), price: [1790, 3290], pao: 12, content: '#fbf7f0',
    base: ['Aqua', 'Squalane', 'Glycerin', 'Sodium Hyaluronate', 'Cetearyl Olivate', 'Sorbitan Olivate', 'Sodium Benzoate'],
    description: t('A light, fast-absorbing fluid for skin that prefers a fresh, matte finish.', 'Lehký, rychle se vstřebávající fluid pro pleť, která má ráda svěží matný vzhled.', 'Lahek fluid, ki se hitro vpije, za kožo, ki ima rada svež, mat videz.', 'Ein leichtes, schnell einziehendes Fluid für Haut, die ein frisches, mattes Finish mag.'),
    usage: t('Apply morning and evening to clean skin and let it absorb before make-up.', 'Naneste ráno a večer na čistou pleť a před líčením nechte vstřebat.', 'Nanesite zjutraj in zvečer na čisto kožo in pred ličenjem pustite, da se vpije.', 'Morgens und abends auf die gereinigte Haut auftragen und vor dem Make-up einziehen lassen.') },
  { key: 'clay-mask', under: 'skin-care/masks', group: 'face', name: t('Clay Mask', 'jílová maska', 'glinena maska', 'Tonerdemaske'), sl: 'f', ge: 'f',
    shapes: ['tube', 'jar'], sizes: ml(75), price: [1490, 2690], pao: 12, content: '#c9b8a4',
    base: ['Aqua', 'Kaolin', 'Montmorillonite', 'Glycerin', 'Xanthan Gum', 'Sodium Benzoate', 'Potassium Sorbate'],
    description: t('A creamy clay mask that draws out impurities and refines the look of pores.', 'Krémová jílová maska, která vytáhne nečistoty a vizuálně zjemní póry.', 'Kremasta glinena maska, ki izvleče nečistoče in vidno zoži pore.', 'Eine cremige Tonerdemaske, die Unreinheiten aufnimmt und das Porenbild verfeinert.'),
    usage: t('Apply an even layer to clean skin once or twice a week, leave for ten minutes and rinse.', 'Jednou až dvakrát týdně naneste rovnoměrnou vrstvu na čistou pleť, nechte deset minut působit a opláchněte.', 'Enkrat do dvakrat na teden nanesite enakomeren sloj na čisto kožo, pustite deset minut in sperite.', 'Ein- bis zweimal pro Woche gleichmäßig auf die gereinigte Haut auftragen, zehn Minuten einwirken lassen und abspülen.') },
  { key: 'cream-mask', under: 'skin-care/masks', group: 'face', name: t('Cream Mask', 'krémová maska', 'kremna maska', 'Crememaske'), sl: 'f', ge: 'f',
    shapes: ['jar', 'tube'], sizes: ml(50, 75), price: [1690, 2990], pao: 12, content: '#fbf3e6',
    base: ['Aqua', 'Glycerin', 'Butyrospermum Parkii Butter', 'Cetearyl Alcohol', 'Sodium Hyaluronate', 'Glyceryl Stearate', 'Sodium Benzoate'],
    description: t('A cushiony mask that comforts tired skin and leaves it soft and plump.', 'Jemná maska, která zklidní unavenou pleť a zanechá ji hebkou a vypnutou.', 'Mehka maska, ki pomiri utrujeno kožo in jo pusti gladko in napeto.', 'Eine polsternde Maske, die müde Haut beruhigt und sie weich und prall hinterlässt.'),
    usage: t('Apply a generous layer, leave for fifteen minutes and remove the excess with a warm cloth.', 'Naneste silnější vrstvu, nechte patnáct minut působit a přebytek odstraňte teplou žínkou.', 'Nanesite debelejši sloj, pustite petnajst minut in odvečno količino odstranite s toplo krpico.', 'Großzügig auftragen, fünfzehn Minuten einwirken lassen und Reste mit einem warmen Tuch abnehmen.') },
  { key: 'eye-cream', under: 'skin-care/eye-care', group: 'face', name: t('Eye Cream', 'oční krém', 'krema za predel okoli oči', 'Augencreme'), sl: 'f', ge: 'f',
    shapes: ['tube', 'jar'], sizes: ml(15), price: [1890, 3490], pao: 6, content: '#fbf6ef',
    base: ['Aqua', 'Caprylic/Capric Triglyceride', 'Glycerin', 'Cetearyl Alcohol', 'Caffeine', 'Sodium Hyaluronate', 'Sodium Benzoate'],
    description: t('A delicate cream for the eye area that softens the look of fine lines and tiredness.', 'Jemný krém na oční okolí, který zmírní vzhled jemných vrásek a únavy.', 'Nežna krema za predel okoli oči, ki omili videz drobnih gubic in utrujenosti.', 'Eine zarte Creme für die Augenpartie, die feine Linien und Müdigkeit mildert.'),
    usage: t('Tap a small amount around the eyes with your ring finger, morning and evening.', 'Ráno a večer jemně vklepejte malé množství prsteníčkem kolem očí.', 'Zjutraj in zvečer s prstancem nežno vtrepljajte majhno količino okoli oči.', 'Morgens und abends eine kleine Menge mit dem Ringfinger um die Augen einklopfen.') },
  { key: 'eye-serum', under: 'skin-care/eye-care', group: 'face', name: t('Eye Serum', 'oční sérum', 'serum za predel okoli oči', 'Augenserum'), sl: 'm', ge: 'n',
    shapes: ['dropper'], sizes: ml(15), price: [1990, 3690], pao: 6, content: '#f3f1ea',
    base: ['Aqua', 'Glycerin', 'Caffeine', 'Sodium Hyaluronate', 'Panthenol', 'Sodium Benzoate'],
    description: t('A cooling serum that refreshes puffy eyes and brightens the look of dark circles.', 'Chladivé sérum, které osvěží oteklé oči a rozjasní tmavé kruhy.', 'Hladilen serum, ki osveži zabuhle oči in posvetli temne kolobarje.', 'Ein kühlendes Serum, das geschwollene Augen erfrischt und Augenschatten aufhellt.'),
    usage: t('Dot along the orbital bone and pat in gently, morning and evening.', 'Ráno a večer naneste v tečkách podél kosti kolem oka a jemně vklepejte.', 'Zjutraj in zvečer nanesite v pikicah vzdolž kosti okoli očesa in nežno vtrepljajte.', 'Morgens und abends tupfenweise entlang des Augenknochens auftragen und sanft einklopfen.') },
  { key: 'sun-cream', under: 'skin-care/sun-care', group: 'face', name: t('Sun Cream SPF 30', 'opalovací krém SPF 30', 'krema za sončenje ZF 30', 'Sonnencreme LSF 30'), sl: 'f', ge: 'f',
    shapes: ['tube'], sizes: ml(50, 100), price: [1690, 2990], pao: 12, content: '#fdfbf7',
    base: ['Aqua', 'Zinc Oxide', 'Caprylic/Capric Triglyceride', 'Glycerin', 'Polyglyceryl-3 Polyricinoleate', 'Tocopherol', 'Sodium Benzoate'],
    description: t('A mineral sun cream that protects against UVA and UVB rays without a white cast.', 'Minerální opalovací krém, který chrání před paprsky UVA a UVB a nezanechává bílé stopy.', 'Mineralna krema za sončenje, ki ščiti pred žarki UVA in UVB in ne pušča belih sledi.', 'Eine mineralische Sonnencreme, die vor UVA- und UVB-Strahlen schützt, ohne weiße Spuren.'),
    usage: t('Apply generously before sun exposure and reapply every two hours and after swimming.', 'Před pobytem na slunci naneste dostatečné množství a obnovujte každé dvě hodiny a po koupání.', 'Pred izpostavljanjem soncu nanesite obilno količino in nanos ponovite vsaki dve uri in po kopanju.', 'Vor dem Sonnenbad großzügig auftragen und alle zwei Stunden sowie nach dem Baden erneuern.') },
  { key: 'after-sun', under: 'skin-care/sun-care', group: 'face', name: t('After-Sun Lotion', 'mléko po opalování', 'losjon po sončenju', 'After-Sun-Lotion'), sl: 'm', ge: 'f',
    shapes: ['bottle', 'pump'], sizes: ml(150, 200), price: [1290, 2290], pao: 12, content: '#f3f8ee',
    base: ['Aqua', 'Glycerin', 'Helianthus Annuus Seed Oil', 'Cetearyl Alcohol', 'Panthenol', 'Xanthan Gum', 'Sodium Benzoate'],
    description: t('A cooling lotion that soothes sun-warmed skin and replenishes lost moisture.', 'Chladivé mléko, které zklidní sluncem prohřátou pokožku a doplní ztracenou vláhu.', 'Hladilen losjon, ki pomiri od sonca ogreto kožo in nadomesti izgubljeno vlago.', 'Eine kühlende Lotion, die sonnengewärmte Haut beruhigt und verlorene Feuchtigkeit zurückgibt.'),
    usage: t('Smooth generously over face and body after sunbathing.', 'Po opalování naneste dostatečné množství na obličej i tělo.', 'Po sončenju obilno nanesite na obraz in telo.', 'Nach dem Sonnenbad großzügig auf Gesicht und Körper auftragen.') },

  /* ---- hair-care ---- */
  { key: 'shampoo', under: 'hair-care/shampoos', group: 'hair', name: t('Shampoo', 'šampon', 'šampon', 'Shampoo'), sl: 'm', ge: 'n',
    shapes: ['bottle', 'pump'], sizes: ml(250), price: [990, 1990], pao: 12, content: '#f1ece0',
    base: ['Aqua', 'Sodium Coco-Sulfate', 'Coco-Glucoside', 'Glycerin', 'Cocamidopropyl Betaine', 'Sodium Benzoate', 'Citric Acid'],
    description: t('A mild shampoo that cleans gently and leaves hair light and shiny.', 'Šetrný šampon, který jemně umyje a zanechá vlasy lehké a lesklé.', 'Blag šampon, ki nežno umije in pusti lase lahke in sijoče.', 'Ein mildes Shampoo, das sanft reinigt und das Haar leicht und glänzend hinterlässt.'),
    usage: t('Massage into wet hair and scalp, lather and rinse well. Repeat if needed.', 'Vmasírujte do mokrých vlasů a pokožky hlavy, napěňte a důkladně opláchněte. V případě potřeby opakujte.', 'Vmasirajte v mokre lase in lasišče, spenite in temeljito sperite. Po potrebi ponovite.', 'In das nasse Haar und die Kopfhaut einmassieren, aufschäumen und gründlich ausspülen. Bei Bedarf wiederholen.') },
  { key: 'shampoo-bar', under: 'hair-care/shampoos', group: 'hair', name: t('Shampoo Bar', 'tuhý šampon', 'trdi šampon', 'festes Shampoo'), sl: 'm', ge: 'n',
    shapes: ['bar'], sizes: g(80), price: [890, 1490], pao: 12, content: '#e9d9bf',
    base: ['Sodium Cocoyl Isethionate', 'Cocamidopropyl Betaine', 'Cetearyl Alcohol', 'Theobroma Cacao Seed Butter', 'Glycerin', 'Citric Acid'],
    description: t('A plastic-free solid shampoo that lasts as long as two bottles.', 'Tuhý šampon bez plastu, který vydrží jako dvě lahve.', 'Trdi šampon brez plastike, ki zdrži toliko kot dve steklenički.', 'Ein plastikfreies festes Shampoo, das so lange reicht wie zwei Flaschen.'),
    usage: t('Glide the bar over wet hair a few times, massage into a lather and rinse. Let it dry between uses.', 'Několikrát přejeďte kostkou po mokrých vlasech, vmasírujte do pěny a opláchněte. Mezi použitím nechte oschnout.', 'Nekajkrat podrsajte s kosom po mokrih laseh, vmasirajte v peno in sperite. Med uporabami naj se posuši.', 'Einige Male über das nasse Haar streichen, zu Schaum einmassieren und ausspülen. Zwischen den Anwendungen trocknen lassen.') },
  { key: 'conditioner', under: 'hair-care/conditioners', group: 'hair', name: t('Conditioner', 'kondicionér', 'balzam za lase', 'Spülung'), sl: 'm', ge: 'f',
    shapes: ['bottle', 'tube'], sizes: ml(200), price: [1090, 1990], pao: 12, content: '#f6efe2',
    base: ['Aqua', 'Cetearyl Alcohol', 'Glycerin', 'Behenamidopropyl Dimethylamine', 'Prunus Amygdalus Dulcis Oil', 'Lactic Acid', 'Sodium Benzoate'],
    description: t('A creamy conditioner that detangles and smooths without weighing hair down.', 'Krémový kondicionér, který usnadní rozčesávání a uhladí vlasy, aniž by je zatížil.', 'Kremast balzam, ki olajša razčesavanje in zgladi lase, ne da bi jih obtežil.', 'Eine cremige Spülung, die das Haar entwirrt und glättet, ohne es zu beschweren.'),
    usage: t('After shampooing, work through lengths and ends, leave for two minutes and rinse.', 'Po umytí šamponem naneste do délek a konečků, nechte dvě minuty působit a opláchněte.', 'Po umivanju s šamponom nanesite po dolžinah in konicah, pustite dve minuti in sperite.', 'Nach dem Shampoo in Längen und Spitzen verteilen, zwei Minuten einwirken lassen und ausspülen.') },
  { key: 'leave-in', under: 'hair-care/conditioners', group: 'hair', name: t('Leave-In Conditioner', 'bezoplachový kondicionér', 'balzam brez izpiranja', 'Leave-in-Pflege'), sl: 'm', ge: 'f',
    shapes: ['spray'], sizes: ml(150), price: [1190, 2090], pao: 12, content: '#f4f1e8',
    base: ['Aqua', 'Glycerin', 'Cetearyl Alcohol', 'Panthenol', 'Hydrolyzed Wheat Protein', 'Sodium Benzoate', 'Citric Acid'],
    description: t('A weightless spray that detangles, softens and protects hair from heat styling.', 'Lehký sprej, který usnadní rozčesávání, zjemní vlasy a chrání je při tepelné úpravě.', 'Lahko pršilo, ki olajša razčesavanje, zmehča lase in jih ščiti pri toplotnem oblikovanju.', 'Ein schwereloses Spray, das entwirrt, geschmeidig macht und das Haar beim Föhnen schützt.'),
    usage: t('Spray onto towel-dried hair, comb through and style as usual. Do not rinse.', 'Nastříkejte na vlasy vysušené ručníkem, pročešte a upravte jako obvykle. Neoplachujte.', 'Popršite na z brisačo osušene lase, prečešite in oblikujte kot običajno. Ne spirajte.', 'Auf handtuchtrockenes Haar sprühen, durchkämmen und wie gewohnt stylen. Nicht ausspülen.') },
  { key: 'hair-oil', under: 'hair-care/hair-oils', group: 'hair', name: t('Hair Oil', 'vlasový olej', 'olje za lase', 'Haaröl'), sl: 'n', ge: 'n',
    shapes: ['dropper', 'bottle'], sizes: ml(50, 100), price: [1490, 2890], pao: 12, content: '#eec35e',
    base: ['Simmondsia Chinensis Seed Oil', 'Caprylic/Capric Triglyceride', 'Helianthus Annuus Seed Oil', 'Tocopherol'],
    description: t('A silky oil that tames frizz, seals split ends and adds brilliant shine.', 'Hedvábný olej, který zkrotí krepatění, zacelí roztřepené konečky a dodá vlasům zářivý lesk.', 'Svilnato olje, ki ukroti skodranost, zapre razcepljene konice in laseh podari bleščeč sijaj.', 'Ein seidiges Öl, das Frizz bändigt, Spliss versiegelt und brillanten Glanz verleiht.'),
    usage: t('Smooth a few drops through damp or dry lengths, avoiding the roots.', 'Rozetřete několik kapek do vlhkých nebo suchých délek, vyhněte se kořínkům.', 'Nekaj kapljic razmažite po vlažnih ali suhih dolžinah, izognite se korenskemu delu.', 'Einige Tropfen in die feuchten oder trockenen Längen einarbeiten, den Ansatz aussparen.') },
  { key: 'hair-serum', under: 'hair-care/hair-oils', group: 'hair', name: t('Hair Serum', 'vlasové sérum', 'serum za lase', 'Haarserum'), sl: 'm', ge: 'n',
    shapes: ['pump', 'dropper'], sizes: ml(50), price: [1590, 2690], pao: 12, content: '#f2ecdd',
    base: ['Aqua', 'Glycerin', 'Panthenol', 'Hydrolyzed Rice Protein', 'Xanthan Gum', 'Sodium Benzoate'],
    description: t('A light serum that strengthens the hair fibre and restores softness.', 'Lehké sérum, které posiluje vlasové vlákno a vrací vlasům hebkost.', 'Lahek serum, ki krepi lasno vlakno in lasem povrne mehkobo.', 'Ein leichtes Serum, das die Haarfaser stärkt und Geschmeidigkeit zurückgibt.'),
    usage: t('Apply two pumps to damp hair from mid-lengths to ends. Do not rinse.', 'Naneste dvě dávky do vlhkých vlasů od poloviny délky ke konečkům. Neoplachujte.', 'Nanesite dva potiska na vlažne lase od sredine dolžine do konic. Ne spirajte.', 'Zwei Pumpstöße ab der Mitte bis in die Spitzen ins feuchte Haar geben. Nicht ausspülen.') },
  { key: 'hair-mask', under: 'hair-care/hair-masks', group: 'hair', name: t('Hair Mask', 'vlasová maska', 'maska za lase', 'Haarmaske'), sl: 'f', ge: 'f',
    shapes: ['jar'], sizes: ml(200), price: [1390, 2490], pao: 12, content: '#f5ead7',
    base: ['Aqua', 'Cetearyl Alcohol', 'Butyrospermum Parkii Butter', 'Glycerin', 'Behenamidopropyl Dimethylamine', 'Lactic Acid', 'Sodium Benzoate'],
    description: t('An intensive mask that deeply nourishes dry, stressed hair in minutes.', 'Intenzivní maska, která během několika minut hloubkově vyživí suché a namáhané vlasy.', 'Intenzivna maska, ki v nekaj minutah globinsko neguje suhe in obremenjene lase.', 'Eine intensive Maske, die trockenes, strapaziertes Haar in wenigen Minuten tief pflegt.'),
    usage: t('Apply to clean, damp hair, leave for five to ten minutes and rinse thoroughly.', 'Naneste na čisté vlhké vlasy, nechte pět až deset minut působit a důkladně opláchněte.', 'Nanesite na čiste, vlažne lase, pustite pet do deset minut in temeljito sperite.', 'Auf das saubere, feuchte Haar auftragen, fünf bis zehn Minuten einwirken lassen und gründlich ausspülen.') },
  { key: 'scalp-tonic', under: 'hair-care/scalp-care', group: 'hair', name: t('Scalp Tonic', 'tonikum na pokožku hlavy', 'tonik za lasišče', 'Kopfhauttonikum'), sl: 'm', ge: 'n',
    shapes: ['spray', 'dropper'], sizes: ml(100), price: [1490, 2690], pao: 12, content: '#eef2ea',
    base: ['Aqua', 'Alcohol', 'Glycerin', 'Panthenol', 'Caffeine', 'Sodium Benzoate'],
    description: t('A refreshing tonic that revitalises the scalp and supports stronger roots.', 'Osvěžující tonikum, které revitalizuje pokožku hlavy a podporuje silnější kořínky.', 'Osvežilen tonik, ki poživi lasišče in podpira močnejše korenine las.', 'Ein erfrischendes Tonikum, das die Kopfhaut belebt und kräftigere Haarwurzeln unterstützt.'),
    usage: t('Apply to the scalp section by section and massage in with your fingertips. Do not rinse.', 'Naneste po částech na pokožku hlavy a vmasírujte konečky prstů. Neoplachujte.', 'Nanašajte po delih na lasišče in vmasirajte s konicami prstov. Ne spirajte.', 'Partienweise auf die Kopfhaut auftragen und mit den Fingerspitzen einmassieren. Nicht ausspülen.') },
  { key: 'scalp-scrub', under: 'hair-care/scalp-care', group: 'hair', name: t('Scalp Scrub', 'peeling na pokožku hlavy', 'piling za lasišče', 'Kopfhautpeeling'), sl: 'm', ge: 'n',
    shapes: ['jar', 'tube'], sizes: ml(150), price: [1390, 2390], pao: 12, content: '#ece6da',
    base: ['Aqua', 'Sodium Chloride', 'Coco-Glucoside', 'Glycerin', 'Cetearyl Alcohol', 'Sodium Benzoate'],
    description: t('A purifying scrub that lifts build-up and leaves the scalp fresh and light.', 'Čisticí peeling, který odstraní usazeniny a zanechá pokožku hlavy svěží a lehkou.', 'Čistilni piling, ki odstrani nabrane ostanke in pusti lasišče sveže in lahko.', 'Ein klärendes Peeling, das Rückstände löst und die Kopfhaut frisch und leicht hinterlässt.'),
    usage: t('Massage into the wet scalp once a week before shampooing, then rinse well.', 'Jednou týdně před umytím vmasírujte do mokré pokožky hlavy a důkladně opláchněte.', 'Enkrat na teden pred umivanjem vmasirajte v mokro lasišče in dobro sperite.', 'Einmal pro Woche vor dem Shampoo in die nasse Kopfhaut einmassieren und gut ausspülen.') },
  { key: 'styling-cream', under: 'hair-care/styling', group: 'hair', name: t('Styling Cream', 'stylingový krém', 'krema za oblikovanje', 'Stylingcreme'), sl: 'f', ge: 'f',
    shapes: ['tube', 'jar'], sizes: ml(100), price: [1290, 2190], pao: 12, content: '#f6f0e4',
    base: ['Aqua', 'Glycerin', 'Cetearyl Alcohol', 'Butyrospermum Parkii Butter', 'Xanthan Gum', 'Sodium Benzoate'],
    description: t('A flexible cream that defines waves and curls with a soft, natural hold.', 'Pružný krém, který zvýrazní vlny a kudrliny s jemnou, přirozenou fixací.', 'Prožna krema, ki poudari valove in kodre z nežno, naravno učvrstitvijo.', 'Eine flexible Creme, die Wellen und Locken mit sanftem, natürlichem Halt definiert.'),
    usage: t('Work a small amount through damp hair and scrunch or style as you like.', 'Malé množství rozetřete do vlhkých vlasů a vlasy zmačkněte nebo upravte podle potřeby.', 'Majhno količino razporedite po vlažnih laseh ter jih zmečkajte ali oblikujte po želji.', 'Eine kleine Menge in das feuchte Haar einarbeiten und nach Belieben kneten oder stylen.') },
  { key: 'styling-gel', under: 'hair-care/styling', group: 'hair', name: t('Styling Gel', 'stylingový gel', 'gel za oblikovanje', 'Stylinggel'), sl: 'm', ge: 'n',
    shapes: ['tube'], sizes: ml(100, 150), price: [990, 1790], pao: 12, content: '#e9f1ee',
    base: ['Aqua', 'Glycerin', 'Xanthan Gum', 'Sclerotium Gum', 'Panthenol', 'Sodium Benzoate'],
    description: t('A clear gel made from plant gums for a defined look without stiffness.', 'Čirý gel z rostlinných gum pro upravený vzhled bez tvrdosti.', 'Prozoren gel iz rastlinskih gum za urejen videz brez trdote.', 'Ein klares Gel aus Pflanzengummen für definierte Frisuren ohne Steifheit.'),
    usage: t('Apply to damp or dry hair and shape with your fingers or a comb.', 'Naneste na vlhké nebo suché vlasy a tvarujte prsty nebo hřebenem.', 'Nanesite na vlažne ali suhe lase in oblikujte s prsti ali glavnikom.', 'In feuchtes oder trockenes Haar geben und mit den Fingern oder einem Kamm formen.') },

  /* ---- body-care ---- */
  { key: 'shower-gel', under: 'body-care/body-washes', group: 'body', name: t('Shower Gel', 'sprchový gel', 'gel za prhanje', 'Duschgel'), sl: 'm', ge: 'n',
    shapes: ['bottle', 'pump'], sizes: ml(250), price: [790, 1590], pao: 12, content: '#eef0e6',
    base: ['Aqua', 'Coco-Glucoside', 'Sodium Coco-Sulfate', 'Glycerin', 'Xanthan Gum', 'Sodium Benzoate', 'Citric Acid'],
    description: t('A gentle shower gel with a creamy foam that cleanses without tightness.', 'Jemný sprchový gel s krémovou pěnou, který umyje bez pocitu pnutí.', 'Nežen gel za prhanje s kremasto peno, ki umije brez občutka zategnjenosti.', 'Ein sanftes Duschgel mit cremigem Schaum, das reinigt, ohne zu spannen.'),
    usage: t('Lather onto wet skin with your hands or a washcloth and rinse.', 'Napěňte na mokrou pokožku rukama nebo žínkou a opláchněte.', 'Z dlanmi ali umivalno krpico ga spenite na mokri koži in sperite.', 'Mit den Händen oder einem Waschlappen auf der nassen Haut aufschäumen und abspülen.') },
  { key: 'shower-oil', under: 'body-care/body-washes', group: 'body', name: t('Shower Oil', 'sprchový olej', 'olje za prhanje', 'Duschöl'), sl: 'n', ge: 'n',
    shapes: ['bottle', 'pump'], sizes: ml(200), price: [1190, 1990], pao: 12, content: '#f0d48a',
    base: ['Helianthus Annuus Seed Oil', 'Polyglyceryl-4 Laurate', 'Glycine Soja Oil', 'Coco-Glucoside', 'Tocopherol'],
    description: t('A caring oil that turns into a milky foam and leaves skin silky soft.', 'Pečující olej, který se mění v mléčnou pěnu a zanechá pokožku hedvábně jemnou.', 'Negovalno olje, ki se spremeni v mlečno peno in pusti kožo svilnato mehko.', 'Ein pflegendes Öl, das zu milchigem Schaum wird und die Haut seidig zart hinterlässt.'),
    usage: t('Massage onto wet skin; it foams on contact with water. Rinse off.', 'Vmasírujte do mokré pokožky; při kontaktu s vodou vytvoří pěnu. Opláchněte.', 'Vmasirajte v mokro kožo; v stiku z vodo se speni. Sperite.', 'Auf die nasse Haut einmassieren; mit Wasser schäumt es auf. Abspülen.') },
  { key: 'body-lotion', under: 'body-care/body-lotions', group: 'body', name: t('Body Lotion', 'tělové mléko', 'losjon za telo', 'Körperlotion'), sl: 'm', ge: 'f',
    shapes: ['pump', 'bottle'], sizes: ml(200, 250), price: [1190, 2290], pao: 12, content: '#fbf5ec',
    base: ['Aqua', 'Helianthus Annuus Seed Oil', 'Glycerin', 'Cetearyl Alcohol', 'Glyceryl Stearate', 'Xanthan Gum', 'Sodium Benzoate'],
    description: t('A light lotion that absorbs quickly and keeps skin soft all day.', 'Lehké mléko, které se rychle vstřebá a udrží pokožku jemnou po celý den.', 'Lahek losjon, ki se hitro vpije in ohranja kožo mehko ves dan.', 'Eine leichte Lotion, die schnell einzieht und die Haut den ganzen Tag geschmeidig hält.'),
    usage: t('Smooth over the body after showering, paying attention to dry areas.', 'Po sprchování naneste na celé tělo, zejména na suchá místa.', 'Po prhanju nanesite na vse telo, posebej na suha mesta.', 'Nach dem Duschen auf den Körper auftragen, besonders auf trockene Stellen.') },
  { key: 'body-butter', under: 'body-care/body-lotions', group: 'body', name: t('Body Butter', 'tělové máslo', 'maslo za telo', 'Körperbutter'), sl: 'n', ge: 'f',
    shapes: ['jar', 'tin'], sizes: ml(200), price: [1490, 2690], pao: 12, content: '#f6e8cf',
    base: ['Butyrospermum Parkii Butter', 'Aqua', 'Theobroma Cacao Seed Butter', 'Glycerin', 'Cetearyl Alcohol', 'Tocopherol', 'Sodium Benzoate'],
    description: t('A rich, whipped butter that melts into very dry skin and restores comfort.', 'Bohaté šlehané máslo, které se rozplyne na velmi suché pokožce a vrátí jí pohodlí.', 'Bogato stepeno maslo, ki se stopi na zelo suhi koži in ji povrne udobje.', 'Eine reichhaltige, aufgeschlagene Butter, die auf sehr trockener Haut schmilzt und ihr Wohlgefühl zurückgibt.'),
    usage: t('Warm a little between your hands and massage into the skin, ideally after a bath.', 'Trochu zahřejte v dlaních a vmasírujte do pokožky, nejlépe po koupeli.', 'Malo segrejte med dlanmi in vmasirajte v kožo, najbolje po kopeli.', 'Etwas zwischen den Händen erwärmen und in die Haut einmassieren, am besten nach dem Bad.') },
  { key: 'salt-scrub', under: 'body-care/body-scrubs', group: 'body', name: t('Salt Scrub', 'solný peeling', 'solni piling', 'Salzpeeling'), sl: 'm', ge: 'n',
    shapes: ['jar'], sizes: g(250), price: [1290, 2290], pao: 12, content: '#ece9e2',
    base: ['Maris Sal', 'Helianthus Annuus Seed Oil', 'Prunus Amygdalus Dulcis Oil', 'Tocopherol'],
    description: t('A mineral-rich sea salt scrub that polishes away dry skin and leaves a caring film of oil.', 'Peeling z mořské soli bohaté na minerály, který obrousí suchou pokožku a zanechá pečující olejový film.', 'Piling iz morske soli, bogate z minerali, ki odstrani suho kožo in pusti negovalni oljni film.', 'Ein mineralreiches Meersalzpeeling, das trockene Haut abträgt und einen pflegenden Ölfilm hinterlässt.'),
    usage: t('Massage onto damp skin in circular motions, avoiding broken skin, then rinse.', 'Krouživými pohyby vmasírujte do vlhké pokožky, vyhněte se poraněným místům, a opláchněte.', 'S krožnimi gibi vmasirajte v vlažno kožo, izogibajte se poškodovani koži, in sperite.', 'In kreisenden Bewegungen auf die feuchte Haut einmassieren, verletzte Haut aussparen, dann abspülen.') },
  { key: 'sugar-scrub', under: 'body-care/body-scrubs', group: 'body', name: t('Sugar Scrub', 'cukrový peeling', 'sladkorni piling', 'Zuckerpeeling'), sl: 'm', ge: 'n',
    shapes: ['jar'], sizes: g(200), price: [1290, 2190], pao: 12, content: '#f3e1c1',
    base: ['Sucrose', 'Helianthus Annuus Seed Oil', 'Butyrospermum Parkii Butter', 'Cocos Nucifera Oil', 'Tocopherol'],
    description: t('A gentle sugar scrub that smooths the skin and melts into a nourishing oil.', 'Jemný cukrový peeling, který vyhladí pokožku a rozpustí se ve vyživující olej.', 'Nežen sladkorni piling, ki zgladi kožo in se stopi v hranilno olje.', 'Ein sanftes Zuckerpeeling, das die Haut glättet und zu einem nährenden Öl schmilzt.'),
    usage: t('Massage onto wet skin once or twice a week and rinse with warm water.', 'Jednou až dvakrát týdně vmasírujte do mokré pokožky a opláchněte teplou vodou.', 'Enkrat do dvakrat na teden vmasirajte v mokro kožo in sperite s toplo vodo.', 'Ein- bis zweimal pro Woche auf die nasse Haut einmassieren und mit warmem Wasser abspülen.') },
  { key: 'body-oil', under: 'body-care/body-oils', group: 'body', name: t('Body Oil', 'tělový olej', 'olje za telo', 'Körperöl'), sl: 'n', ge: 'n',
    shapes: ['bottle', 'spray'], sizes: ml(100), price: [1490, 2790], pao: 12, content: '#efc869',
    base: ['Prunus Amygdalus Dulcis Oil', 'Helianthus Annuus Seed Oil', 'Simmondsia Chinensis Seed Oil', 'Tocopherol'],
    description: t('A dry-touch body oil that sinks in quickly and leaves a satin glow.', 'Suchý tělový olej, který se rychle vsákne a zanechá saténový lesk.', 'Suho olje za telo, ki se hitro vpije in pusti satenast sijaj.', 'Ein Trockenöl für den Körper, das schnell einzieht und einen seidigen Schimmer hinterlässt.'),
    usage: t('Massage onto damp skin after the shower or bath.', 'Vmasírujte do vlhké pokožky po sprše nebo koupeli.', 'Vmasirajte v vlažno kožo po prhanju ali kopeli.', 'Nach dem Duschen oder Baden in die feuchte Haut einmassieren.') },
  { key: 'hand-cream', under: 'body-care/hand-and-foot', group: 'body', name: t('Hand Cream', 'krém na ruce', 'krema za roke', 'Handcreme'), sl: 'f', ge: 'f',
    shapes: ['tube'], sizes: ml(50, 75), price: [790, 1490], pao: 12, content: '#fbf4e8',
    base: ['Aqua', 'Glycerin', 'Butyrospermum Parkii Butter', 'Cetearyl Alcohol', 'Helianthus Annuus Seed Oil', 'Glyceryl Stearate', 'Sodium Benzoate'],
    description: t('A non-greasy hand cream that protects and repairs hands exposed to water and cold.', 'Nemastný krém na ruce, který chrání a regeneruje ruce vystavené vodě a chladu.', 'Nemastna krema za roke, ki ščiti in obnavlja roke, izpostavljene vodi in mrazu.', 'Eine nicht fettende Handcreme, die Hände schützt und repariert, die Wasser und Kälte ausgesetzt sind.'),
    usage: t('Massage into your hands as often as needed, especially after washing.', 'Vmasírujte do rukou, kdykoli je potřeba, zejména po umytí.', 'Vmasirajte v roke tolikokrat, kot je potrebno, zlasti po umivanju.', 'So oft wie nötig in die Hände einmassieren, besonders nach dem Waschen.') },
  { key: 'foot-balm', under: 'body-care/hand-and-foot', group: 'body', name: t('Foot Balm', 'balzám na nohy', 'balzam za stopala', 'Fußbalsam'), sl: 'm', ge: 'm',
    shapes: ['tin', 'tube'], sizes: ml(75), price: [990, 1690], pao: 12, content: '#f4efdf',
    base: ['Aqua', 'Butyrospermum Parkii Butter', 'Urea', 'Glycerin', 'Cetearyl Alcohol', 'Sodium Benzoate'],
    description: t('A softening balm for rough heels and tired feet.', 'Zvláčňující balzám na ztvrdlou pokožku pat a unavené nohy.', 'Mehčalni balzam za hrapave pete in utrujena stopala.', 'Ein weichmachender Balsam für raue Fersen und müde Füße.'),
    usage: t('Massage into clean feet in the evening, concentrating on the heels.', 'Večer vmasírujte do čistých chodidel, zejména na paty.', 'Zvečer vmasirajte v čista stopala, predvsem na pete.', 'Abends in die sauberen Füße einmassieren, besonders an den Fersen.') },
  { key: 'deodorant-cream', under: 'body-care/deodorants', group: 'body', name: t('Deodorant Cream', 'krémový deodorant', 'kremni deodorant', 'Deocreme'), sl: 'm', ge: 'f',
    shapes: ['jar', 'tin'], sizes: g(50), price: [990, 1690], pao: 12, content: '#f7f1e3',
    base: ['Butyrospermum Parkii Butter', 'Sodium Bicarbonate', 'Zea Mays Starch', 'Cocos Nucifera Oil', 'Tocopherol'],
    description: t('An aluminium-free deodorant cream that keeps you fresh all day.', 'Krémový deodorant bez hliníku, který vás udrží svěží po celý den.', 'Kremni deodorant brez aluminija, ki vas ohranja sveže ves dan.', 'Eine aluminiumfreie Deocreme, die den ganzen Tag für Frische sorgt.'),
    usage: t('Apply a pea-sized amount to clean underarms with your fingertips.', 'Konečky prstů naneste množství velikosti hrášku na čisté podpaží.', 'S konicami prstov nanesite količino v velikosti graha na čiste pazduhe.', 'Eine erbsengroße Menge mit den Fingerspitzen auf die sauberen Achseln auftragen.') },
  { key: 'deodorant-spray', under: 'body-care/deodorants', group: 'body', name: t('Deodorant Spray', 'deodorant ve spreji', 'deodorant v pršilu', 'Deospray'), sl: 'm', ge: 'n',
    shapes: ['spray'], sizes: ml(100), price: [890, 1490], pao: 12, content: '#eef3f3',
    base: ['Aqua', 'Alcohol', 'Glycerin', 'Triethyl Citrate', 'Zinc Ricinoleate'],
    description: t('A light deodorant spray with natural odour neutralisers and no aluminium salts.', 'Lehký deodorant ve spreji s přírodními neutralizátory pachu a bez hliníkových solí.', 'Lahek deodorant v pršilu z naravnimi nevtralizatorji vonja in brez aluminijevih soli.', 'Ein leichtes Deospray mit natürlichen Geruchsneutralisierern und ohne Aluminiumsalze.'),
    usage: t('Spray onto clean, dry underarms from a distance of 15 cm.', 'Nastříkejte na čisté a suché podpaží ze vzdálenosti 15 cm.', 'Popršite na čiste in suhe pazduhe z razdalje 15 cm.', 'Aus 15 cm Abstand auf die sauberen, trockenen Achseln sprühen.') },
  { key: 'soap', under: 'body-care/soaps', group: 'body', name: t('Soap Bar', 'mýdlo', 'milo', 'Seife'), sl: 'n', ge: 'f',
    shapes: ['bar'], sizes: g(100), price: [590, 1190], pao: 24, content: '#efe3cf',
    base: ['Sodium Olivate', 'Sodium Cocoate', 'Aqua', 'Glycerin', 'Sodium Shea Butterate'],
    description: t('A cold-process soap that keeps its natural glycerin for a gentle, creamy wash.', 'Mýdlo vyrobené za studena, které si zachovává přírodní glycerin pro jemné, krémové mytí.', 'Hladno izdelano milo, ki ohrani naravni glicerin za nežno, kremasto umivanje.', 'Eine kaltgerührte Seife, die ihr natürliches Glycerin behält, für eine sanfte, cremige Wäsche.'),
    usage: t('Lather between wet hands or on a washcloth. Keep the bar dry between uses.', 'Napěňte mezi mokrými dlaněmi nebo na žínce. Mezi použitím nechte mýdlo oschnout.', 'Spenite med mokrimi dlanmi ali na krpici. Med uporabami naj se milo posuši.', 'Zwischen nassen Händen oder auf einem Waschlappen aufschäumen. Zwischen den Anwendungen trocken lagern.') },

  /* ---- ayurveda ---- */
  { key: 'massage-oil', under: 'ayurveda/ayurvedic-oils', group: 'body', name: t('Abhyanga Massage Oil', 'masážní olej abhyanga', 'masažno olje abhyanga', 'Abhyanga-Massageöl'), sl: 'n', ge: 'n',
    shapes: ['bottle'], sizes: ml(100, 200), price: [1490, 2990], pao: 12, content: '#d79a3c', heroes: AYURVEDIC,
    base: ['Sesamum Indicum Seed Oil', 'Cocos Nucifera Oil', 'Withania Somnifera Root Extract', 'Tocopherol'],
    description: t('A warming oil prepared to a traditional Ayurvedic recipe for the daily self-massage.', 'Hřejivý olej připravený podle tradiční ájurvédské receptury pro každodenní samomasáž.', 'Ogrevalno olje, pripravljeno po tradicionalni ajurvedski recepturi za vsakodnevno samomasažo.', 'Ein wärmendes Öl nach traditioneller ayurvedischer Rezeptur für die tägliche Selbstmassage.'),
    usage: t('Warm the bottle in hot water and massage the oil into the whole body before showering.', 'Lahvičku zahřejte v horké vodě a olej vmasírujte do celého těla před sprchováním.', 'Stekleničko segrejte v vroči vodi in olje pred prhanjem vmasirajte v vse telo.', 'Die Flasche in heißem Wasser erwärmen und das Öl vor dem Duschen in den ganzen Körper einmassieren.') },
  { key: 'herbal-powder', under: 'ayurveda/herbal-powders', group: 'face', name: t('Herbal Powder', 'bylinný prášek', 'zeliščni prašek', 'Kräuterpulver'), sl: 'm', ge: 'n',
    shapes: ['pouch'], sizes: g(100), price: [690, 1390], pao: 12, content: '#9c8550', heroes: AYURVEDIC,
    base: ['Emblica Officinalis Fruit Powder', 'Acacia Concinna Fruit Powder', 'Sapindus Mukorossi Fruit Powder'],
    description: t('A finely milled blend of Indian herbs to mix fresh with water for masks and hair packs.', 'Jemně mletá směs indických bylin, kterou čerstvě smícháte s vodou na masky a vlasové zábaly.', 'Fino mleta mešanica indijskih zelišč, ki jo sveže zmešate z vodo za maske in obloge za lase.', 'Eine fein gemahlene Mischung indischer Kräuter, frisch mit Wasser angerührt für Masken und Haarpackungen.'),
    usage: t('Mix a spoonful with water into a smooth paste, apply for ten to fifteen minutes and rinse.', 'Lžíci prášku smíchejte s vodou na hladkou pastu, naneste na deset až patnáct minut a opláchněte.', 'Žlico praška zmešajte z vodo v gladko pasto, nanesite za deset do petnajst minut in sperite.', 'Einen Löffel mit Wasser zu einer glatten Paste anrühren, zehn bis fünfzehn Minuten einwirken lassen und abspülen.') },
  { key: 'ubtan', under: 'ayurveda/ubtans', group: 'face', name: t('Ubtan Face Powder', 'pleťový ubtan', 'ubtan za obraz', 'Ubtan-Gesichtspulver'), sl: 'm', ge: 'n',
    shapes: ['pouch', 'jar'], sizes: g(75, 100), price: [990, 1690], pao: 12, content: '#e0b96a', heroes: AYURVEDIC,
    base: ['Cicer Arietinum Seed Powder', 'Santalum Album Wood Powder', 'Rosa Damascena Flower Powder', 'Curcuma Longa Root Powder'],
    description: t('A traditional beauty powder of chickpea flour and spices that cleanses and brightens.', 'Tradiční kosmetický prášek z cizrnové mouky a koření, který čistí a rozjasňuje.', 'Tradicionalni lepotni prašek iz čičerikine moke in začimb, ki čisti in posvetli.', 'Ein traditionelles Schönheitspulver aus Kichererbsenmehl und Gewürzen, das reinigt und aufhellt.'),
    usage: t('Mix with water, yoghurt or rose water into a paste, massage gently onto the face and rinse.', 'Smíchejte s vodou, jogurtem nebo růžovou vodou na pastu, jemně vmasírujte do pleti a opláchněte.', 'Zmešajte z vodo, jogurtom ali rožno vodo v pasto, nežno vmasirajte v obraz in sperite.', 'Mit Wasser, Joghurt oder Rosenwasser zu einer Paste anrühren, sanft ins Gesicht einmassieren und abspülen.') },
  { key: 'herbal-balm', under: 'ayurveda/herbal-balms', group: 'body', name: t('Herbal Balm', 'bylinný balzám', 'zeliščni balzam', 'Kräuterbalsam'), sl: 'm', ge: 'm',
    shapes: ['tin', 'jar'], sizes: g(25, 50), price: [690, 1490], pao: 24, content: '#e8c873', heroes: AYURVEDIC,
    base: ['Sesamum Indicum Seed Oil', 'Euphorbia Cerifera Cera', 'Cinnamomum Camphora Bark Oil', 'Tocopherol'],
    description: t('A concentrated balm of warming herbs for tense shoulders, temples and tired muscles.', 'Koncentrovaný balzám s hřejivými bylinami na ztuhlá ramena, spánky a unavené svaly.', 'Koncentriran balzam z ogrevalnimi zelišči za napeta ramena, senca in utrujene mišice.', 'Ein konzentrierter Balsam mit wärmenden Kräutern für verspannte Schultern, Schläfen und müde Muskeln.'),
    usage: t('Rub a small amount into the skin where needed. Avoid the eyes and mucous membranes.', 'Malé množství vetřete do pokožky v místě potřeby. Zabraňte kontaktu s očima a sliznicemi.', 'Majhno količino vtrite v kožo, kjer je potrebno. Izogibajte se očem in sluznicam.', 'Eine kleine Menge bei Bedarf in die Haut einreiben. Kontakt mit Augen und Schleimhäuten vermeiden.') },
  { key: 'champi-oil', under: 'ayurveda/hair-rituals', group: 'hair', name: t('Champi Hair Oil', 'vlasový olej champi', 'olje za lase champi', 'Champi-Haaröl'), sl: 'n', ge: 'n',
    shapes: ['bottle'], sizes: ml(100, 150), price: [1190, 2290], pao: 12, content: '#7d8a3a', heroes: AYURVEDIC,
    base: ['Sesamum Indicum Seed Oil', 'Cocos Nucifera Oil', 'Eclipta Prostrata Extract', 'Emblica Officinalis Fruit Extract', 'Tocopherol'],
    description: t('A herbal oil for the Indian head massage that nourishes the scalp and the lengths.', 'Bylinný olej pro indickou masáž hlavy, který vyživuje pokožku hlavy i délky vlasů.', 'Zeliščno olje za indijsko masažo glave, ki neguje lasišče in dolžine las.', 'Ein Kräuteröl für die indische Kopfmassage, das Kopfhaut und Längen pflegt.'),
    usage: t('Massage into the scalp and hair, leave for at least an hour or overnight, then wash out.', 'Vmasírujte do pokožky hlavy a vlasů, nechte působit alespoň hodinu nebo přes noc a poté vymyjte.', 'Vmasirajte v lasišče in lase, pustite delovati vsaj eno uro ali čez noč, nato izperite.', 'In Kopfhaut und Haar einmassieren, mindestens eine Stunde oder über Nacht einwirken lassen und dann auswaschen.') },
  { key: 'hair-wash-powder', under: 'ayurveda/hair-rituals', group: 'hair', name: t('Herbal Hair Wash', 'bylinný mycí prášek na vlasy', 'zeliščni prašek za umivanje las', 'Kräuter-Haarwaschpulver'), sl: 'm', ge: 'n',
    shapes: ['pouch'], sizes: g(100, 150), price: [790, 1490], pao: 12, content: '#8c7a48', heroes: AYURVEDIC,
    base: ['Sapindus Mukorossi Fruit Powder', 'Acacia Concinna Fruit Powder', 'Emblica Officinalis Fruit Powder', 'Hibiscus Rosa-Sinensis Flower Powder'],
    description: t('A soap-free hair wash of reetha, shikakai and amla that cleans gently and adds body.', 'Mycí prášek bez mýdla z reethy, shikakai a amly, který jemně umyje a dodá vlasům objem.', 'Prašek za umivanje las brez mila iz reethe, shikakaija in amle, ki nežno umije in lasem doda volumen.', 'Eine seifenfreie Haarwäsche aus Reetha, Shikakai und Amla, die sanft reinigt und Volumen schenkt.'),
    usage: t('Stir two spoonfuls into warm water, massage into wet hair, leave for a few minutes and rinse.', 'Dvě lžíce rozmíchejte v teplé vodě, vmasírujte do mokrých vlasů, nechte chvíli působit a opláchněte.', 'Dve žlici razmešajte v topli vodi, vmasirajte v mokre lase, pustite nekaj minut in sperite.', 'Zwei Löffel in warmem Wasser anrühren, ins nasse Haar einmassieren, einige Minuten einwirken lassen und ausspülen.') },
]
