import { ESSENTIAL_COOKIES, ESSENTIAL_STORAGE } from '../../cookies'
import { TAX_RECORDS_KEPT_YEARS } from '../../privacy'
import type { PageText } from '../content-types'
import { SHOP } from '../shop-identity'

const address = '{seller.name}, {seller.address}'
const privacyMail = `[${SHOP.privacyEmail}](mailto:${SHOP.privacyEmail})`
const years = (n: number) => (n === 1 ? '1 leto' : n === 2 ? '2 leti' : n < 5 ? `${n} leta` : `${n} let`)
const lifetime = (days: number) => (days % 365 === 0 ? years(days / 365) : `${days} dni`)

export const sl: PageText = {
  title: 'Politika zasebnosti',
  intro:
    'Katere osebne podatke hranimo, ko nakupujete pri nas, zakaj in kako dolgo, kdo nam pri tem pomaga in kako jih sami prenesete ali izbrišete. Zbiramo čim manj in varujemo, kar hranimo.',
  sections: [
    {
      id: 'controller',
      heading: 'Kdo je odgovoren',
      blocks: [
        `Upravljavec vaših osebnih podatkov je družba **{seller.name}**, {seller.address} (matična številka {seller.registration}). Za vse, kar zadeva to politiko, nam pišite na ${privacyMail} ali na zgornji poštni naslov.`,
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'Katere podatke zbiramo',
      blocks: [
        {
          terms: [
            {
              term: 'Račun',
              text: 'Vaše ime, e-poštni naslov ali telefonska številka in kdaj ste ju potrdili, spol, če ste ga izbrali, geslo (samo kot zgoščena vrednost, glejte razdelek 4) in, če jih uporabljate, nastavitve dvostopenjske prijave in varnostna vprašanja. Če se prijavljate z Googlom ali Facebookom, hranimo identifikator vašega računa pri ponudniku in e-poštni naslov, ki ga je potrdil – nikoli vašega gesla pri njem.',
            },
            {
              term: 'Prijave',
              text: 'Kdaj se je vsaka prijava začela, kdaj je bila nazadnje uporabljena in kdaj se je končala – brez naprave, brskalnika ali lokacije. Neuspešne prijave štejemo po naslovu IP do naslednje uspešne prijave z njega, da nihče ne more uganiti vašega gesla.',
            },
            {
              term: 'Naslovi, košarica in seznam želja',
              text: 'Naslovi, ki jih shranite (ime, ulica in številka, kraj, regija, država, poštna številka), vsebina vaše košarice in izdelki na seznamu želja.',
            },
            {
              term: 'Naročila in plačila',
              text: 'Kaj ste kupili, cene, DDV, kuponi, naslov za dostavo, jezik naročila, vsaka sprememba njegovega stanja ter zahteve za preklic ali odstop z razlogom, ki ste ga navedli. Računi in dobropisi. O plačilni kartici hranimo samo njeno znamko, zadnje štiri številke in državo izdaje. Gibanja v vaši denarnici ter darilne kartice, ki jih kupite (z imeni, e-poštnim naslovom obdarovanca in sporočilom, ki jih napišete) ali unovčite.',
            },
            {
              term: 'Ocene in mnenja',
              text: 'Vaše zvezdice in besedilo, izdelek, h kateremu spadajo, in ime, pod katerim so objavljeni.',
            },
            {
              term: 'E-novice in privolitve',
              text: 'E-poštni naslov in jezik vaše naročnine, njeni datumi in vaša osebna koda za popust; katero različico splošnih pogojev ste sprejeli s posameznim naročilom in kdaj; kdaj ste privolitev v e-novice dali in kdaj preklicali.',
            },
            {
              term: 'Sporočila',
              text: 'Kar nam pošljete prek kontaktnega obrazca, reklamacij in povratnih informacij, skupaj s kontaktnimi podatki, ki jih navedete.',
            },
            {
              term: 'Tehnični podatki',
              text: 'Strežniški dnevniki beležijo naslov vsake zahteve znotraj trgovine, njen čas in izid. Da preprečimo zlorabe, zahteve štejemo po naslovu IP največ eno uro.',
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
              text: 'Odprtje računa, prijava, dostava naročil, plačila, vračila denarja, preklici in odstopi ter e-pošta o njih. **Pravna podlaga:** izpolnitev pogodbe (točka (b) člena 6(1) GDPR).',
            },
            {
              term: 'Varnost',
              text: 'Potrditev e-pošte ali telefona z enkratnimi kodami, dvostopenjska prijava, upočasnitev ponavljajočih se neuspešnih prijav ter zahteva po geslu (ali kodi), preden se vaši podatki prenesejo ali vaš račun izbriše. **Pravna podlaga:** naš zakoniti interes za varno trgovino (točka (f) člena 6(1) GDPR).',
            },
            {
              term: 'Računovodstvo in davki',
              text: `Hramba računov, dobropisov ter naročil in plačil, na katera se nanašajo, ${TAX_RECORDS_KEPT_YEARS} let. **Pravna podlaga:** zakonska obveznost (točka (c) člena 6(1) GDPR; § 35 češkega zakona o DDV).`,
            },
            {
              term: 'E-novice',
              text: 'Pošiljanje novic in ponudb, šele ko naročnino potrdite v e-pošti, ki vam jo pošljemo. **Pravna podlaga:** vaša privolitev (točka (a) člena 6(1) GDPR), ki jo kadar koli prekličete s povezavo v vsakih e-novicah.',
            },
            {
              term: 'Ocene',
              text: 'Objava vaše ocene pri izdelku z oznako preverjenega nakupa. **Pravna podlaga:** naš zakoniti interes za poštene ocene, ki pomagajo drugim kupcem (točka (f) člena 6(1) GDPR).',
            },
            {
              term: 'Skrb za stranke',
              text: 'Odgovori na vaša sporočila ter obravnava reklamacij in povratnih informacij. **Pravna podlaga:** pogodba ali naš zakoniti interes, da vam odgovorimo (točki (b) in (f) člena 6(1) GDPR).',
            },
          ],
        },
        'Vaših podatkov ne prodajamo, ne ustvarjamo oglaševalskih profilov in o vas ne odločamo izključno avtomatizirano.',
      ],
    },
    {
      id: 'security',
      heading: 'Kako varujemo vaš račun',
      blocks: [
        {
          list: [
            '**Gesla** hranimo samo kot zgoščene vrednosti argon2id – z namenoma počasnim, pomnilniško zahtevnim postopkom, ki se upira razbijanju. Nihče pri Lumen & Leaf ne more prebrati vašega gesla.',
            '**Številke kartic do nas nikoli ne pridejo.** Podatki o kartici gredo neposredno našemu plačilnemu prehodu; mi obdržimo samo znamko (na primer Visa), zadnje štiri številke in državo izdaje.',
            '**Enkratne kode** pošiljamo samo po e-pošti ali SMS, nikoli v brskalnik. Veljajo 10 minut, samo enkrat in dovolijo le nekaj poskusov.',
            '**Odgovore na varnostna vprašanja** dvostopenjske prijave hranimo samo kot zgoščene vrednosti.',
            '**Prijave** se končajo ob odjavi ali po 30 dneh brez uporabe; sprememba gesla ali dvostopenjske prijave odjavi vaše druge naprave, izbris računa pa vse.',
            'Ves promet med vašim brskalnikom in trgovino je šifriran (HTTPS).',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Piškotki in shramba v vašem brskalniku',
      blocks: [
        'Ne uporabljamo oglaševalskih ali analitičnih piškotkov, sledilnih pikslov niti piškotkov tretjih oseb. Trgovina v vašem brskalniku hrani samo tisto, kar potrebuje, da naredi, kar od nje želite, zato pasice za piškotke pri nas ni: ti piškotki so nujno potrebni in jih pravila EU (člen 5(3) direktive o zasebnosti in elektronskih komunikacijah) dovoljujejo brez privolitve. Če bi kdaj želeli uporabiti karkoli drugega, vas bomo najprej vprašali.',
        { subheading: 'Piškotki' },
        {
          terms: ESSENTIAL_COOKIES.map((c) => ({
            term: c.name,
            text: `${c.purpose.sl} Hrani se ${lifetime(c.days)}${c.httpOnly ? '; skripte ga ne morejo prebrati' : ''}.`,
          })),
        },
        { subheading: 'Lokalna shramba in shramba seje' },
        {
          terms: ESSENTIAL_STORAGE.map((s) => ({ term: s.name, text: `${s.purpose.sl}${s.area === 'session' ? '' : ' Ostane v brskalniku, dokler se ne odstrani.'}` })),
        },
        'Prijava z Googlom ali Facebookom odpre njihovo stran v lastnem oknu, preverjanje, da niste robot (samo ko vam pošljemo kodo po SMS), pa se naloži od svojega ponudnika: ta podjetja lahko na svojih straneh uporabljajo lastne piškotke po svojih pravilih. Vse, kar trgovina hrani v vašem brskalniku, lahko kadar koli izbrišete v nastavitvah brskalnika.',
      ],
    },
    {
      id: 'processors',
      heading: 'Kdo za nas obdeluje podatke',
      blocks: [
        'Osebne podatke delimo samo s ponudniki, ki jih za nas obdelujejo na podlagi pogodbe o obdelavi, in vsakemu le toliko, kolikor jih potrebuje:',
        {
          terms: [
            {
              term: 'Plačilni prehod (Stripe)',
              text: 'Obdeluje plačila s kartico, polnjenja denarnice in darilne kartice. Podatke o kartici prejme neposredno, z vašo banko izvede 3-D Secure in nam sporoči le, ali je plačilo uspelo, skupaj z znamko kartice, zadnjimi štirimi številkami in državo.',
            },
            { term: 'Ponudnik e-pošte in SMS', text: 'Dostavlja e-pošto o naročilih, enkratne kode in, če ste se naročili, e-novice.' },
            { term: 'Ponudnik gostovanja', text: 'Upravlja strežnike in podatkovno bazo trgovine v podatkovnih centrih v EU.' },
            { term: 'Dostavne službe', text: 'Prejmejo vaše ime in naslov za dostavo, da vam dostavijo paket.' },
          ],
        },
        'Če se prijavljate z Googlom ali Facebookom, sta ti podjetji za svoj del samostojna upravljavca in veljajo njuna pravila o zasebnosti. Kadar ponudnik obdeluje podatke zunaj Evropskega gospodarskega prostora, se opiramo na sklep Evropske komisije o ustreznosti ali na standardne pogodbene klavzule.',
      ],
    },
    {
      id: 'retention',
      heading: 'Kako dolgo hranimo podatke',
      blocks: [
        {
          terms: [
            { term: 'Račun', text: 'Dokler vaš račun obstaja. Ko ga izbrišete, se vaš profil, naslovi, seznam želja, košarica, prijave in nastavitve dvostopenjske prijave takoj izbrišejo.' },
            {
              term: 'Naročila, računi in plačila',
              text: `${TAX_RECORDS_KEPT_YEARS} let od konca leta prodaje, kot zahteva češka davčna zakonodaja – tudi po izbrisu računa, takrat le za ta namen in brez vašega e-poštnega naslova.`,
            },
            { term: 'Enkratne kode', text: 'Dokler niso uporabljene ali ne potečejo; nato se izbrišejo.' },
            { term: 'Ocene, mnenja, sporočila, reklamacije in povratne informacije', text: 'Do izbrisa vašega računa ali prej, če nas za to prosite.' },
            { term: 'E-novice', text: 'Do odjave ali izbrisa računa. Zapis o tem, kdaj ste privolitev dali in preklicali, ostane kot dokaz, po izbrisu računa brez vašega e-poštnega naslova.' },
            { term: 'Strežniški dnevniki', text: 'Največ 30 dni.' },
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Vaše pravice',
      blocks: [
        'Po GDPR imate pravico do **dostopa** do svojih podatkov, do njihovega **popravka**, **izbrisa** ali **omejitve** obdelave, do prejema v strojno berljivi obliki (**prenosljivost**), pravico do **ugovora** obdelavi na podlagi našega zakonitega interesa in pravico, da kadar koli **prekličete privolitev**, ne da bi to vplivalo na to, kar se je zgodilo prej. Dve od njih uveljavite sami, kadar koli, v [svojem računu](/youraccount) pod **Vaši podatki**:',
        { subheading: 'Prenesi moje podatke' },
        'Ena datoteka (JSON) z vsem, kar hranimo o vas: račun in prijave, naslovi, košarica in seznam želja, naročila s postavkami in zgodovino stanj, računi in dobropisi, plačila s kartico, denarnica in darilne kartice, kuponi, ocene, mnenja, sporočila, reklamacije in povratne informacije, naročnina na e-novice in vaše privolitve. Izpusti samo skrivnosti, ki bi koristile le vsiljivcu – zgoščeno vrednost vašega gesla, skrivni ključ aplikacije za preverjanje, prijavne žetone in enkratne kode – in jih v datoteki našteje.',
        { subheading: 'Izbriši moj račun' },
        `Vaš račun se izbriše takoj: vanj se ne morete več prijaviti, vse naprave se odjavijo in izbrišejo se vaš profil, telefonska številka, naslovi, seznam želja, košarica, nastavitve dvostopenjske prijave, povezava z Googlom ali Facebookom, ocene, mnenja, sporočila, reklamacije, povratne informacije in naročnina na e-novice. Kar moramo po davčni zakonodaji hraniti, ostane ${TAX_RECORDS_KEPT_YEARS} let: vaša naročila z računi, dobropisi in plačili, z vašim imenom in naslovom, kot sta na računu, vendar brez povezave z vašim e-poštnim naslovom. Vaš e-poštni naslov je prost za nov račun. Naročilo, ki še poteka, ali denar v denarnici je treba najprej urediti – stran vam pove, kaj od tega. Naši zaposleni v dnevniku vidijo, da je bil račun izbrisan, ne pa čigav.`,
        `Oboje najprej zahteva vaše geslo – ali pri računu, odprtem z Googlom ali Facebookom, kodo, ki vam jo pošljemo po e-pošti – da tega ne more storiti nihče, ki bi prišel do vaše naprave. Za vse drugo nam pišite na ${privacyMail}: odgovorimo v enem mesecu.`,
      ],
    },
    {
      id: 'consents',
      heading: 'Privolitve, ki jih beležimo',
      blocks: [
        {
          list: [
            '**E-novice:** ko naročnino potrdite v naši e-pošti, zabeležimo čas in različico besedila, s katerim ste se strinjali; ko se odjavite, čas preklica. Nova naročnina je nova privolitev.',
            '**Splošni pogoji:** vsako naročilo beleži, katero različico naših pogojev ste z njim sprejeli in kdaj.',
          ],
        },
        'Oboje najdete v preneseni datoteki s svojimi podatki.',
      ],
    },
    {
      id: 'contact-and-complaints',
      heading: 'Stik in pritožbe',
      blocks: [
        `Vprašanja o vaših podatkih: ${privacyMail} ali po pošti na ${address}.`,
        'Če menite, da z vašimi podatki ravnamo nezakonito, se lahko pritožite pri češkem uradu za varstvo osebnih podatkov (Úřad pro ochranu osobních údajů, ÚOOÚ), Pplk. Sochora 27, 170 00 Praha 7 ([uoou.gov.cz](https://uoou.gov.cz)), ali pri nadzornem organu države EU, v kateri živite ali delate – v Sloveniji pri Informacijskem pooblaščencu ([ip-rs.si](https://www.ip-rs.si)).',
        'To politiko posodobimo, ko se spremeni naša trgovina ali zakonodaja. Datum na vrhu kaže veljavno različico, o pomembnih spremembah pa imetnike računov obvestimo po e-pošti.',
      ],
    },
  ],
  related: [
    { to: '/youraccount', label: 'Vaš račun', text: 'Prenesite svoje podatke ali izbrišite račun pod »Vaši podatki«.' },
    { to: '/t&c', label: 'Splošni pogoji', text: 'Pravila nakupovanja, plačevanja in ocenjevanja v naši trgovini.' },
    { to: '/faq', label: 'Pogosta vprašanja', text: 'Dvostopenjska prijava in varnost računa v kratkih odgovorih.' },
  ],
}
