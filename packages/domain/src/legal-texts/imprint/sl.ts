import type { PageText } from '../content-types'

export const sl: PageText = {
  title: 'Podatki o prodajalcu',
  intro: 'Kdo prodaja v trgovini Lumen & Leaf in kako nas dosežete.',
  sections: [
    {
      id: 'seller',
      heading: 'Prodajalec',
      blocks: [
        'Spletno trgovino Lumen & Leaf upravlja:',
        {
          terms: [
            { term: 'Družba', text: '**{seller.name}**' },
            { term: 'Sedež', text: '{seller.street}, {seller.city}, {seller.country}' },
            { term: 'Matična številka (IČO)', text: '{seller.registration} (poslovni register)' },
            { term: 'ID za DDV', text: '{seller.vat}' },
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
            { term: 'E-pošta', text: '[{seller.email}](mailto:{seller.email})' },
            { term: 'Telefon', text: '{seller.phone}' },
            { term: 'Prek spleta', text: 'naš [kontaktni obrazec](/contactus); za naročilo njegov [obrazec za reklamacijo](/complain)' },
          ],
        },
        'Odgovarjamo ob delavnikih, običajno v enem dnevu.',
      ],
    },
    {
      id: 'supervision',
      heading: 'Nadzor in spori',
      blocks: [
        'Nadzor nad varstvom potrošnikov v naši trgovini izvaja češki trgovinski inšpektorat (Česká obchodní inspekce), Štěpánská 567/15, 120 00 Praha 2, [coi.cz](https://www.coi.cz).',
        'Je tudi izvajalec izvensodnega reševanja potrošniških sporov: potrošnik se lahko obrne na njegov oddelek ADR na [adr.coi.cz](https://adr.coi.cz). V njegovih postopkih sodelujemo. Prosimo, da nam najprej [pišete](/contactus) – večino stvari rešimo hitro.',
      ],
    },
    {
      id: 'legal-texts',
      heading: 'Naši pogoji',
      blocks: [
        'Kaj velja za vaš nakup, je zapisano v [splošnih pogojih poslovanja](/t&c), v [pravilih o odstopu od pogodbe](/returnpolicy) z vzorčnim obrazcem, v [pravilih za preklic naročila](/cancelpolicy) in v [politiki zasebnosti](/privacy&policy).',
      ],
    },
  ],
}
