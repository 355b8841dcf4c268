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
                '**Z darilno kartico** – najprej jo unovčite na [strani za unovčenje](/redeem); njena vrednost se pripiše v vašo denarnico.',
                '**Po povzetju** – plačate kurirju ob prevzemu paketa.',
              ],
            },
          ],
        },
        {
          id: 'coupons',
          question: 'Kako delujejo kuponi?',
          answer: [
            'Kodo vnesite v košarici ali na blagajni in popust boste videli, še preden plačate. Kode, ki jih lahko uporabite zdaj, so navedene med [vašimi kuponi](/coupan); kupon ima lahko najnižjo vrednost naročila, rok veljavnosti in omejeno število uporab.',
            {
              list: [
                '**GET15** vam v slovenski, češki in nemški trgovini prinese 15 % popusta, v angleški pa 15 $. Naročilo si zapomni jezik, v katerem je bilo oddano.',
                '**Koda iz e-novic** – ko se [prijavite na naše e-novice](/emailsignup), prejmete osebno kodo za enkratno uporabo s 5 % popusta. Kombinirate jo lahko z enim drugim kuponom.',
              ],
            },
          ],
        },
        {
          id: 'wallet',
          question: 'Kaj je denarnica in za kaj jo lahko uporabim?',
          answer: [
            'Denarnica je dobroimetje v vašem računu. Napolnite jo lahko s kartico na [strani denarnice](/wallet), vanjo pa se pripisujejo tudi vračila in unovčene darilne kartice. Z njo lahko plačate katerokoli naročilo, samostojno ali skupaj s kartico.',
            { note: 'Dobroimetja v denarnici ni mogoče dvigniti na bančni račun ali z njim kupiti darilnih kartic, s karticami, izdanimi v tujini, pa denarnice ni mogoče napolniti.' },
          ],
        },
        {
          id: 'gift-cards',
          question: 'Kako delujejo darilne kartice?',
          answer: [
            '[Darilno kartico kupite](/giftcart) s plačilno kartico: izberite znesek, vnesite e-poštni naslov obdarovanca in po želji dodajte sporočilo. Obdarovancu po e-pošti pošljemo edinstveno kodo, ki jo enkrat unovči na [strani za unovčenje](/redeem); njena vrednost se nato pripiše v njegovo denarnico.',
          ],
        },
      ],
    },
    {
      id: 'returns-and-cancellation',
      heading: 'Vračila in preklici',
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
          question: 'Ali lahko izdelek vrnem?',
          answer: [
            'Da, v 14 dneh od dostave: vračilo zahtevajte v [svojih naročilih](/orderhistory) s kratko utemeljitvijo. Iz higienskih razlogov sprejmemo nazaj le zapečatene, neodprte izdelke – izdelek z napako pa lahko vrnete tudi odprtega. Vse pojasnjujejo [pravila vračila](/returnpolicy).',
          ],
        },
        {
          id: 'refund-time',
          question: 'Kdaj dobim denar nazaj?',
          answer: [
            'Kam gre denar, izberete sami. V denarnico prispe v trenutku, ko preklic ali vračilo sprejmemo. Na kartico ga nakažemo takoj, vaša banka pa ga običajno prikaže v 5 do 10 delovnih dneh.',
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
