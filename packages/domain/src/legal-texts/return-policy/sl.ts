import type { PageText } from '../content-types'

export const sl: PageText = {
  title: 'Pravila vračila',
  intro:
    'Izdelek ni povsem za vas? V 14 dneh od dostave ga lahko vrnete. Ker prodajamo kozmetiko, velja eno pomembno higiensko pravilo – tukaj je vse o tem, kako poteka vračilo.',
  sections: [
    {
      id: 'at-a-glance',
      heading: 'Na kratko',
      blocks: [
        {
          list: [
            '**14 dni** od dostave za oddajo zahteve za vračilo.',
            '**Zapečatene, neodprte izdelke** lahko vrnete iz kateregakoli razloga, tudi če ste si le premislili.',
            '**Odprte izdelke** lahko vrnete le, če imajo napako, so poškodovani ali niso tisto, kar ste naročili.',
            '**Denar** vam vrnemo v denarnico ali nazaj na kartico – izberete sami.',
          ],
        },
      ],
    },
    {
      id: 'what-you-can-return',
      heading: 'Kaj lahko vrnete',
      blocks: [
        'Vrnete lahko vsak izdelek, ki je še **zapečaten in neodprt** – z nepoškodovanim zaščitnim pečatom, folijo ali varnostnim zamaškom –, in sicer v 14 dneh od dostave. Svoje odločitve vam ni treba utemeljevati, vendar vas pri vsaki zahtevi prosimo za kratek razlog: nam in našim izdelovalcem pomaga, da smo boljši.',
        { subheading: 'Zakaj odprtih izdelkov ni mogoče vrniti' },
        'Kreme, serumi, balzami in olja pridejo v stik z vašo kožo, lasmi in ustnicami. Ko je pečat odprt, nihče ne more biti prepričan, da je izdelek ostal čist, zato ga z mirno vestjo ne bi mogli ponuditi drugemu kupcu. Zato izdelkov, **ki so bili po dostavi odpečateni**, ni mogoče vrniti – to izjemo evropsko potrošniško pravo dopušča za zapečateno blago, ki zaradi varovanja zdravja ali higienskih razlogov ni primerno za vračilo.',
        'To pravilo nikoli ne velja za izdelke z napako. Če se je izdelek ločil, ima neprijeten vonj, črpalka ne deluje, je prispel razbit ali preprosto ni tisto, kar ste naročili, ga lahko vrnete tudi odprtega – glejte [izdelki z napako in poškodovani izdelki](#faulty-products).',
        { subheading: 'Kompleti in izdelki brez pečata' },
        'Kombinirani komplet lahko vrnete v celoti, dokler so vsi izdelki v njem še zapečateni. Izdelke, ki po naravi nimajo pečata, na primer trda mila in trde šampone, lahko vrnete neuporabljene v originalnem ovoju.',
      ],
    },
    {
      id: 'how-to-request',
      heading: 'Kako oddate zahtevo za vračilo',
      blocks: [
        {
          steps: [
            'Odprite [svoja naročila](/orderhistory), izberite dostavljeno naročilo in nato **Zahtevaj vračilo**.',
            'Z nekaj besedami navedite razlog; pri izdelku z napako opišite, kaj ste opazili.',
            'Izberite, kam naj vam vrnemo denar: v denarnico ali nazaj na kartico, s katero ste plačali.',
            'Pošljite zahtevo. Naročilo dobi status **Zahtevano vračilo**, v enem delovnem dnevu pa vam po e-pošti pošljemo naslov za vračilo in spremni list.',
          ],
        },
        'Ste naročali kot gost? [Pišite nam](/contactus) in navedite številko naročila, pa bomo vračilo začeli namesto vas.',
      ],
    },
    {
      id: 'sending-back',
      heading: 'Kako izdelke pošljete nazaj',
      blocks: [
        {
          list: [
            'Izdelke skrbno zapakirajte, najbolje v škatlo, v kateri so prispeli, steklo pa zavijte v papir.',
            'V paket priložite spremni list iz našega e-poštnega sporočila – ali preprosto listek s številko naročila.',
            'Paket pošljite na naslov iz našega sporočila s storitvijo, ki omogoča sledenje, potrdilo pa shranite, dokler ne prejmete denarja.',
            'Prosimo, da ga pošljete v 14 dneh od oddaje zahteve.',
          ],
        },
        'Če ima izdelek napako, je poškodovan ali ni tisto, kar ste naročili, stroške vračila plačamo mi. V drugih primerih stroške pošiljanja nazaj krijete sami.',
      ],
    },
    {
      id: 'our-decision',
      heading: 'Naša odločitev',
      blocks: [
        'Ko paket prispe, ga pregledamo, običajno v dveh delovnih dneh, in odločimo:',
        {
          list: [
            '**Vračilo sprejeto:** denar vam vrnemo takoj, izdelki, ki jih je mogoče znova prodati, pa se vrnejo v zalogo.',
            '**Vračilo zavrnjeno:** če je bil izdelek odprt in nima napake ali če je zahteva prispela več kot 14 dni po dostavi. Razloge vam pojasnimo po e-pošti in vam izdelke, če želite, na naše stroške pošljemo nazaj.',
          ],
        },
        'Če je zahteva očitno zunaj teh pravil, vam to povemo, še preden karkoli pošljete, da paketa ne pošiljate zaman. Vsak korak je viden na časovnici naročila v [sledenju naročila](/trackorder).',
      ],
    },
    {
      id: 'refunds',
      heading: 'Vračilo denarja',
      blocks: [
        {
          terms: [
            {
              term: 'Vaša denarnica',
              text: 'Znesek vam pripišemo v trenutku, ko vračilo sprejmemo, in ga lahko porabite za katerokoli naročilo. Dobroimetja v denarnici ni mogoče izplačati na bančni račun ali z njim kupiti darilne kartice.',
            },
            {
              term: 'Vaša kartica',
              text: 'Denar nakažemo nazaj na kartico, s katero ste plačali, takoj ko vračilo sprejmemo; odvisno od vaše banke se na izpisku pokaže v 5 do 10 delovnih dneh.',
            },
          ],
        },
        'Vrnemo ceno vrnjenih izdelkov; če vrnete celotno naročilo, vrnemo tudi prvotne stroške standardne dostave. Kar ste plačali iz denarnice, se vrne v denarnico. Naročila, plačana po povzetju, vam vrnemo v denarnico ali – če želite – z bančnim nakazilom.',
      ],
    },
    {
      id: 'faulty-products',
      heading: 'Izdelki z napako in poškodovani izdelki',
      blocks: [
        'Za izdelek, ki prispe poškodovan ali se izkaže, da ima napako, velja dveletna zakonska odgovornost prodajalca za stvarne napake, ne le teh 14 dni. Za naročilo [oddajte reklamacijo](/complain) s fotografijo izdelka in številko serije, če jo najdete. Izdelek zamenjamo ali vam vrnemo denar, kakor vam bolj ustreza, vse stroške pošiljanja pa krijemo mi.',
        'Vas je izdelek razdražil? Prenehajte ga uporabljati in nam to sporočite z [reklamacijo](/complain). Vsako reakcijo sporočimo izdelovalcu in skupaj z vami poiščemo rešitev.',
      ],
    },
  ],
  related: [
    { to: '/cancelpolicy', label: 'Preklic naročila', text: 'Še ni odposlano? Preklic je lahko hitrejši od vračila.' },
    { to: '/faq', label: 'Pogosta vprašanja', text: 'Vračilo denarja, denarnica in test preobčutljivosti v kratkih odgovorih.' },
  ],
}
