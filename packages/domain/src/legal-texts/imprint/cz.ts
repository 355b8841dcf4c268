import type { PageText } from '../content-types'

export const cz: PageText = {
  title: 'Údaje o prodávajícím',
  intro: 'Kdo v obchodě Lumen & Leaf prodává a jak se s námi spojit.',
  sections: [
    {
      id: 'seller',
      heading: 'Prodávající',
      blocks: [
        'Internetový obchod Lumen & Leaf provozuje:',
        {
          terms: [
            { term: 'Společnost', text: '**{seller.name}**' },
            { term: 'Sídlo', text: '{seller.street}, {seller.city}, {seller.country}' },
            { term: 'IČO', text: '{seller.registration} (obchodní rejstřík)' },
            { term: 'DIČ', text: '{seller.vat}' },
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
            { term: 'E-mail', text: '[{seller.email}](mailto:{seller.email})' },
            { term: 'Telefon', text: '{seller.phone}' },
            { term: 'Online', text: 'náš [kontaktní formulář](/contactus); k objednávce její [reklamační formulář](/complain)' },
          ],
        },
        'Odpovídáme v pracovní dny, obvykle do jednoho dne.',
      ],
    },
    {
      id: 'supervision',
      heading: 'Dozor a spory',
      blocks: [
        'Dozor nad ochranou spotřebitele v našem obchodě vykonává Česká obchodní inspekce, Štěpánská 567/15, 120 00 Praha 2, [coi.cz](https://www.coi.cz).',
        'Je také subjektem mimosoudního řešení spotřebitelských sporů: spotřebitel se může obrátit na její oddělení ADR na [adr.coi.cz](https://adr.coi.cz). Řízení před ní se účastníme. Napište nám ale prosím nejdřív [přes kontaktní formulář](/contactus) – většinu věcí vyřešíme rychle.',
      ],
    },
    {
      id: 'legal-texts',
      heading: 'Naše podmínky',
      blocks: [
        'Co platí pro váš nákup, najdete v [obchodních podmínkách](/t&c), v [poučení o odstoupení od smlouvy](/returnpolicy) se vzorovým formulářem, v [podmínkách zrušení objednávky](/cancelpolicy) a v [zásadách ochrany osobních údajů](/privacy&policy).',
      ],
    },
  ],
}
