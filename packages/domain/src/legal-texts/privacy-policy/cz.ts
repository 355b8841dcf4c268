import { ESSENTIAL_COOKIES, ESSENTIAL_STORAGE } from '../../cookies'
import { TAX_RECORDS_KEPT_YEARS } from '../../privacy'
import type { PageText } from '../content-types'
import { SHOP } from '../shop-identity'

const address = '{seller.name}, {seller.address}'
const privacyMail = `[${SHOP.privacyEmail}](mailto:${SHOP.privacyEmail})`
const years = (n: number) => (n === 1 ? '1 rok' : n < 5 ? `${n} roky` : `${n} let`)
const lifetime = (days: number) => (days % 365 === 0 ? years(days / 365) : `${days} dní`)

export const cz: PageText = {
  title: 'Zásady ochrany osobních údajů',
  intro:
    'Jaké osobní údaje při nákupu u nás uchováváme, proč a jak dlouho, kdo nám s nimi pomáhá a jak si je sami stáhnete nebo smažete. Sbíráme co nejméně a chráníme to, co uchováváme.',
  sections: [
    {
      id: 'controller',
      heading: 'Kdo za zpracování odpovídá',
      blocks: [
        `Správcem vašich osobních údajů je společnost **{seller.name}**, {seller.address} (IČO {seller.registration}). Ve všech záležitostech těchto zásad nám pište na ${privacyMail} nebo na uvedenou poštovní adresu.`,
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'Jaké údaje zpracováváme',
      blocks: [
        {
          terms: [
            {
              term: 'Účet',
              text: 'Vaše jméno, e-mailová adresa nebo telefonní číslo a kdy jste je ověřili, pohlaví, pokud jste ho zvolili, heslo (pouze jako hash, viz oddíl 4) a pokud je používáte, nastavení dvoufázového ověření a bezpečnostní otázky. Přihlašujete-li se přes Google nebo Facebook, uchováváme identifikátor vašeho účtu u poskytovatele a e-mailovou adresu, kterou potvrdil – nikdy ne vaše heslo k němu.',
            },
            {
              term: 'Přihlášení',
              text: 'Kdy každé přihlášení začalo, kdy bylo naposledy použito a kdy skončilo – žádné zařízení, prohlížeč ani poloha. Neúspěšná přihlášení počítáme podle IP adresy až do dalšího úspěšného přihlášení z ní, aby nikdo nemohl uhodnout vaše heslo.',
            },
            {
              term: 'Adresy, košík a seznam přání',
              text: 'Adresy, které si uložíte (jméno, ulice a číslo, město, kraj, stát, PSČ), obsah vašeho košíku a výrobky na seznamu přání.',
            },
            {
              term: 'Objednávky a platby',
              text: 'Co jste koupili, ceny, DPH, kupóny, doručovací adresa, jazyk objednávky, každá změna jejího stavu a žádosti o zrušení nebo odstoupení s důvodem, který jste uvedli. Faktury a dobropisy. Z platební karty uchováváme pouze její typ, poslední čtyři číslice a zemi vydání. Pohyby ve vaší peněžence a dárkové karty, které koupíte (se jmény, e-mailem obdarovaného a vzkazem, které napíšete) nebo uplatníte.',
            },
            {
              term: 'Recenze a reference',
              text: 'Vaše hvězdičky a text, výrobek, ke kterému patří, a jméno, pod kterým jsou zveřejněné.',
            },
            {
              term: 'Newsletter a souhlasy',
              text: 'E-mailová adresa a jazyk vašeho odběru, jeho data a váš osobní slevový kód; kterou verzi obchodních podmínek jste s každou objednávkou přijali a kdy; kdy jste souhlas s newsletterem udělili a kdy odvolali.',
            },
            {
              term: 'Zprávy',
              text: 'Co nám pošlete přes kontaktní formulář, reklamace a zpětnou vazbu, spolu s kontaktními údaji, které uvedete.',
            },
            {
              term: 'Technické údaje',
              text: 'Serverové záznamy obsahují adresu každého požadavku v rámci obchodu, jeho čas a výsledek. Proti zneužití počítáme požadavky podle IP adresy nejdéle hodinu.',
            },
          ],
        },
      ],
    },
    {
      id: 'purposes',
      heading: 'Proč údaje zpracováváme a na jakém právním základě',
      blocks: [
        {
          terms: [
            {
              term: 'Váš účet a objednávky',
              text: 'Založení účtu, přihlašování, doručení objednávek, platby, vrácení peněz, zrušení a odstoupení a e-maily o nich. **Právní základ:** plnění smlouvy (čl. 6 odst. 1 písm. b) GDPR).',
            },
            {
              term: 'Bezpečnost',
              text: 'Ověření e-mailu nebo telefonu jednorázovými kódy, dvoufázové ověření, zpomalení opakovaných neúspěšných přihlášení a žádost o heslo (nebo kód) před stažením vašich údajů či smazáním účtu. **Právní základ:** náš oprávněný zájem na bezpečném obchodě (čl. 6 odst. 1 písm. f) GDPR).',
            },
            {
              term: 'Účetnictví a daně',
              text: `Uchování faktur, dobropisů a objednávek a plateb, ke kterým patří, po dobu ${TAX_RECORDS_KEPT_YEARS} let. **Právní základ:** právní povinnost (čl. 6 odst. 1 písm. c) GDPR; § 35 zákona o DPH).`,
            },
            {
              term: 'Newsletter',
              text: 'Zasílání novinek a nabídek, a to až poté, co odběr potvrdíte v e-mailu, který vám pošleme. **Právní základ:** váš souhlas (čl. 6 odst. 1 písm. a) GDPR), který kdykoli odvoláte odkazem v každém newsletteru.',
            },
            {
              term: 'Recenze',
              text: 'Zveřejnění vaší recenze u výrobku s označením ověřeného nákupu. **Právní základ:** náš oprávněný zájem na poctivých recenzích, které pomáhají dalším zákazníkům (čl. 6 odst. 1 písm. f) GDPR).',
            },
            {
              term: 'Péče o zákazníky',
              text: 'Odpovědi na vaše zprávy a vyřízení reklamací a zpětné vazby. **Právní základ:** smlouva nebo náš oprávněný zájem vám odpovědět (čl. 6 odst. 1 písm. b) a f) GDPR).',
            },
          ],
        },
        'Vaše údaje neprodáváme, nevytváříme reklamní profily a nerozhodujeme o vás výhradně automatizovaně.',
      ],
    },
    {
      id: 'security',
      heading: 'Jak chráníme váš účet',
      blocks: [
        {
          list: [
            '**Hesla** ukládáme pouze jako hashe argon2id – záměrně pomalou a paměťově náročnou metodou, která odolává prolomení. Nikdo v Lumen & Leaf vaše heslo nepřečte.',
            '**Čísla karet se k nám nikdy nedostanou.** Údaje o kartě jdou přímo naší platební bráně; my si ponecháme jen typ karty (například Visa), poslední čtyři číslice a zemi vydání.',
            '**Jednorázové kódy** posíláme pouze e-mailem nebo SMS, nikdy do prohlížeče. Platí 10 minut, jen jednou a dovolí jen několik pokusů.',
            '**Odpovědi na bezpečnostní otázky** dvoufázového ověření ukládáme pouze jako hashe.',
            '**Přihlášení** končí odhlášením nebo po 30 dnech bez použití; změna hesla nebo dvoufázového ověření odhlásí vaše ostatní zařízení a smazání účtu odhlásí všechna.',
            'Veškerá komunikace mezi vaším prohlížečem a obchodem je šifrovaná (HTTPS).',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies a úložiště ve vašem prohlížeči',
      blocks: [
        'Nepoužíváme reklamní ani analytické cookies, sledovací pixely ani cookies třetích stran. Obchod si ve vašem prohlížeči ponechává jen to, co potřebuje, aby udělal, oč ho žádáte, a proto u nás žádnou lištu se souhlasem s cookies nenajdete: tyto cookies jsou nezbytně nutné a podle § 89 odst. 3 zákona o elektronických komunikacích (čl. 5 odst. 3 směrnice ePrivacy) souhlas nevyžadují. Kdybychom někdy chtěli použít cokoli dalšího, nejdřív se vás zeptáme.',
        { subheading: 'Cookies' },
        {
          terms: ESSENTIAL_COOKIES.map((c) => ({
            term: c.name,
            text: `${c.purpose.cz} Uchovává se ${lifetime(c.days)}${c.httpOnly ? '; skripty jej nepřečtou' : ''}.`,
          })),
        },
        { subheading: 'Místní úložiště a úložiště relace' },
        {
          terms: ESSENTIAL_STORAGE.map((s) => ({ term: s.name, text: `${s.purpose.cz}${s.area === 'session' ? '' : ' Zůstává v prohlížeči, dokud se neodstraní.'}` })),
        },
        'Přihlášení přes Google nebo Facebook otevře jejich stránku ve vlastním okně a ověření, že nejste robot (jen když vám posíláme kód v SMS), se načítá od svého poskytovatele: tyto společnosti mohou na svých vlastních stránkách používat vlastní cookies podle svých zásad. Vše, co si obchod ve vašem prohlížeči ponechává, můžete kdykoli smazat v nastavení prohlížeče.',
      ],
    },
    {
      id: 'processors',
      heading: 'Kdo pro nás údaje zpracovává',
      blocks: [
        'Osobní údaje předáváme pouze poskytovatelům, kteří je pro nás zpracovávají na základě smlouvy o zpracování, a každému jen tolik, kolik potřebuje:',
        {
          terms: [
            {
              term: 'Platební brána (Stripe)',
              text: 'Zpracovává platby kartou, dobití peněženky a dárkové karty. Údaje o kartě dostává přímo, s vaší bankou provede 3-D Secure a nám sdělí jen to, zda platba prošla, spolu s typem karty, posledními čtyřmi číslicemi a zemí vydání.',
            },
            { term: 'Poskytovatel e-mailů a SMS', text: 'Doručuje e-maily k objednávkám, jednorázové kódy a – pokud jste se přihlásili – newsletter.' },
            { term: 'Poskytovatel hostingu', text: 'Provozuje servery a databázi obchodu v datových centrech v EU.' },
            { term: 'Dopravci', text: 'Dostanou vaše jméno a doručovací adresu, aby mohli zásilku doručit.' },
          ],
        },
        'Přihlašujete-li se přes Google nebo Facebook, jsou tyto společnosti za svou část samostatnými správci a platí jejich vlastní zásady. Zpracovává-li poskytovatel údaje mimo Evropský hospodářský prostor, opíráme se o rozhodnutí Evropské komise o odpovídající ochraně nebo o standardní smluvní doložky.',
      ],
    },
    {
      id: 'retention',
      heading: 'Jak dlouho údaje uchováváme',
      blocks: [
        {
          terms: [
            { term: 'Účet', text: 'Po dobu existence účtu. Když ho smažete, váš profil, adresy, seznam přání, košík, přihlášení a nastavení dvoufázového ověření se vymažou okamžitě.' },
            {
              term: 'Objednávky, faktury a platby',
              text: `${TAX_RECORDS_KEPT_YEARS} let od konce roku prodeje, jak vyžaduje český daňový zákon – i po smazání účtu, pak už jen k tomuto účelu a bez vaší e-mailové adresy.`,
            },
            { term: 'Jednorázové kódy', text: 'Do použití nebo vypršení platnosti; poté se mažou.' },
            { term: 'Recenze, reference, zprávy, reklamace a zpětná vazba', text: 'Do smazání vašeho účtu, nebo dříve, pokud nás o to požádáte.' },
            { term: 'Newsletter', text: 'Do odhlášení odběru nebo smazání účtu. Záznam o tom, kdy jste souhlas udělili a odvolali, zůstává jako doklad, po smazání účtu bez vašeho e-mailu.' },
            { term: 'Serverové záznamy', text: 'Nejvýše 30 dní.' },
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Vaše práva',
      blocks: [
        'Podle GDPR máte právo na **přístup** ke svým údajům, na jejich **opravu**, **výmaz** nebo **omezení** zpracování, na jejich předání ve strojově čitelném formátu (**přenositelnost**), právo **vznést námitku** proti zpracování na základě našeho oprávněného zájmu a právo kdykoli **odvolat souhlas**, aniž by to ovlivnilo, co se stalo předtím. Dvě z nich uplatníte sami, kdykoli, ve [svém účtu](/youraccount) v části **Vaše údaje**:',
        { subheading: 'Stáhnout moje údaje' },
        'Jeden soubor (JSON) se vším, co o vás uchováváme: účet a přihlášení, adresy, košík a seznam přání, objednávky s položkami a historií stavů, faktury a dobropisy, platby kartou, peněženka a dárkové karty, kupóny, recenze, reference, zprávy, reklamace a zpětná vazba, odběr newsletteru a vaše souhlasy. Vynechává jen tajné údaje, které by pomohly leda útočníkovi – hash vašeho hesla, tajný klíč ověřovací aplikace, přihlašovací tokeny a jednorázové kódy – a v souboru je vyjmenuje.',
        { subheading: 'Smazat můj účet' },
        `Váš účet se smaže okamžitě: už se do něj nepřihlásíte, všechna zařízení se odhlásí a vymaže se váš profil, telefonní číslo, adresy, seznam přání, košík, nastavení dvoufázového ověření, propojení s Googlem či Facebookem, recenze, reference, zprávy, reklamace, zpětná vazba a odběr newsletteru. Co nám daňové předpisy ukládají uchovat, zůstává ${TAX_RECORDS_KEPT_YEARS} let: vaše objednávky s fakturami, dobropisy a platbami, s vaším jménem a adresou tak, jak jsou na faktuře, ale už nepropojené s vaším e-mailem. Vaše e-mailová adresa je volná pro nový účet. Nejdřív je potřeba dokončit objednávku, která ještě běží, nebo utratit peníze v peněžence – stránka vám řekne, co z toho. Naši pracovníci v protokolu uvidí, že byl účet smazán, ale ne čí.`,
        `Obojí si nejdřív vyžádá vaše heslo – nebo u účtu založeného přes Google či Facebook kód, který vám pošleme e-mailem – aby to nemohl udělat nikdo, kdo by se dostal k vašemu zařízení. S čímkoli dalším nám napište na ${privacyMail}: odpovíme do jednoho měsíce.`,
      ],
    },
    {
      id: 'consents',
      heading: 'Souhlasy, které zaznamenáváme',
      blocks: [
        {
          list: [
            '**Newsletter:** když odběr potvrdíte v našem e-mailu, zaznamenáme čas a verzi znění, se kterým jste souhlasili; když se odhlásíte, čas odvolání. Nový odběr je nový souhlas.',
            '**Obchodní podmínky:** každá objednávka zaznamenává, kterou verzi našich podmínek jste s ní přijali a kdy.',
          ],
        },
        'Obojí najdete ve staženém souboru se svými údaji.',
      ],
    },
    {
      id: 'contact-and-complaints',
      heading: 'Kontakt a stížnosti',
      blocks: [
        `Dotazy k vašim údajům: ${privacyMail} nebo poštou na adresu ${address}.`,
        'Pokud se domníváte, že s vašimi údaji zacházíme protiprávně, můžete podat stížnost u Úřadu pro ochranu osobních údajů (ÚOOÚ), Pplk. Sochora 27, 170 00 Praha 7 ([uoou.gov.cz](https://uoou.gov.cz)), nebo u dozorového úřadu země EU, kde žijete nebo pracujete.',
        'Tyto zásady aktualizujeme, když se změní náš obchod nebo právní předpisy. Datum nahoře ukazuje platné znění a o důležitých změnách informujeme majitele účtů e-mailem.',
      ],
    },
  ],
  related: [
    { to: '/youraccount', label: 'Váš účet', text: 'Stáhněte si své údaje nebo smažte účet v části „Vaše údaje“.' },
    { to: '/t&c', label: 'Obchodní podmínky', text: 'Pravidla nákupu, placení a recenzí v našem obchodě.' },
    { to: '/faq', label: 'Časté dotazy', text: 'Dvoufázové ověření a bezpečnost účtu v krátkých odpovědích.' },
  ],
}
