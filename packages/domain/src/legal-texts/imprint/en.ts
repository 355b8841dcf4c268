import type { PageText } from '../content-types'

export const en: PageText = {
  title: 'Imprint',
  intro: 'Who sells in the Lumen & Leaf shop, and how to reach us.',
  sections: [
    {
      id: 'seller',
      heading: 'Seller',
      blocks: [
        'The Lumen & Leaf online shop is run by:',
        {
          terms: [
            { term: 'Company', text: '**{seller.name}**' },
            { term: 'Registered office', text: '{seller.street}, {seller.city}, {seller.country}' },
            { term: 'Company ID (IČO)', text: '{seller.registration} (commercial register)' },
            { term: 'VAT ID', text: '{seller.vat}' },
          ],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        {
          terms: [
            { term: 'Email', text: '[{seller.email}](mailto:{seller.email})' },
            { term: 'Phone', text: '{seller.phone}' },
            { term: 'Online', text: 'our [contact form](/contactus); for an order, its [complaint form](/complain)' },
          ],
        },
        'We answer on working days, usually within one day.',
      ],
    },
    {
      id: 'supervision',
      heading: 'Supervision and disputes',
      blocks: [
        'Consumer protection in our shop is supervised by the Czech Trade Inspection Authority (Česká obchodní inspekce), Štěpánská 567/15, 120 00 Praha 2, [coi.cz](https://www.coi.cz).',
        'It is also the body for out-of-court resolution of consumer disputes: a consumer can turn to its ADR department at [adr.coi.cz](https://adr.coi.cz). We take part in its proceedings. Please [write to us](/contactus) first – most things are solved quickly.',
      ],
    },
    {
      id: 'legal-texts',
      heading: 'Our terms',
      blocks: [
        'What applies to your purchase is set out in our [terms and conditions](/t&c), the [withdrawal policy](/returnpolicy) with its model form, the [cancellation policy](/cancelpolicy) and the [privacy policy](/privacy&policy).',
      ],
    },
  ],
}
