import type { PageText } from '../content-types'

export const sl: PageText = {
  title: 'Splošni pogoji poslovanja',
  intro:
    'Pravila nakupovanja pri nas: kako nastane nakup, kako delujejo cene, kuponi, darilne kartice in denarnica ter za kaj odgovarja kdo od nas. Napisali smo jih tako kratko in preprosto, kot dopušča zakon.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Kdo smo',
      blocks: [
        'Trgovino Lumen & Leaf upravlja družba **{seller.name}**, {seller.address}, matična številka {seller.registration}, identifikacijska številka za DDV {seller.vat} (glejte [podatke o prodajalcu](/imprint)). Z nami se lahko povežete prek [kontaktnega obrazca](/contactus), po e-pošti na [{seller.email}](mailto:{seller.email}) ali po telefonu na številki {seller.phone}.',
        'Ti pogoji veljajo za vsako naročilo v naši trgovini, v katerikoli od njenih štirih jezikovnih različic. Kadar vam kot potrošniku pravo vaše države zagotavlja večjo zaščito, velja ta zaščita.',
      ],
    },
    {
      id: 'your-account',
      heading: 'Vaš uporabniški račun',
      blocks: [
        {
          list: [
            'Nakupujete lahko kot gost, odprete račun z e-poštnim naslovom ali telefonsko številko ali pa se prijavite z Googlom ali Facebookom. Biti morate stari najmanj 18 let ali naročati s soglasjem starša oziroma zakonitega zastopnika.',
            'Preden je račun dokončan, vaš e-poštni naslov ali telefonsko številko potrdimo z enkratno kodo.',
            'Skrbite, da so vaši podatki točni, geslo pa obdržite zase. Priporočamo, da vklopite [dvostopenjsko preverjanje pristnosti](/twofactorauthentication).',
            'Račun, ki se uporablja za goljufije, zlorabo kuponov ali napade na trgovino, lahko začasno onemogočimo; razlog vam sporočimo, razen če nam zakon to prepoveduje.',
            'Račun lahko kadarkoli zaprete; kaj se nato zgodi z vašimi podatki, pojasnjuje [politika zasebnosti](/privacy&policy).',
          ],
        },
      ],
    },
    {
      id: 'prices',
      heading: 'Cene, valute in DDV',
      blocks: [
        'Valuto in davke vašega naročila določa država, v katero pošiljamo. Dokler ne vnesete naslova, odloča izbira »Dostava v« na vrhu trgovine, na blagajni pa vaš naslov za dostavo.',
        {
          list: [
            '**Češka:** cene v čeških kronah (CZK), vključno s češkim DDV.',
            '**Slovenija, Nemčija, Avstrija in druge države EU:** cene v evrih (EUR), vključno z DDV države, v katero pošiljamo.',
            '**Zunaj EU:** cene v ameriških dolarjih (USD), brez DDV. V državi prejema lahko nastanejo uvozne dajatve in davki, ki jih plača prejemnik.',
          ],
        },
        'Stroški dostave se prištejejo in jih vidite v košarici. Pred naročilom vidite skupni znesek z DDV in dostavo; če sprememba naslova za dostavo prenese naročilo v drugo valuto, vam blagajna pokaže novi skupni znesek in vas prosi, da ga potrdite. Če je vaša kartica vezana na drugo valuto, znesek preračuna vaša banka, ki lahko za to zaračuna svoje nadomestilo.',
        'Cene skrbno preverjamo. Če bi se kljub temu pojavila očitna napaka v ceni, vas o tem obvestimo, še preden potrdimo naročilo, vi pa se odločite, ali boste kupili po pravilni ceni ali naročilo preklicali s polnim vračilom denarja.',
      ],
    },
    {
      id: 'coupons',
      heading: 'Kuponi',
      blocks: [
        {
          list: [
            'Kupon zniža ceno naročila za fiksni znesek ali za odstotek. Lahko zahteva najnižjo vrednost naročila, ima rok veljavnosti in je omejen po številu uporab, skupno in na kupca. Pogoje vidite med [vašimi kuponi](/coupan).',
            '**GET15** v slovenski, češki in nemški različici trgovine prinese 15 % popusta. V angleški različici prinese 15 popusta v valuti naročila: 15 $, 15 € ali 379 CZK. Naročilo obdrži jezik, v katerem je bilo oddano, in z njim tudi popust.',
            'S prijavo na e-novice dobite osebno kodo za enkratno uporabo s 5 % popusta, ki jo lahko kombinirate z enim drugim kuponom. Sicer velja en kupon na naročilo.',
            'Kuponi nimajo denarne vrednosti in jih ni mogoče zamenjati za denar ali dobroimetje v denarnici.',
          ],
        },
      ],
    },
    {
      id: 'gift-cards-and-wallet',
      heading: 'Darilne kartice in denarnica',
      blocks: [
        { subheading: 'Darilne kartice' },
        {
          list: [
            'Darilne kartice se kupujejo s plačilno kartico, v valuti države, za katero nakupujete. Izberete znesek, e-poštni naslov obdarovanca in po želji sporočilo; obdarovancu po e-pošti pošljemo edinstveno kodo. Darilna kartica obdrži svojo valuto.',
            'S kodo lahko na blagajni plačate naročila v isti valuti – kar naročilo ne porabi, ostane na kartici –, ali pa jo enkrat unovčite na [strani za unovčenje](/redeem): preostala vrednost se nato pripiše v denarnico prijavljenega kupca, če je denarnica v isti valuti ali prazna.',
            'Kodo varujte kot gotovino: njeno vrednost prejme tisti, ki jo prvi uporabi.',
          ],
        },
        { subheading: 'Denarnica' },
        {
          list: [
            'Denarnica je dobroimetje v vašem računu, sestavljeno iz zapisov o vsaki polnitvi, plačilu in vračilu. Nikoli ne pade pod nič.',
            'Denarnica se vodi v eni valuti: v valuti prvega priliva. Z njo plačujete naročila v tej valuti, v celoti ali delno (preostanek s kartico). Denarja v drugi valuti ni mogoče pripisati, dokler dobroimetje ni porabljeno; nikoli ga ne preračunavamo.',
            'Napolnite jo lahko s plačilno kartico za poljuben znesek. Dobroimetja v denarnici **ni mogoče dvigniti** na bančni račun in **z njim ni mogoče kupiti darilnih kartic**.',
            '**S karticami, izdanimi v tujini, denarnice ni mogoče napolniti:** denarnico napolni ali darilno kartico kupi le kartica, izdana v državi EU, na Islandiji, v Lihtenštajnu ali na Norveškem, in le vračilo plačila s tako kartico lahko gre v denarnico. S kartico, izdano drugje, naročila plačujete kot običajno, vračila pa gredo nazaj na to kartico.',
            'Denar za preklicana naročila ali po odstopu od pogodbe vrnemo po isti poti, kot ste plačali; del, plačan s kartico, lahko namesto tega prejmete v denarnico, če tako izberete.',
          ],
        },
      ],
    },
    {
      id: 'orders',
      heading: 'Naročilo in sklenitev pogodbe',
      blocks: [
        {
          steps: [
            'Izdelke dodate v košarico, izberete dostavo in plačilo ter vse preverite na strani s pregledom naročila: izdelke, skupni znesek z DDV in dostavo ter rok dostave. Tam najdete tudi te pogoje, pravila o odstopu od pogodbe in politiko zasebnosti.',
            'S pritiskom na gumb **Naročilo z obveznostjo plačila** sprejmete te pogoje in podate zavezujočo ponudbo za nakup teh izdelkov. Njen prejem vam takoj potrdimo po e-pošti, ki ji priložimo te pogoje v PDF in pravila o odstopu od pogodbe z vzorčnim obrazcem; to sporočilo pa še ne pomeni, da vašo ponudbo sprejemamo.',
            'Pogodba je sklenjena, ko naročilo potrdimo (status **Potrjeno**), o čemer vas obvestimo tudi po e-pošti. Če naročila ne moremo sprejeti – na primer zaradi očitne napake v ceni –, vas obvestimo in vam vrnemo vse, kar ste plačali.',
          ],
        },
        'Vaše naročilo in različica teh pogojev, ki ste jo z njim sprejeli, ostaneta na voljo v [vaših naročilih](/orderhistory). Jezik pogodbe je jezik različice trgovine, v kateri ste naročili.',
      ],
    },
    {
      id: 'payment',
      heading: 'Plačilo',
      blocks: [
        'Plačate lahko s kartico, iz denarnice, z darilno kartico, s kombinacijo teh načinov ali po povzetju. Plačila s kartico obdela naš plačilni prehod, s potrditvijo vaše banke (3-D Secure), kadar jo banka zahteva; številke vaše kartice nikoli ne shranjujemo. Kartica je bremenjena ob oddaji naročila; če je naročilo preklicano ali ni sprejeto, vam denar vrnemo.',
        'Pri plačilu po povzetju plačate kurirju ob prevzemu paketa. Mogoče je pri naročilih do 300 €, 300 $ ali 7500 CZK.',
      ],
    },
    {
      id: 'delivery',
      heading: 'Dostava',
      blocks: [
        'Dostavljamo v države, ki jih ponudimo na blagajni. Naročila običajno zapakiramo v enem ali dveh delovnih dneh po potrditvi; roke in stroške dostave vidite pred naročilom, vsak korak pa lahko spremljate v [sledenju naročila](/trackorder). Tveganje izgube ali poškodbe preide na vas, ko vam je paket izročen.',
        'Paket ob prevzemu preverite. Če je poškodovan, to po možnosti povejte kurirju in [oddajte reklamacijo](/complain) – vaše zakonske pravice ostanejo v vsakem primeru.',
      ],
    },
    {
      id: 'cancellation-and-returns',
      heading: 'Preklic naročila in pravica do odstopa od pogodbe',
      blocks: [
        'Kot potrošnik lahko od pogodbe odstopite v 14 dneh od dostave, ne da bi navedli razlog – od celotnega naročila ali le od nekaterih izdelkov. To storite prek spleta s funkcijo za odstop na strani naročila ali v [sledenju naročila](/trackorder) ali s katero koli drugo nedvoumno izjavo. [Pravila o odstopu od pogodbe](/returnpolicy) pojasnjujejo rok, postopek, vračilo denarja, vzorčni obrazec in edino izjemo: zapečateno kozmetiko, ki je bila po dostavi odpečatena in je zaradi varovanja zdravja in higiene ni mogoče vrniti.',
        'Pred odpremo lahko naročilo prekličete po [pravilih za preklic naročila](/cancelpolicy). Obe pravili sta del teh pogojev.',
      ],
    },
    {
      id: 'faulty-products',
      heading: 'Izdelki z napako',
      blocks: [
        'Imate zakonske pravice iz naslova stvarnih napak dve leti od dostave: če ima izdelek napako, ga popravimo, zamenjamo ali vam vrnemo denar, za napako, ki se pokaže v enem letu od dostave, pa se domneva, da je obstajala že ob dostavi. Napako prijavite z [reklamacijo](/complain) za naročilo.',
        'Upoštevajte rok uporabe po odprtju in morebitni rok trajanja, naveden pri vsakem izdelku; izdelek, ki se spremeni po teh rokih, nima napake.',
      ],
    },
    {
      id: 'reviews',
      heading: 'Ocene',
      blocks: [
        {
          list: [
            'Izdelek lahko ocenijo le kupci, ki so ga kupili v naši trgovini, in to enkrat: vsako oceno preverimo glede na naročila njenega avtorja in je označena kot preverjen nakup.',
            'Pišite o svoji izkušnji z izdelkom. Izpustite osebne podatke, povezave, oglase, žaljive izraze in trditve, da izdelek zdravi bolezen.',
            'Objavljamo pohvalne in kritične ocene kot navadno besedilo; za ocene ne plačujemo in jih ne urejamo. Ocene, ki kršijo ta pravila, odstranimo.',
            'Z objavo ocene nam brezplačno dovolite, da jo prikazujemo v naši trgovini, dokler je objavljena. Kadarkoli jo lahko izbrišete.',
          ],
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Odgovornost',
      blocks: [
        'Pred uporabo preberite sestavine in alergene, upoštevajte navodila in pri novem izdelku naredite test preobčutljivosti. Naši opisi izdelkov so informativni in ne nadomeščajo zdravniškega nasveta.',
        'Neomejeno odgovarjamo za naklep in hudo malomarnost, za škodo na življenju, telesu ali zdravju ter po predpisih o odgovornosti za proizvode. Pri lahki malomarnosti odgovarjamo le za kršitev bistvenih pogodbenih obveznosti in le do višine škode, ki je za tovrstno pogodbo tipična in predvidljiva. Vaše zakonske pravice iz naslova stvarnih napak ostanejo nespremenjene.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Uporabno pravo in spori',
      blocks: [
        'Za te pogoje velja češko pravo, brez Konvencije Združenih narodov o pogodbah o mednarodni prodaji blaga. Če ste potrošnik s prebivališčem v drugi državi, vam ostane zaščita, ki jo zagotavljajo prisilni predpisi o varstvu potrošnikov te države, in lahko sprožite postopek pred njenimi sodišči.',
        'Če gre kaj narobe, nam najprej [pišite](/contactus) – veliko raje težavo rešimo skupaj. Kot potrošnik se lahko obrnete tudi na izvajalca izvensodnega reševanja potrošniških sporov, češki trgovinski inšpektorat (Česká obchodní inspekce, oddelek ADR, Štěpánská 567/15, 120 00 Praha 2, [adr.coi.cz](https://adr.coi.cz)), in sicer v enem letu od dneva, ko ste svojo pravico pri nas prvič uveljavljali. V njegovih postopkih sodelujemo.',
      ],
    },
    {
      id: 'changes',
      heading: 'Spremembe teh pogojev',
      blocks: [
        'To je različica **2026-11-28** naših pogojev, ki velja od 28. novembra 2026.',
        'Te pogoje lahko za prihodnja naročila spremenimo, na primer ob spremembi zakonodaje ali naših storitev. Za vsako naročilo velja različica, veljavna ob njegovi oddaji, ki jo naročilo hrani, o pomembnih spremembah pa imetnike računov po e-pošti obvestimo, še preden začnejo veljati.',
      ],
    },
  ],
  related: [
    { to: '/returnpolicy', label: 'Odstop od pogodbe', text: 'Štirinajst dni za premislek, z vzorčnim obrazcem.' },
    { to: '/imprint', label: 'Podatki o prodajalcu', text: 'Kdo prodaja: družba, naslov, registracija in kontakt.' },
  ],
}
