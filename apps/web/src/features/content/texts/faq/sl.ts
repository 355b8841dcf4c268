import type { FaqText } from '../../content-types'

export const sl: FaqText = {
  title: 'Pogosta vprašanja',
  intro: 'Kratki odgovori na vprašanja, ki jih slišimo najpogosteje. Če vašega ni med njimi, nam pišite – odgovoril vam bo človek.',
  groups: [
    {
      id: 'orders-and-delivery',
      heading: 'Naročila in dostava',
      items: [
        {
          id: 'delivery-time',
          question: 'Kako hitro bo moje naročilo prispelo?',
          answer: [
            'Naročila pakiramo ročno, običajno v enem ali dveh delovnih dneh po potrditvi. Dostava znotraj EU nato običajno traja še dva do pet delovnih dni. Strošek dostave na vaš naslov vidite v košarici, še preden plačate.',
          ],
        },
        {
          id: 'track-order',
          question: 'Kako vidim, kje je moje naročilo?',
          answer: [
            'Odprite [sledenje naročila](/trackorder) ali [svoja naročila](/orderhistory). Vsako naročilo ima časovnico z vsemi koraki – potrditev, priprava, predaja prevozniku, odprema, dostava v teku, dostavljeno –, ob vsaki spremembi pa vam pošljemo e-poštno sporočilo.',
          ],
        },
        {
          id: 'guest-checkout',
          question: 'Ali za naročilo potrebujem račun?',
          answer: [
            'Ne. Nakupujete lahko tudi kot gost, potrebujete le e-poštni naslov in naslov za dostavo. Z računom dobite še zgodovino naročil, seznam želja, denarnico in hitrejši zaključek nakupa, košarica, ki ste jo napolnili kot gost, pa vam ostane tudi po prijavi.',
          ],
        },
      ],
    },
    {
      id: 'payment',
      heading: 'Plačilo, kuponi in darilne kartice',
      items: [
        {
          id: 'payment-methods',
          question: 'Kako lahko plačam?',
          answer: [
            {
              list: [
                '**S kartico** – plačilo obdela naš plačilni partner; celotne številke vaše kartice nikoli ne vidimo in je ne shranjujemo.',
                '**Iz denarnice** – vaše dobroimetje pri nas iz polnitev, vračil in darilnih kartic. V enem naročilu ga lahko kombinirate s kartico.',
                '**Z darilno kartico** – njeno kodo vnesite na blagajni in plačajte naročilo v valuti kartice ali pa jo unovčite v denarnico na [strani za unovčenje](/redeem).',
                '**Po povzetju** – plačate kurirju ob prevzemu paketa (pri naročilih do 300 €, 300 $ ali 7500 CZK).',
              ],
            },
          ],
        },
        {
          id: 'currency-and-vat',
          question: 'V kateri valuti plačam in ali je DDV vključen?',
          answer: ['Odloča država, v katero pošiljamo. Na Češkem plačate v kronah, v preostalem delu EU v evrih, obakrat z vključenim DDV države dostave; zunaj EU plačate v ameriških dolarjih brez DDV. Poštnina se prišteje v košarici, blagajna pa vam pred naročilom vedno pokaže skupni znesek z DDV in dostavo. Podrobnosti pojasnjujejo naši [splošni pogoji](/t&c#prices).'],
        },
        {
          id: 'coupons',
          question: 'Kako delujejo kuponi?',
          answer: [
            'Kodo vnesite v košarici ali na blagajni in popust boste videli, še preden plačate. Kode, ki jih lahko uporabite zdaj, so navedene med [vašimi kuponi](/coupan); kupon ima lahko najnižjo vrednost naročila, rok veljavnosti in omejeno število uporab.',
            {
              list: [
                '**GET15** vam v slovenski, češki in nemški trgovini prinese 15 % popusta, v angleški pa 15 popusta v valuti naročila (15 $, 15 € ali 379 CZK). Naročilo si zapomni jezik, v katerem je bilo oddano.',
                '**Koda iz e-novic** – ko se [prijavite na naše e-novice](/emailsignup), prejmete osebno kodo za enkratno uporabo s 5 % popusta. Kombinirate jo lahko z enim drugim kuponom.',
              ],
            },
          ],
        },
        {
          id: 'wallet',
          question: 'Kaj je denarnica in za kaj jo lahko uporabim?',
          answer: [
            'Denarnica je dobroimetje v vašem računu, v eni valuti. Napolnite jo lahko s kartico na [strani denarnice](/wallet), vanjo pa se pripisujejo tudi vračila in unovčene darilne kartice. Z njo lahko plačate katerokoli naročilo v njeni valuti, samostojno ali skupaj s kartico.',
            { note: 'Dobroimetja v denarnici ni mogoče dvigniti na bančni račun ali z njim kupiti darilnih kartic, s karticami, izdanimi v tujini, pa denarnice ni mogoče napolniti: napolnijo jo lahko le kartice, izdane v EU, na Islandiji, v Lihtenštajnu ali na Norveškem.' },
          ],
        },
        {
          id: 'gift-cards',
          question: 'Kako delujejo darilne kartice?',
          answer: [
            '[Darilno kartico kupite](/giftcart) s plačilno kartico, v valuti države, za katero nakupujete: izberite znesek, vnesite e-poštni naslov obdarovanca in po želji dodajte sporočilo. Obdarovancu po e-pošti pošljemo edinstveno kodo. Z njo lahko na blagajni plačuje naročila v isti valuti ali pa jo enkrat unovči v svojo denarnico na [strani za unovčenje](/redeem).',
          ],
        },
      ],
    },
    {
      id: 'returns-and-cancellation',
      heading: 'Odstop in preklic',
      items: [
        {
          id: 'cancel-order',
          question: 'Ali lahko prekličem naročilo?',
          answer: [
            'Da, dokler ni odposlano. Novo naročilo je preklicano takoj. Od potrditve do predaje prevozniku pošljete zahtevo za preklic, ki jo naša ekipa sprejme ali zavrne. Odposlanega naročila ni več mogoče preklicati. Podrobnosti so v [pravilih za preklic naročila](/cancelpolicy).',
          ],
        },
        {
          id: 'return-product',
          question: 'Ali lahko izdelke vrnem?',
          answer: [
            'Da. V 14 dneh od dostave lahko brez navajanja razloga odstopite od celotnega naročila ali le od nekaterih izdelkov: na strani naročila v [svojih naročilih](/orderhistory) ali, če ste naročili kot gost, v [sledenju naročila](/trackorder). Iz higienskih razlogov ni mogoče vrniti zapečatene kozmetike, ki ste jo po dostavi odpečatili – razen če ima napako. Vse pojasnjujejo [pravila o odstopu od pogodbe](/returnpolicy) z vzorčnim obrazcem.',
          ],
        },
        {
          id: 'refund-time',
          question: 'Kdaj dobim denar nazaj?',
          answer: [
            'Po isti poti, kot ste plačali, najpozneje v 14 dneh od odstopa – počakamo lahko, da se izdelki vrnejo k nam. Preklicano naročilo vrnemo takoj. Denar za denarnico ali darilno kartico prispe v trenutku, ko sprejmemo odstop; vračilo na kartico nakažemo takoj, vaša banka pa ga običajno prikaže v 5 do 10 delovnih dneh. Del, plačan s kartico, lahko prejmete v denarnico, če tako izberete.',
          ],
        },
      ],
    },
    {
      id: 'products-and-ingredients',
      heading: 'Izdelki in sestavine',
      items: [
        {
          id: 'inci',
          question: 'Kaj je seznam INCI?',
          answer: [
            'INCI (International Nomenclature of Cosmetic Ingredients) je enoten način poimenovanja sestavin na kozmetiki v vsej EU. Sestavine so navedene po padajoči količini; tiste pod 1 % lahko sledijo v poljubnem vrstnem redu. Na strani vsakega izdelka je celoten seznam INCI – nikoli ga ne krajšamo.',
          ],
        },
        {
          id: 'allergens',
          question: 'Kako vem, ali izdelek vsebuje alergene?',
          answer: [
            'Oglejte si alergene na strani izdelka. Zakonodaja EU zahteva, da so dišavni alergeni, kot so linalool, limonene ali geraniol, navedeni nad majhno mejno vrednostjo, mi pa jih izpišemo posebej, da jih vidite na prvi pogled. Te snovi vsebujejo tudi naravna eterična olja. Če se odzivate na določeno sestavino, preverite še celoten seznam INCI.',
          ],
        },
        {
          id: 'pao',
          question: 'Kaj pomeni simbol odprte posodice z oznako »12M«?',
          answer: [
            'To je simbol roka uporabe po odprtju (PAO): koliko mesecev je izdelek dober, potem ko ga odprete – 12M pomeni dvanajst mesecev. Neodprti izdelki zdržijo dlje. Naravna kozmetika pogosto vsebuje manj konzervansov, zato si je dobro zapisati dan, ko izdelek odprete.',
          ],
        },
        {
          id: 'patch-test',
          question: 'Ali naj naredim test preobčutljivosti?',
          answer: [
            'Pri novem izdelku, še posebej če imate občutljivo kožo, da. Majhno količino nanesite na notranjo stran podlakti ali za uho in pustite 48 ur. Če se pojavi rdečina, srbenje ali oteklina, izdelek sperite in ga ne uporabljajte. Naravno ne pomeni brez alergenov.',
          ],
        },
      ],
    },
    {
      id: 'account-and-security',
      heading: 'Račun in varnost',
      items: [
        {
          id: 'two-factor',
          question: 'Kako vklopim dvostopenjsko preverjanje pristnosti?',
          answer: [
            {
              steps: [
                'V svojem računu odprite [dvostopenjsko preverjanje pristnosti](/twofactorauthentication).',
                'QR-kodo skenirajte z aplikacijo za preverjanje pristnosti, na primer Google Authenticator, Microsoft Authenticator ali Aegis, in vnesite šestmestno kodo, ki jo prikaže.',
                'Izberite tri varnostna vprašanja in nanje odgovorite. Odgovore hranimo le kot zgoščeno vrednost (hash).',
              ],
            },
            'Odslej boste ob prijavi poleg gesla vnesli tudi kodo iz aplikacije.',
          ],
        },
        {
          id: 'lost-phone',
          question: 'Kaj storim, če izgubim telefon z aplikacijo za preverjanje pristnosti?',
          answer: [
            'Ob prijavi izberite možnost ponastavitve. Odgovorite na svoja tri varnostna vprašanja in potrdite kodo, ki jo pošljemo na vaš preverjeni e-poštni naslov; nato dvostopenjsko preverjanje znova nastavite na novem telefonu. Če se odgovorov ne spomnite več, nam [pišite](/contactus) s svojega preverjenega e-poštnega naslova.',
          ],
        },
      ],
    },
  ],
  contact: {
    heading: 'Še vedno imate vprašanje?',
    text: 'Pišite nam in nekdo iz naše ekipe vam bo odgovoril, običajno v enem delovnem dnevu.',
    to: '/contactus',
    label: 'Kontaktirajte nas',
  },
}
