import type { PageText } from '../content-types'

export const sl: PageText = {
  title: 'Odstop od pogodbe in vračilo blaga',
  intro:
    'Ste si premislili? V 14 dneh od dostave lahko od nakupa odstopite, ne da bi navedli razlog – od celotnega naročila ali le od nekaterih izdelkov. Ker prodajamo kozmetiko, velja eno higiensko pravilo. Tukaj je vse o tem, kako poteka.',
  sections: [
    {
      id: 'at-a-glance',
      heading: 'Na kratko',
      blocks: [
        {
          list: [
            '**14 dni** od dostave za odstop, brez navajanja razloga.',
            '**Celotno naročilo ali del njega:** izberete izdelke in koliko kosov vsakega.',
            '**Prek spleta v minuti:** na strani naročila v vašem računu ali kot gost v [sledenju naročila](/trackorder) s številko naročila in e-poštnim naslovom. Prejem vam takoj potrdimo po e-pošti.',
            '**Zapečatene kozmetike, ki ste jo po dostavi odpečatili,** zaradi higiene ni mogoče vrniti – vse drugo je mogoče.',
            '**Denar nazaj** v 14 dneh od odstopa, po isti poti, kot ste plačali, z dobropisom.',
          ],
        },
      ],
    },
    {
      id: 'right-of-withdrawal',
      heading: 'Vaša pravica do odstopa od pogodbe',
      blocks: [
        'Pravico imate, da v 14 dneh odstopite od te pogodbe, ne da bi navedli razlog. Odstopni rok poteče 14 dni od dneva, ko vi ali tretja oseba, ki ni prevoznik in ki jo določite vi, pridobite fizično posest nad blagom. Če naročilo prispe v več paketih, rok teče od dneva, ko prejmete zadnjega.',
        'Za uveljavljanje pravice do odstopa od pogodbe nas – **{seller.name}**, {seller.address}, [{seller.email}](mailto:{seller.email}), {seller.phone} – o svoji odločitvi o odstopu od pogodbe obvestite z nedvoumno izjavo. Za upoštevanje odstopnega roka zadostuje, da obvestilo o uveljavljanju pravice do odstopa pošljete pred iztekom odstopnega roka.',
        {
          note: 'Odstop lahko zavrnemo le iz dveh razlogov: poslan je bil po izteku odstopnega roka ali pa se nanaša na zapečateno kozmetiko, ki je bila po dostavi odpečatena ([glejte spodaj](#sealed-cosmetics)). Vsak drug odstop sprejmemo.',
        },
      ],
    },
    {
      id: 'how-to-withdraw',
      heading: 'Kako odstopite',
      blocks: [
        'Najhitreje s funkcijo za odstop v naši trgovini:',
        {
          steps: [
            'Prijavljeni: odprite dostavljeno naročilo v [svojih naročilih](/orderhistory). Naročili ste kot gost: odprite [sledenje naročila](/trackorder) in vnesite številko naročila in e-poštni naslov, s katerim ste naročili.',
            'Izberite odstop, nato izdelke in količine, ki jih vračate – ali celotno naročilo.',
            'Razlog lahko navedete, če želite; nikoli ni obvezen.',
            'Odstop pošljite. Prejem vam takoj potrdimo po e-pošti, naročilo pa ima status **Odstop sporočen**.',
          ],
        },
        'Odstopite lahko tudi s katero koli drugo nedvoumno izjavo, na primer z [vzorčnim obrazcem](#model-form) spodaj, po e-pošti na [{seller.email}](mailto:{seller.email}) ali po pošti na naslov {seller.name}, {seller.address}. Uporaba obrazca ni obvezna.',
      ],
    },
    {
      id: 'sealed-cosmetics',
      heading: 'Zapečatena kozmetika in higiena',
      blocks: [
        'Kreme, serumi, balzami in olja pridejo v stik z vašo kožo, lasmi in ustnicami. Ko je pečat – zaščitna folija, zapečaten pokrovček ali varnostni zamašek – odprt, nihče ne more biti prepričan, da je izdelek ostal čist. Zato pravica do odstopa ne velja za zapečateno blago, ki ni primerno za vračilo zaradi varovanja zdravja ali higienskih razlogov, če je bilo po dostavi odpečateno.',
        'Za izdelke z napako ta izjema nikoli ne velja: za izdelek, ki se je ločil, ima neprijeten vonj, pokvarjeno črpalko, je prispel poškodovan ali ni tisto, kar ste naročili, veljajo vaše zakonske pravice tudi, ko je odprt – glejte [izdelki z napako in poškodovani izdelki](#faulty-products).',
        { subheading: 'Kompleti in izdelki brez pečata' },
        'Od nakupa kompleta lahko odstopite, dokler so vsi izdelki v njem zapečateni. Izdelke, ki po svoji naravi nimajo pečata, na primer trdna mila in trdne šampone, lahko vrnete kot vsako drugo blago; odgovorni ste le za zmanjšanje vrednosti blaga, ki je posledica ravnanja z njim, ki ni potrebno za ugotovitev njegove narave, značilnosti in delovanja.',
      ],
    },
    {
      id: 'sending-back',
      heading: 'Kako izdelke pošljete nazaj',
      blocks: [
        'Izdelke nam vrnite brez nepotrebnega odlašanja, najpozneje pa v 14 dneh od dneva, ko ste nam sporočili odstop, na naslov **{seller.name}**, {seller.address}. Rok je upoštevan, če izdelke pošljete pred iztekom 14 dni.',
        {
          list: [
            'Skrbno jih zapakirajte, najbolje v škatlo, v kateri so prispeli, steklo pa zavijte v papir.',
            'Priložite listek s številko naročila.',
            'Pošljite jih s storitvijo s sledenjem in potrdilo shranite, dokler ne prejmete denarja.',
          ],
        },
        'Neposredne stroške vračila blaga krijete sami. Če ima izdelek napako, je poškodovan ali ni tisto, kar ste naročili, jih plačamo mi.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Vračilo denarja',
      blocks: [
        'Če odstopite od pogodbe, vam vrnemo, kar ste plačali za izdelke, od katerih odstopate (po morebitnem popustu), ob odstopu od celotnega naročila pa tudi stroške dostave, ki ste jih plačali z njim (tudi hitre dostave), in sicer brez nepotrebnega odlašanja, najpozneje v 14 dneh od dneva, ko smo prejeli vaš odstop. Vračilo lahko zadržimo, dokler ne prejmemo vrnjenega blaga ali dokler ne predložite dokazila, da ste blago poslali nazaj, kar nastopi prej.',
        {
          terms: [
            {
              term: 'Plačano s kartico',
              text: 'Nazaj na isto kartico; odvisno od banke se znesek pokaže na izpisku v 5 do 10 delovnih dneh. Če to izrecno izberete, ga namesto tega takoj pripišemo v vašo denarnico (le za kartice, izdane v EU ali EGP).',
            },
            {
              term: 'Plačano iz denarnice ali z darilno kartico',
              text: 'Nazaj v denarnico ali na darilno kartico, takoj ko odstop sprejmemo.',
            },
            {
              term: 'Plačano po povzetju',
              text: 'V vašo denarnico, če imate račun, ali z bančnim nakazilom na račun, ki nam ga sporočite.',
            },
          ],
        },
        'Vračilo vas nič ne stane, za vsako pa prejmete dobropis, ki ga najdete pri naročilu skupaj z računom.',
      ],
    },
    {
      id: 'our-decision',
      heading: 'Kaj sledi',
      blocks: [
        'Ko vaš paket prispe, ga pregledamo, običajno v dveh delovnih dneh, in odstop sprejmemo: vrnemo vam denar, izdelke, ki jih je mogoče znova prodati, pa vrnemo v zalogo. Vsak korak se prikaže na časovnici naročila v [sledenju naročila](/trackorder), ob vsaki spremembi pa vam pišemo.',
        'Če za odstop velja eden od dveh zgoraj navedenih razlogov, vam v vašem jeziku povemo, kateri – po možnosti, še preden kar koli pošljete, da paketa nikoli ne pošiljate zaman.',
      ],
    },
    {
      id: 'faulty-products',
      heading: 'Izdelki z napako in poškodovani izdelki',
      blocks: [
        'Za izdelek, ki prispe poškodovan ali se izkaže, da ima napako, velja dveletna zakonska odgovornost za stvarne napake, ne le teh 14 dni. Za naročilo [oddajte reklamacijo](/complain), s fotografijo izdelka in njegovo številko serije, če jo najdete. Izdelek popravimo, zamenjamo ali vam vrnemo denar in plačamo vso poštnino.',
        'Vam je izdelek razdražil kožo? Prenehajte ga uporabljati in nam to sporočite z [reklamacijo](/complain). Vsako reakcijo posredujemo izdelovalcu in z vami poiščemo rešitev.',
      ],
    },
    {
      id: 'model-form',
      heading: 'Obrazec za odstop',
      blocks: ['Obrazec lahko prepišete v e-pošto ali pismo ali ga natisnete. Uporabiti ga ni treba.', { withdrawalForm: true }],
    },
  ],
  related: [
    { to: '/cancelpolicy', label: 'Preklic naročila', text: 'Še ni odposlano? Preklic je lahko hitrejši od odstopa.' },
    { to: '/t&c', label: 'Splošni pogoji poslovanja', text: 'Celotna pogodba, katere del so ta pravila.' },
  ],
}
