import type { PageText } from '../content-types'
import { SHOP } from '../shop-identity'

const address = `${SHOP.company}, ${SHOP.street}, ${SHOP.city}, ${SHOP.country.sl}`
const privacyMail = `[${SHOP.privacyEmail}](mailto:${SHOP.privacyEmail})`

export const sl: PageText = {
  title: 'Politika zasebnosti',
  intro:
    'Katere osebne podatke zbiramo, ko nakupujete pri nas, zakaj jih potrebujemo, kdo nam jih pomaga obdelovati in kakšne pravice imate. Zbiramo čim manj in varujemo, kar hranimo.',
  sections: [
    {
      id: 'controller',
      heading: 'Kdo je odgovoren',
      blocks: [
        `Upravljavec vaših osebnih podatkov je družba **${SHOP.company}**, ${SHOP.street}, ${SHOP.city}, ${SHOP.country.sl}, vpisana v avstrijski sodni register pod številko ${SHOP.register}. Za vse, kar zadeva to politiko, nam pišite na ${privacyMail} ali na zgornji poštni naslov.`,
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'Katere podatke zbiramo',
      blocks: [
        {
          terms: [
            {
              term: 'Uporabniški račun',
              text: 'Vaše ime, e-poštni naslov ali telefonska številka, geslo (le kot zgoščena vrednost, glejte razdelek 4) in, če ju uporabljate, nastavitve dvostopenjskega preverjanja pristnosti ter varnostna vprašanja. Če se prijavite z Googlom ali Facebookom, od njiju prejmemo vaše ime, e-poštni naslov in identifikator računa – nikoli pa vašega gesla pri njiju.',
            },
            {
              term: 'Naslovi',
              text: 'Naslovi za dostavo in račun, ki jih shranite ali vnesete na blagajni: ime, ulica in hišna številka, kraj, regija, država in poštna številka.',
            },
            {
              term: 'Naročila in plačila',
              text: 'Kaj ste kupili, cene, uporabljeni kuponi, jezik naročila, zgodovina njegovih statusov ter transakcije v denarnici in z darilnimi karticami. Od plačilne kartice hranimo le njeno znamko, zadnje štiri števke in državo izdaje.',
            },
            {
              term: 'Ocene',
              text: 'Vaše zvezdice in besedilo ter izdelek, h kateremu spadajo, objavljeni z vašim prikaznim imenom.',
            },
            {
              term: 'E-novice',
              text: 'Vaš e-poštni naslov, jezik, datum prijave in osebna koda za popust, ki smo vam jo poslali.',
            },
            {
              term: 'Sporočila',
              text: 'Kar nam pošljete prek kontaktnega obrazca, reklamacij in povratnih informacij, skupaj s kontaktnimi podatki, ki jih navedete.',
            },
            {
              term: 'Tehnični podatki',
              text: 'Naslov IP, vrsta brskalnika in čas zahtev v strežniških dnevnikih, ki jih potrebujemo za varno in zanesljivo delovanje trgovine.',
            },
          ],
        },
      ],
    },
    {
      id: 'purposes',
      heading: 'Zakaj jih uporabljamo in na kateri pravni podlagi',
      blocks: [
        {
          terms: [
            {
              term: 'Vaš račun in naročila',
              text: 'Odprtje računa, prijava, dostava naročil, obdelava plačil, vračil denarja, preklicev in vračil blaga ter pošiljanje sporočil o naročilih. **Pravna podlaga:** izvajanje pogodbe (člen 6(1)(b) GDPR).',
            },
            {
              term: 'Varnost',
              text: 'Potrjevanje e-poštnega naslova ali telefona z enkratnimi kodami, dvostopenjsko preverjanje pristnosti, omejevanje poskusov prijave in odkrivanje zlorab. **Pravna podlaga:** naš zakoniti interes za varno trgovino (člen 6(1)(f) GDPR).',
            },
            {
              term: 'Računovodstvo in davki',
              text: 'Hramba računov in evidenc plačil, kolikor dolgo zahteva zakon. **Pravna podlaga:** zakonska obveznost (člen 6(1)(c) GDPR).',
            },
            {
              term: 'E-novice',
              text: 'Pošiljanje novic in ponudb, le če ste se prijavili. **Pravna podlaga:** vaša privolitev (člen 6(1)(a) GDPR), ki jo lahko kadarkoli prekličete s povezavo v vsakem sporočilu.',
            },
            {
              term: 'Ocene',
              text: 'Objava vaše ocene pri izdelku in njena oznaka kot preverjen nakup. **Pravna podlaga:** naš zakoniti interes za poštene ocene, ki pomagajo drugim kupcem (člen 6(1)(f) GDPR).',
            },
            {
              term: 'Skrb za stranke',
              text: 'Odgovarjanje na vaša sporočila ter obravnava reklamacij in povratnih informacij. **Pravna podlaga:** pogodba ali naš zakoniti interes, da vam odgovorimo (člen 6(1)(b) in (f) GDPR).',
            },
          ],
        },
        'Vaših podatkov ne prodajamo, iz njih ne ustvarjamo oglaševalskih profilov in o vas ne odločamo zgolj avtomatizirano.',
      ],
    },
    {
      id: 'security',
      heading: 'Kako varujemo vaš račun',
      blocks: [
        {
          list: [
            '**Gesla** hranimo le kot zgoščene vrednosti argon2id – z namerno počasno, pomnilniško zahtevno metodo, ki je odporna proti razbijanju. Nihče pri Lumen & Leaf vašega gesla ne more prebrati.',
            '**Številk kartic nikoli ne hranimo.** Podatki s kartice gredo neposredno k našemu plačilnemu prehodu; hranimo le znamko (na primer Visa), zadnje štiri števke in državo izdaje.',
            '**Enkratne kode**, ki potrdijo vaš e-poštni naslov ali telefon ali obnovijo dostop, pošiljamo le po e-pošti ali SMS, nikoli v brskalnik. Kmalu potečejo, veljajo enkrat in dovoljujejo le nekaj poskusov.',
            '**Odgovore na varnostna vprašanja** za dvostopenjsko preverjanje hranimo le kot zgoščene vrednosti.',
            '**Seje** se končajo, ko se odjavite, sprememba gesla ali nastavitev dvostopenjskega preverjanja pa vas odjavi na vseh drugih napravah.',
            'Ves promet med vašim brskalnikom in trgovino je šifriran (HTTPS).',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Piškotki in lokalna shramba',
      blocks: [
        'Ne uporabljamo oglaševalskih ali analitičnih piškotkov niti sledilnih pikslov, zato vam ni treba ničesar sprejeti. Vaš brskalnik hrani le, kar trgovina potrebuje za delovanje:',
        {
          terms: [
            { term: 'Jezik', text: 'Jezik, ki ste ga izbrali (en, cz, sl ali ge), shranjen pod ključem »lang«, da se trgovina naslednjič odpre v njem.' },
            { term: 'Žeton za prijavo', text: 'Ohranja vas prijavljene. Odstrani se ob odjavi in preneha veljati, ko se seja konča.' },
            { term: 'Košarica gosta', text: 'Če nakupujete brez prijave, sklic na vašo košarico, da ostane tudi po ponovnem nalaganju strani.' },
          ],
        },
        'To so nujno potrebni podatki za storitev, ki jo zahtevate, zato po pravilih EU zanje ni potrebna privolitev. Kadarkoli jih lahko izbrišete v nastavitvah brskalnika.',
      ],
    },
    {
      id: 'processors',
      heading: 'Kdo obdeluje podatke za nas',
      blocks: [
        'Osebne podatke delimo le z obdelovalci, ki jih za nas obdelujejo na podlagi pogodbe o obdelavi osebnih podatkov, in vsakemu le toliko, kolikor potrebuje:',
        {
          terms: [
            { term: 'Ponudnik e-pošte in SMS', text: 'Dostavlja sporočila o naročilih, enkratne kode in, če ste se prijavili, e-novice.' },
            {
              term: 'Plačilni prehod',
              text: 'Obdeluje plačila s kartico in polnitve denarnice. Podatke s kartice prejme neposredno in se skupaj z vašo banko odloči, ali plačilo odobri.',
            },
            { term: 'Ponudnik gostovanja', text: 'Upravlja strežnike in podatkovno bazo trgovine v podatkovnih centrih v EU.' },
            { term: 'Prevozniki', text: 'Prejmejo vaše ime, naslov za dostavo in telefonsko številko, da vam dostavijo paket.' },
          ],
        },
        'Če se prijavite z Googlom ali Facebookom, sta ti podjetji za svoj del samostojna upravljavca in veljajo njuni pravilniki o zasebnosti. Kadar obdelovalec obdeluje podatke zunaj Evropskega gospodarskega prostora, se opiramo na sklep Evropske komisije o ustreznosti ali na standardne pogodbene klavzule.',
      ],
    },
    {
      id: 'retention',
      heading: 'Kako dolgo hranimo podatke',
      blocks: [
        {
          terms: [
            { term: 'Uporabniški račun', text: 'Dokler vaš račun obstaja. Ko ga izbrišete, v 30 dneh izbrišemo vaš profil, naslove in seznam želja.' },
            { term: 'Naročila in računi', text: 'Sedem let od konca leta nakupa, kot zahteva avstrijska davčna zakonodaja – po izbrisu uporabniškega računa le še za ta namen.' },
            { term: 'Enkratne kode', text: 'Dokler niso uporabljene ali ne potečejo; nato jih izbrišemo.' },
            { term: 'Ocene', text: 'Dokler ne izbrišete njih ali svojega uporabniškega računa.' },
            { term: 'E-novice', text: 'Dokler se ne odjavite.' },
            { term: 'Sporočila in reklamacije', text: 'Do tri leta po zaključku zadeve, kolikor znaša splošni zastaralni rok.' },
            { term: 'Strežniški dnevniki', text: '30 dni.' },
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Vaše pravice',
      blocks: [
        'Po GDPR imate pravico do:',
        {
          list: [
            '**Dostopa** – prejeti kopijo osebnih podatkov, ki jih hranimo o vas.',
            '**Popravka** – dati popraviti netočne podatke; večino jih lahko sami spremenite v [svojem računu](/youraccount).',
            '**Izbrisa** – dati izbrisati svoje podatke, razen če nas zakon zavezuje, da jih hranimo (na primer račune).',
            '**Omejitve obdelave** – medtem ko se rešuje vprašanje, ki se nanjo nanaša.',
            '**Prenosljivosti** – prejeti podatke, ki ste nam jih dali, v običajni strojno berljivi obliki ali jih dati posredovati drugemu upravljavcu.',
            '**Ugovora** – zoper obdelavo na podlagi našega zakonitega interesa; pošiljanju e-novic lahko ugovarjate kadarkoli in brez navajanja razlogov.',
            '**Preklica privolitve** – kadarkoli, ne da bi to vplivalo na obdelavo pred preklicem.',
          ],
        },
        `Za uveljavljanje katerekoli od teh pravic pišite na ${privacyMail}. Odgovorimo v enem mesecu in vas lahko prej prosimo, da potrdite svojo istovetnost, da vaših podatkov ne bi dobil nihče drug.`,
      ],
    },
    {
      id: 'contact-and-complaints',
      heading: 'Kontakt in pritožbe',
      blocks: [
        `Vprašanja o vaših podatkih: ${privacyMail} ali po pošti na naslov ${address}.`,
        'Če menite, da vaše podatke obdelujemo nezakonito, se lahko pritožite pri nadzornem organu – v Avstriji pri Datenschutzbehörde ([dsb.gv.at](https://www.dsb.gv.at)), v Sloveniji pri Informacijskem pooblaščencu ali pri organu v državi EU, kjer živite ali delate.',
        'To politiko posodobimo, kadar se spremeni naša trgovina ali zakonodaja. Datum na vrhu kaže veljavno različico, o pomembnih spremembah pa imetnike uporabniških računov obvestimo po e-pošti.',
      ],
    },
  ],
  related: [
    { to: '/t&c', label: 'Splošni pogoji', text: 'Pravila nakupovanja, plačevanja in ocenjevanja v naši trgovini.' },
    { to: '/faq', label: 'Pogosta vprašanja', text: 'Dvostopenjsko preverjanje in varnost računa v kratkih odgovorih.' },
  ],
}
