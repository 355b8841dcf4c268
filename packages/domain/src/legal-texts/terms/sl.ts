import type { PageText } from '../content-types'
import { SHOP } from '../shop-identity'

const mail = `[${SHOP.email}](mailto:${SHOP.email})`

export const sl: PageText = {
  title: 'Splošni pogoji',
  intro:
    'Pravila nakupovanja pri nas: kako nastane nakup, kako delujejo cene, kuponi, darilne kartice in denarnica ter za kaj je kdo od nas odgovoren. Napisali smo jih tako kratko in jasno, kot dopušča zakon.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Kdo smo',
      blocks: [
        `Trgovino upravlja družba **${SHOP.company}**, ${SHOP.street}, ${SHOP.city}, ${SHOP.country.sl}, vpisana v sodni register pod številko ${SHOP.register}, identifikacijska številka za DDV ${SHOP.vat}. Z nami se lahko povežete prek [kontaktnega obrazca](/contactus), po e-pošti na ${mail} ali po telefonu na številki ${SHOP.phone}.`,
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
      heading: 'Cene in valuta',
      blocks: [
        'Vse cene so v ameriških dolarjih (USD) in vključujejo DDV. Stroške dostave vidite v košarici, preden plačate. Če je vaša kartica vezana na drugo valuto, znesek preračuna vaša banka, ki lahko za to zaračuna svoje nadomestilo.',
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
            '**GET15** v slovenski, češki in nemški različici trgovine prinese 15 % popusta, v angleški pa 15 $. Naročilo obdrži jezik, v katerem je bilo oddano, in z njim tudi popust.',
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
            'Darilne kartice se kupujejo s plačilno kartico. Izberete znesek, e-poštni naslov obdarovanca in po želji sporočilo; obdarovancu po e-pošti pošljemo edinstveno kodo.',
            'Kodo lahko enkrat unovči prijavljen kupec na [strani za unovčenje](/redeem). Njena vrednost se nato pripiše v denarnico tega kupca.',
            'Kodo varujte kot gotovino: njeno vrednost prejme tisti, ki jo prvi unovči.',
          ],
        },
        { subheading: 'Denarnica' },
        {
          list: [
            'Denarnica je dobroimetje v vašem računu, sestavljeno iz zapisov o vsaki polnitvi, plačilu in vračilu. Nikoli ne pade pod nič.',
            'Napolnite jo lahko s plačilno kartico za poljuben znesek in z njo plačate naročilo v celoti ali delno; preostanek lahko plačate s kartico.',
            'Dobroimetja v denarnici **ni mogoče dvigniti** na bančni račun in **z njim ni mogoče kupiti darilnih kartic**.',
            '**S karticami, izdanimi v tujini, denarnice ni mogoče napolniti:** za polnitev sprejemamo le kartice, izdane v Avstriji, kjer ima naše podjetje sedež.',
            'Denar za preklicana ali vrnjena naročila vrnemo v denarnico ali nazaj na kartico, kakor izberete.',
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
            'Izdelke dodate v košarico, izberete dostavo in plačilo ter vse preverite na strani s pregledom naročila.',
            'Z oddajo naročila podate zavezujočo ponudbo za nakup teh izdelkov. Njen prejem vam takoj potrdimo po e-pošti; to sporočilo pa še ne pomeni, da vašo ponudbo sprejemamo.',
            'Pogodba je sklenjena, ko naročilo potrdimo (status **Potrjeno**), o čemer vas obvestimo tudi po e-pošti. Če naročila ne moremo sprejeti – na primer zaradi očitne napake v ceni –, vas obvestimo in vam vrnemo vse, kar ste plačali.',
          ],
        },
        'Vaše naročilo in pogoji, ki so zanj veljali, ostanejo na voljo v [vaših naročilih](/orderhistory). Jezik pogodbe je jezik različice trgovine, v kateri ste naročili.',
      ],
    },
    {
      id: 'payment',
      heading: 'Plačilo',
      blocks: [
        'Plačate lahko s kartico, iz denarnice (vključno z unovčenimi darilnimi karticami), s kombinacijo denarnice in kartice ali po povzetju. Plačila s kartico obdela naš plačilni prehod; številke vaše kartice nikoli ne shranjujemo. Kartica je bremenjena ob oddaji naročila; če je naročilo preklicano ali ni sprejeto, vam denar vrnemo.',
        'Pri plačilu po povzetju plačate kurirju ob prevzemu paketa. Plačilo po povzetju lahko za naročilo zavrnemo, če prejšnje pošiljke večkrat niso bile prevzete.',
      ],
    },
    {
      id: 'delivery',
      heading: 'Dostava',
      blocks: [
        'Dostavljamo na naslove, ki jih ponudimo na blagajni. Naročila običajno zapakiramo v enem ali dveh delovnih dneh po potrditvi; roke in stroške dostave vidite pred naročilom, vsak korak pa lahko spremljate v [sledenju naročila](/trackorder). Tveganje izgube ali poškodbe preide na vas, ko vam je paket izročen.',
        'Paket ob prevzemu preverite. Če je poškodovan, to po možnosti povejte kurirju in [oddajte reklamacijo](/complain) – vaše zakonske pravice ostanejo v vsakem primeru.',
      ],
    },
    {
      id: 'cancellation-and-returns',
      heading: 'Preklic, vračilo in pravica do odstopa od pogodbe',
      blocks: [
        'Kot potrošnik v EU lahko od pogodbe odstopite v 14 dneh od dostave, ne da bi navedli razlog. Kako to poteka v naši trgovini, vključno z izjemo za kozmetiko, ki je bila po dostavi odpečatena in je zaradi varovanja zdravja in higiene ni mogoče vrniti, opisujejo [pravila vračila](/returnpolicy). Pred odpremo lahko naročilo prekličete po [pravilih za preklic naročila](/cancelpolicy). Obe pravili sta del teh pogojev.',
      ],
    },
    {
      id: 'faulty-products',
      heading: 'Izdelki z napako',
      blocks: [
        'Imate zakonske pravice iz naslova stvarnih napak: če ima izdelek ob dostavi napako, ga zamenjamo ali vam vrnemo denar, za napako, ki se pokaže v enem letu od dostave, pa se domneva, da je obstajala že ob dostavi. Napako prijavite z [reklamacijo](/complain) za naročilo.',
        'Upoštevajte rok uporabe po odprtju in morebitni rok trajanja, naveden pri vsakem izdelku; izdelek, ki se spremeni po teh rokih, nima napake.',
      ],
    },
    {
      id: 'reviews',
      heading: 'Ocene',
      blocks: [
        {
          list: [
            'Izdelek lahko ocenijo le kupci, ki so ga kupili, in to enkrat; vsaka ocena je označena kot preverjen nakup.',
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
        'Za te pogoje velja avstrijsko pravo, brez Konvencije Združenih narodov o pogodbah o mednarodni prodaji blaga. Če ste potrošnik s prebivališčem v drugi državi EU, vam ostane zaščita, ki jo zagotavljajo prisilni predpisi o varstvu potrošnikov te države, in lahko sprožite postopek pred njenimi sodišči.',
        'Če gre kaj narobe, nam najprej [pišite](/contactus) – veliko raje težavo rešimo skupaj. Obrnete se lahko tudi na izvajalca izvensodnega reševanja potrošniških sporov; v Avstriji je to Internet Ombudsstelle ([ombudsstelle.at](https://www.ombudsstelle.at)).',
      ],
    },
    {
      id: 'changes',
      heading: 'Spremembe teh pogojev',
      blocks: [
        'Te pogoje lahko za prihodnja naročila spremenimo, na primer ob spremembi zakonodaje ali naših storitev. Za vsako naročilo veljajo pogoji, veljavni ob njegovi oddaji, o pomembnih spremembah pa imetnike računov po e-pošti obvestimo, še preden začnejo veljati.',
      ],
    },
  ],
  related: [
    { to: '/privacy&policy', label: 'Politika zasebnosti', text: 'Kaj zbiramo, zakaj in kako to varujemo.' },
    { to: '/returnpolicy', label: 'Pravila vračila', text: 'Štirinajst dni za premislek pri neodprtih izdelkih.' },
  ],
}
