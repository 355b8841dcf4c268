import type { PageText } from '../content-types'

export const sl: PageText = {
  title: 'Preklic naročila',
  intro:
    'Ste si po oddaji naročila premislili? Kako preprosto ga prekličete, je odvisno od tega, kako daleč je naročilo že prišlo. Tukaj natančno piše, kaj velja v posameznih korakih.',
  sections: [
    {
      id: 'at-a-glance',
      heading: 'Na kratko',
      blocks: [
        {
          stages: [
            { label: 'Novo naročilo', text: 'Prekličete ga sami – naročilo je preklicano v trenutku, ko to potrdite.', tone: 'yes' },
            { label: 'Potrjeno', text: 'Pošljite zahtevo za preklic; naša ekipa jo sprejme ali zavrne.', tone: 'ask' },
            { label: 'V pripravi', text: 'Pošljite zahtevo za preklic; naša ekipa jo sprejme ali zavrne.', tone: 'ask' },
            { label: 'Prevzel prevoznik', text: 'Zadnji trenutek za zahtevo za preklic.', tone: 'ask' },
            { label: 'Odposlano', text: 'Preklic ni več mogoč.', tone: 'no' },
            { label: 'V dostavi', text: 'Preklic ni več mogoč.', tone: 'no' },
            { label: 'Dostavljeno', text: 'Preklic ni mogoč – namesto tega lahko odstopite od pogodbe po [pravilih o odstopu](/returnpolicy).', tone: 'no' },
          ],
        },
      ],
    },
    {
      id: 'how-to-cancel',
      heading: 'Kako prekličete naročilo',
      blocks: [
        {
          steps: [
            'Odprite [svoja naročila](/orderhistory) in izberite naročilo, ki ga želite preklicati.',
            'Izberite **Prekliči naročilo**.',
            'Izberite, kam naj vam vrnemo denar: v vašo denarnico ali nazaj na kartico, s katero ste plačali.',
            'Potrdite. Rezultat vidite takoj, poslali pa vam bomo tudi e-poštno sporočilo.',
          ],
        },
        'Ste naročali kot gost? [Pišite nam](/contactus) in navedite številko naročila ter e-poštni naslov, ki ste ga uporabili, pa bomo naročilo po enakih pravilih preklicali namesto vas.',
      ],
    },
    {
      id: 'new-orders',
      heading: 'Nova naročila: preklic takoj',
      blocks: [
        'Dokler ima vaše naročilo status **Novo naročilo**, z njim še nismo začeli, zato preklic velja takoj. Naročilo dobi status **Preklicano**, izdelki se vrnejo v zalogo za druge kupce, denar pa je že na poti nazaj k vam.',
      ],
    },
    {
      id: 'cancellation-requests',
      heading: 'Od potrditve do prevoznika: zahteva',
      blocks: [
        'Ko naročilo potrdimo, ga začnemo pripravljati: izdelke vzamemo s polic, jih zapakiramo in predamo prevozniku. Od statusa **Potrjeno** do statusa **Prevzel prevoznik** preklic postane zahteva. Naročilo ima status **Zahtevan preklic**, o zahtevi pa odloči nekdo iz naše ekipe, običajno v enem delovnem dnevu.',
        {
          list: [
            '**Sprejeto:** naročilo je preklicano, izdelki se vrnejo v zalogo, denar pa vam vrnemo.',
            '**Zavrnjeno:** naročilo ima status **Preklic zavrnjen** in nadaljuje pot do vas. Zahtevo zavrnemo le, kadar pošiljke ni več mogoče ustaviti.',
          ],
        },
        'V obeh primerih vas obvestimo po e-pošti, vsak korak pa je viden na časovnici naročila v [sledenju naročila](/trackorder).',
      ],
    },
    {
      id: 'after-shipping',
      heading: 'Po odpremi',
      blocks: [
        {
          note: 'Ko je naročilo **odposlano**, ga ni več mogoče preklicati. Še vedno pa si lahko premislite: od celotnega naročila ali le od nekaterih izdelkov lahko odstopite v 14 dneh od dostave po [pravilih o odstopu od pogodbe](/returnpolicy).',
        },
      ],
    },
    {
      id: 'refunds',
      heading: 'Vračilo denarja',
      blocks: [
        'Ko je preklic izveden, vam vrnemo celotno ceno naročila, vključno s poštnino, po isti poti, kot ste plačali. Za del, plačan s kartico, izberete, kam gre denar:',
        {
          terms: [
            {
              term: 'Vaša denarnica',
              text: 'Znesek vam pripišemo v trenutku preklica in ga lahko takoj porabite za naslednje naročilo (le za kartice, izdane v EU ali EGP). Dobroimetja v denarnici ni mogoče izplačati na bančni račun ali z njim kupiti darilne kartice.',
            },
            {
              term: 'Vaša kartica',
              text: 'Denar takoj nakažemo nazaj na kartico, s katero ste plačali; odvisno od vaše banke se na izpisku pokaže v 5 do 10 delovnih dneh.',
            },
          ],
        },
        'Kar ste plačali iz denarnice, se vedno vrne v denarnico, del, plačan z darilno kartico, pa na darilno kartico. Naročilo s plačilom po povzetju še ni bilo plačano, zato ni ničesar za vračilo.',
      ],
    },
  ],
  related: [
    { to: '/returnpolicy', label: 'Odstop od pogodbe', text: 'Že dostavljeno? Odstopite lahko v 14 dneh, tudi brez obrazca.' },
    { to: '/orderhistory', label: 'Vaša naročila', text: 'Preverite, kje je posamezno naročilo, in ga prekličite kar tam.' },
  ],
}
