import type { PageText } from '../content-types'

export const ge: PageText = {
  title: 'Impressum',
  intro: 'Wer im Shop Lumen & Leaf verkauft und wie Sie uns erreichen.',
  sections: [
    {
      id: 'seller',
      heading: 'Anbieter',
      blocks: [
        'Der Onlineshop Lumen & Leaf wird betrieben von:',
        {
          terms: [
            { term: 'Unternehmen', text: '**{seller.name}**' },
            { term: 'Sitz', text: '{seller.street}, {seller.city}, {seller.country}' },
            { term: 'Identifikationsnummer (IČO)', text: '{seller.registration} (Handelsregister)' },
            { term: 'USt-IdNr.', text: '{seller.vat}' },
          ],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Kontakt',
      blocks: [
        {
          terms: [
            { term: 'E-Mail', text: '[{seller.email}](mailto:{seller.email})' },
            { term: 'Telefon', text: '{seller.phone}' },
            { term: 'Online', text: 'unser [Kontaktformular](/contactus); zu einer Bestellung ihr [Reklamationsformular](/complain)' },
          ],
        },
        'Wir antworten an Werktagen, meist innerhalb eines Tages.',
      ],
    },
    {
      id: 'supervision',
      heading: 'Aufsicht und Streitbeilegung',
      blocks: [
        'Die Aufsicht über den Verbraucherschutz in unserem Shop führt die Tschechische Handelsinspektion (Česká obchodní inspekce), Štěpánská 567/15, 120 00 Praha 2, [coi.cz](https://www.coi.cz).',
        'Sie ist auch die Stelle für die außergerichtliche Beilegung von Verbraucherstreitigkeiten: Verbraucherinnen und Verbraucher können sich an ihre ADR-Abteilung unter [adr.coi.cz](https://adr.coi.cz) wenden. An ihren Verfahren nehmen wir teil. Bitte [schreiben Sie uns](/contactus) aber zuerst – das meiste lösen wir schnell.',
      ],
    },
    {
      id: 'legal-texts',
      heading: 'Unsere Bedingungen',
      blocks: [
        'Was für Ihren Kauf gilt, steht in unseren [Allgemeinen Geschäftsbedingungen](/t&c), der [Widerrufsbelehrung](/returnpolicy) mit Muster-Widerrufsformular, den [Stornierungsbedingungen](/cancelpolicy) und der [Datenschutzerklärung](/privacy&policy).',
      ],
    },
  ],
}
