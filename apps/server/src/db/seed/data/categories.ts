import type { SeedCategory } from '../types'

/** The category tree of the demo catalog. Keys are used by the product files: do not rename. */
export const CATEGORIES: SeedCategory[] = [
  {
    key: 'skin-care',
    name: { en: 'Skin Care', cz: 'Péče o pleť', sl: 'Nega kože', ge: 'Hautpflege' },
    description: {
      en: "Gentle cleansers, serums and creams made with botanical actives for every skin type. Build a daily routine that respects your skin's natural balance.",
      cz: 'Jemné čisticí přípravky, séra a krémy s rostlinnými účinnými látkami pro každý typ pleti. Sestavte si každodenní rutinu, která respektuje přirozenou rovnováhu vaší pleti.',
      sl: 'Nežna čistila, serumi in kreme z rastlinskimi učinkovinami za vsak tip kože. Sestavite si vsakodnevno rutino, ki spoštuje naravno ravnovesje vaše kože.',
      ge: 'Sanfte Reinigungsprodukte, Seren und Cremes mit pflanzlichen Wirkstoffen für jeden Hauttyp. Stellen Sie sich eine tägliche Routine zusammen, die das natürliche Gleichgewicht Ihrer Haut respektiert.',
    },
    subcategories: [
      { key: 'cleansers', name: { en: 'Cleansers', cz: 'Čištění pleti', sl: 'Čistila', ge: 'Reinigung' } },
      { key: 'toners', name: { en: 'Toners & Mists', cz: 'Tonika a pleťové mlhy', sl: 'Tonike in meglice', ge: 'Gesichtswasser & Sprays' } },
      { key: 'serums', name: { en: 'Serums & Face Oils', cz: 'Séra a pleťové oleje', sl: 'Serumi in olja za obraz', ge: 'Seren & Gesichtsöle' } },
      { key: 'moisturizers', name: { en: 'Moisturizers', cz: 'Hydratační krémy', sl: 'Vlažilne kreme', ge: 'Feuchtigkeitspflege' } },
      { key: 'masks', name: { en: 'Face Masks', cz: 'Pleťové masky', sl: 'Maske za obraz', ge: 'Gesichtsmasken' } },
      { key: 'eye-care', name: { en: 'Eye Care', cz: 'Péče o oční okolí', sl: 'Nega predela okoli oči', ge: 'Augenpflege' } },
      { key: 'sun-care', name: { en: 'Sun Care', cz: 'Ochrana před sluncem', sl: 'Zaščita pred soncem', ge: 'Sonnenschutz' } },
    ],
  },
  {
    key: 'hair-care',
    name: { en: 'Hair Care', cz: 'Péče o vlasy', sl: 'Nega las', ge: 'Haarpflege' },
    description: {
      en: 'Mild shampoos, nourishing conditioners and plant oils for healthy hair and a balanced scalp. Free from silicones and harsh sulphates.',
      cz: 'Šetrné šampony, vyživující kondicionéry a rostlinné oleje pro zdravé vlasy a vyváženou pokožku hlavy. Bez silikonů a agresivních sulfátů.',
      sl: 'Blagi šamponi, negovalni balzami in rastlinska olja za zdrave lase in uravnoteženo lasišče. Brez silikonov in agresivnih sulfatov.',
      ge: 'Milde Shampoos, pflegende Spülungen und Pflanzenöle für gesundes Haar und eine ausgeglichene Kopfhaut. Ohne Silikone und aggressive Sulfate.',
    },
    subcategories: [
      { key: 'shampoos', name: { en: 'Shampoos', cz: 'Šampony', sl: 'Šamponi', ge: 'Shampoos' } },
      { key: 'conditioners', name: { en: 'Conditioners', cz: 'Kondicionéry', sl: 'Balzami za lase', ge: 'Spülungen' } },
      { key: 'hair-oils', name: { en: 'Hair Oils', cz: 'Vlasové oleje', sl: 'Olja za lase', ge: 'Haaröle' } },
      { key: 'hair-masks', name: { en: 'Hair Masks', cz: 'Vlasové masky', sl: 'Maske za lase', ge: 'Haarmasken' } },
      { key: 'scalp-care', name: { en: 'Scalp Care', cz: 'Péče o pokožku hlavy', sl: 'Nega lasišča', ge: 'Kopfhautpflege' } },
      { key: 'styling', name: { en: 'Styling', cz: 'Styling', sl: 'Oblikovanje pričeske', ge: 'Styling' } },
    ],
  },
  {
    key: 'body-care',
    name: { en: 'Body Care', cz: 'Péče o tělo', sl: 'Nega telesa', ge: 'Körperpflege' },
    description: {
      en: 'Shower gels, lotions, scrubs and oils that turn everyday care into a small ritual. Rich plant butters and oils keep skin soft from head to toe.',
      cz: 'Sprchové gely, mléka, peelingy a oleje, které promění každodenní péči v malý rituál. Bohatá rostlinná másla a oleje udrží pokožku jemnou od hlavy až k patě.',
      sl: 'Geli za prhanje, losjoni, pilingi in olja, ki vsakodnevno nego spremenijo v majhen ritual. Bogata rastlinska masla in olja ohranjajo kožo mehko od glave do pet.',
      ge: 'Duschgele, Lotionen, Peelings und Öle, die die tägliche Pflege zu einem kleinen Ritual machen. Reichhaltige Pflanzenbutter und Öle halten die Haut von Kopf bis Fuß geschmeidig.',
    },
    subcategories: [
      { key: 'body-washes', name: { en: 'Body Washes', cz: 'Sprchové gely', sl: 'Geli za prhanje', ge: 'Duschgele' } },
      { key: 'body-lotions', name: { en: 'Body Lotions & Creams', cz: 'Tělová mléka a krémy', sl: 'Losjoni in kreme za telo', ge: 'Körperlotionen & -cremes' } },
      { key: 'body-scrubs', name: { en: 'Body Scrubs', cz: 'Tělové peelingy', sl: 'Pilingi za telo', ge: 'Körperpeelings' } },
      { key: 'body-oils', name: { en: 'Body Oils', cz: 'Tělové oleje', sl: 'Olja za telo', ge: 'Körperöle' } },
      { key: 'hand-and-foot', name: { en: 'Hand & Foot Care', cz: 'Péče o ruce a nohy', sl: 'Nega rok in stopal', ge: 'Hand- & Fußpflege' } },
      { key: 'deodorants', name: { en: 'Deodorants', cz: 'Deodoranty', sl: 'Deodoranti', ge: 'Deodorants' } },
      { key: 'soaps', name: { en: 'Natural Soaps', cz: 'Přírodní mýdla', sl: 'Naravna mila', ge: 'Naturseifen' } },
    ],
  },
  {
    key: 'ayurveda',
    name: { en: 'Ayurveda', cz: 'Ájurvéda', sl: 'Ajurveda', ge: 'Ayurveda' },
    description: {
      en: 'Time-honoured Ayurvedic formulas with herbs such as neem, turmeric, amla and brahmi. Oils, powders and balms for rituals that bring body and mind into balance.',
      cz: 'Osvědčené ájurvédské receptury s bylinami, jako je neem, kurkuma, amla a brahmi. Oleje, prášky a balzámy pro rituály, které uvádějí tělo i mysl do rovnováhy.',
      sl: 'Preizkušene ajurvedske recepture z zelišči, kot so neem, kurkuma, amla in brahmi. Olja, praški in balzami za rituale, ki telo in um vračajo v ravnovesje.',
      ge: 'Überlieferte ayurvedische Rezepturen mit Kräutern wie Neem, Kurkuma, Amla und Brahmi. Öle, Pulver und Balsame für Rituale, die Körper und Geist ins Gleichgewicht bringen.',
    },
    subcategories: [
      { key: 'ayurvedic-oils', name: { en: 'Ayurvedic Oils', cz: 'Ájurvédské oleje', sl: 'Ajurvedska olja', ge: 'Ayurvedische Öle' } },
      { key: 'herbal-powders', name: { en: 'Herbal Powders', cz: 'Bylinné prášky', sl: 'Zeliščni praški', ge: 'Kräuterpulver' } },
      { key: 'ubtans', name: { en: 'Ubtans', cz: 'Ubtany', sl: 'Ubtani', ge: 'Ubtans' } },
      { key: 'herbal-balms', name: { en: 'Herbal Balms', cz: 'Bylinné balzámy', sl: 'Zeliščni balzami', ge: 'Kräuterbalsame' } },
      { key: 'hair-rituals', name: { en: 'Hair Rituals', cz: 'Vlasové rituály', sl: 'Rituali za lase', ge: 'Haarrituale' } },
    ],
  },
  {
    key: 'combo',
    name: { en: 'Sets & Routines', cz: 'Sady a rutiny', sl: 'Kompleti in rutine', ge: 'Sets & Routinen' },
    description: {
      en: 'Carefully matched products bundled into complete routines at a better price. Ideal for trying a new regime or as a thoughtful gift.',
      cz: 'Pečlivě sladěné produkty spojené do ucelených rutin za výhodnější cenu. Ideální k vyzkoušení nové péče nebo jako promyšlený dárek.',
      sl: 'Skrbno usklajeni izdelki, združeni v celovite rutine po ugodnejši ceni. Idealno za preizkus nove nege ali kot premišljeno darilo.',
      ge: 'Sorgfältig aufeinander abgestimmte Produkte, zu kompletten Routinen gebündelt und zum Vorteilspreis. Ideal zum Ausprobieren einer neuen Pflege oder als durchdachtes Geschenk.',
    },
    subcategories: [
      { key: 'skin-routines', name: { en: 'Skin Care Routines', cz: 'Pleťové rutiny', sl: 'Rutine za nego kože', ge: 'Hautpflege-Routinen' } },
      { key: 'hair-routines', name: { en: 'Hair Care Routines', cz: 'Vlasové rutiny', sl: 'Rutine za nego las', ge: 'Haarpflege-Routinen' } },
      { key: 'body-rituals', name: { en: 'Body Rituals', cz: 'Tělové rituály', sl: 'Rituali za telo', ge: 'Körperrituale' } },
      { key: 'gift-sets', name: { en: 'Gift Sets', cz: 'Dárkové sady', sl: 'Darilni kompleti', ge: 'Geschenksets' } },
    ],
  },
]
