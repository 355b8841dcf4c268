import type { PageText } from '../content-types'
import { SHOP } from '../shop-identity'

const address = `${SHOP.company}, ${SHOP.street}, ${SHOP.city}, ${SHOP.country.cz}`
const privacyMail = `[${SHOP.privacyEmail}](mailto:${SHOP.privacyEmail})`

export const cz: PageText = {
  title: 'Zásady ochrany osobních údajů',
  intro:
    'Jaké osobní údaje při nákupu u nás zpracováváme, proč je potřebujeme, kdo nám s jejich zpracováním pomáhá a jaká máte práva. Sbíráme co nejméně a chráníme to, co uchováváme.',
  sections: [
    {
      id: 'controller',
      heading: 'Kdo za zpracování odpovídá',
      blocks: [
        `Správcem vašich osobních údajů je společnost **${SHOP.company}**, ${SHOP.street}, ${SHOP.city}, ${SHOP.country.cz}, zapsaná v rakouském obchodním rejstříku pod číslem ${SHOP.register}. Ve všech záležitostech těchto zásad nám pište na ${privacyMail} nebo na uvedenou poštovní adresu.`,
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
              text: 'Vaše jméno, e-mailová adresa nebo telefonní číslo, heslo (pouze jako hash, viz oddíl 4) a pokud je používáte, nastavení dvoufázového ověření a bezpečnostní otázky. Pokud se přihlašujete přes Google nebo Facebook, dostaneme od nich vaše jméno, e-mailovou adresu a identifikátor účtu – nikdy ne vaše heslo k nim.',
            },
            {
              term: 'Adresy',
              text: 'Doručovací a fakturační adresy, které si uložíte nebo zadáte v pokladně: jméno, ulice a číslo popisné, město, kraj, stát a PSČ.',
            },
            {
              term: 'Objednávky a platby',
              text: 'Co jste koupili, ceny, použité kupóny, jazyk objednávky, historie jejích stavů a pohyby v peněžence a na dárkových kartách. Z platební karty uchováváme pouze její typ, poslední čtyři číslice a zemi vydání.',
            },
            {
              term: 'Recenze',
              text: 'Vaše hvězdičky a text a výrobek, ke kterému patří, zveřejněné s vaším zobrazovaným jménem.',
            },
            {
              term: 'Newsletter',
              text: 'Vaše e-mailová adresa, jazyk, datum přihlášení a osobní slevový kód, který jsme vám poslali.',
            },
            {
              term: 'Zprávy',
              text: 'Co nám pošlete přes kontaktní formulář, reklamace a zpětnou vazbu, spolu s kontaktními údaji, které uvedete.',
            },
            {
              term: 'Technické údaje',
              text: 'IP adresa, typ prohlížeče a čas požadavků v serverových záznamech, které potřebujeme pro bezpečný a spolehlivý chod obchodu.',
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
              text: 'Založení účtu, přihlášení, doručení objednávek, zpracování plateb, vrácení peněz, zrušení a vrácení zboží a zasílání e-mailů k objednávkám. **Právní základ:** plnění smlouvy (čl. 6 odst. 1 písm. b) GDPR).',
            },
            {
              term: 'Zabezpečení',
              text: 'Ověření e-mailu nebo telefonu jednorázovými kódy, dvoufázové ověření, omezení pokusů o přihlášení a odhalování zneužití. **Právní základ:** náš oprávněný zájem na bezpečném obchodě (čl. 6 odst. 1 písm. f) GDPR).',
            },
            {
              term: 'Účetnictví a daně',
              text: 'Uchovávání faktur a záznamů o platbách po dobu, kterou vyžaduje zákon. **Právní základ:** právní povinnost (čl. 6 odst. 1 písm. c) GDPR).',
            },
            {
              term: 'Newsletter',
              text: 'Zasílání novinek a nabídek, jen pokud jste se přihlásili. **Právní základ:** váš souhlas (čl. 6 odst. 1 písm. a) GDPR), který můžete kdykoli odvolat odkazem v každém newsletteru.',
            },
            {
              term: 'Recenze',
              text: 'Zveřejnění vaší recenze u výrobku a její označení jako ověřeného nákupu. **Právní základ:** náš oprávněný zájem na poctivých recenzích, které pomáhají ostatním zákazníkům (čl. 6 odst. 1 písm. f) GDPR).',
            },
            {
              term: 'Péče o zákazníky',
              text: 'Odpovědi na vaše zprávy a vyřizování reklamací a zpětné vazby. **Právní základ:** plnění smlouvy nebo náš oprávněný zájem vám odpovědět (čl. 6 odst. 1 písm. b) a f) GDPR).',
            },
          ],
        },
        'Vaše údaje neprodáváme, nevytváříme z nich reklamní profily a nerozhodujeme o vás výhradně automatizovaně.',
      ],
    },
    {
      id: 'security',
      heading: 'Jak chráníme váš účet',
      blocks: [
        {
          list: [
            '**Hesla** ukládáme pouze jako hash algoritmem argon2id – záměrně pomalou, paměťově náročnou metodou, která odolává prolamování. Nikdo v Lumen & Leaf vaše heslo nepřečte.',
            '**Čísla karet nikdy neukládáme.** Údaje z karty putují přímo k naší platební bráně; uchováváme jen typ karty (například Visa), poslední čtyři číslice a zemi vydání.',
            '**Jednorázové kódy**, které ověřují váš e-mail nebo telefon či obnovují přístup, posíláme pouze e-mailem nebo SMS, nikdy do prohlížeče. Po krátké době vyprší, platí jen jednou a umožňují jen několik pokusů.',
            '**Odpovědi na bezpečnostní otázky** pro dvoufázové ověření ukládáme pouze jako hash.',
            '**Přihlášení** končí odhlášením a změna hesla nebo nastavení dvoufázového ověření vás odhlásí na všech ostatních zařízeních.',
            'Veškerá komunikace mezi vaším prohlížečem a obchodem je šifrovaná (HTTPS).',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies a místní úložiště',
      blocks: [
        'Nepoužíváme reklamní ani analytické cookies ani sledovací pixely, takže nemáte co odsouhlasit. Váš prohlížeč si ukládá jen to, co obchod potřebuje ke svému fungování:',
        {
          terms: [
            { term: 'Jazyk', text: 'Jazyk, který jste zvolili (en, cz, sl nebo ge), uložený pod klíčem „lang“, aby se obchod příště otevřel v něm.' },
            { term: 'Přihlašovací token', text: 'Udržuje vás přihlášené. Odstraní se při odhlášení a přestane platit, jakmile přihlášení skončí.' },
            { term: 'Košík hosta', text: 'Pokud nakupujete bez přihlášení, odkaz na váš košík, aby vydržel i znovunačtení stránky.' },
          ],
        },
        'Jde o údaje nezbytně nutné pro službu, o kterou žádáte, a podle pravidel EU k nim proto není potřeba souhlas. Kdykoli je můžete smazat v nastavení prohlížeče.',
      ],
    },
    {
      id: 'processors',
      heading: 'Kdo pro nás údaje zpracovává',
      blocks: [
        'Osobní údaje sdílíme jen se zpracovateli, kteří je pro nás zpracovávají na základě smlouvy o zpracování osobních údajů, a každému předáváme jen to, co nezbytně potřebuje:',
        {
          terms: [
            { term: 'Poskytovatel e-mailů a SMS', text: 'Doručuje e-maily k objednávkám, jednorázové kódy a, pokud jste se přihlásili, newsletter.' },
            {
              term: 'Platební brána',
              text: 'Zpracovává platby kartou a dobíjení peněženky. Údaje z karty dostává přímo a spolu s vaší bankou rozhoduje o schválení platby.',
            },
            { term: 'Poskytovatel hostingu', text: 'Provozuje servery a databázi obchodu v datových centrech na území EU.' },
            { term: 'Dopravci', text: 'Dostávají vaše jméno, doručovací adresu a telefonní číslo, aby vám mohli doručit zásilku.' },
          ],
        },
        'Pokud se přihlašujete přes Google nebo Facebook, jsou tyto společnosti za svou část samostatnými správci a platí jejich vlastní zásady ochrany soukromí. Pokud některý zpracovatel zpracovává údaje mimo Evropský hospodářský prostor, opíráme se o rozhodnutí Evropské komise o odpovídající ochraně nebo o standardní smluvní doložky.',
      ],
    },
    {
      id: 'retention',
      heading: 'Jak dlouho údaje uchováváme',
      blocks: [
        {
          terms: [
            { term: 'Účet', text: 'Po dobu existence vašeho účtu. Když ho zrušíte, do 30 dnů vymažeme váš profil, adresy a seznam přání.' },
            { term: 'Objednávky a faktury', text: 'Sedm let od konce roku nákupu, jak vyžaduje rakouské daňové právo – po zrušení účtu už jen pro tento účel.' },
            { term: 'Jednorázové kódy', text: 'Dokud nejsou použity nebo nevyprší; poté je smažeme.' },
            { term: 'Recenze', text: 'Dokud je nesmažete nebo nezrušíte účet.' },
            { term: 'Newsletter', text: 'Dokud se z odběru neodhlásíte.' },
            { term: 'Zprávy a reklamace', text: 'Až tři roky po uzavření věci, po dobu obecné promlčecí lhůty.' },
            { term: 'Serverové záznamy', text: '30 dnů.' },
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Vaše práva',
      blocks: [
        'Podle GDPR máte právo na:',
        {
          list: [
            '**Přístup** – získat kopii osobních údajů, které o vás vedeme.',
            '**Opravu** – nechat opravit nepřesné údaje; většinu z nich můžete sami změnit ve [svém účtu](/youraccount).',
            '**Výmaz** – nechat své údaje vymazat, pokud nás zákon nezavazuje je uchovat (například faktury).',
            '**Omezení zpracování** – po dobu, kdy se řeší otázka, která se ho týká.',
            '**Přenositelnost** – dostat údaje, které jste nám poskytli, v běžném strojově čitelném formátu, nebo je nechat předat jinému správci.',
            '**Námitku** – proti zpracování založenému na našem oprávněném zájmu; proti zasílání newsletteru můžete vznést námitku kdykoli a bez udání důvodu.',
            '**Odvolání souhlasu** – kdykoli, aniž by to ovlivnilo zpracování před odvoláním.',
          ],
        },
        `Chcete-li některé z těchto práv uplatnit, napište na ${privacyMail}. Odpovíme do jednoho měsíce a můžeme vás nejdřív požádat o ověření totožnosti, aby vaše údaje nezískal nikdo jiný.`,
      ],
    },
    {
      id: 'contact-and-complaints',
      heading: 'Kontakt a stížnosti',
      blocks: [
        `Dotazy k vašim údajům: ${privacyMail} nebo poštou na adresu ${address}.`,
        'Pokud se domníváte, že s vašimi údaji nakládáme protiprávně, můžete podat stížnost u dozorového úřadu – v Rakousku u Datenschutzbehörde ([dsb.gv.at](https://www.dsb.gv.at)), v Česku u Úřadu pro ochranu osobních údajů, případně u úřadu v zemi EU, kde žijete nebo pracujete.',
        'Tyto zásady aktualizujeme, když se změní náš obchod nebo právní předpisy. Datum nahoře ukazuje platnou verzi a o důležitých změnách informujeme majitele účtů e-mailem.',
      ],
    },
  ],
  related: [
    { to: '/t&c', label: 'Obchodní podmínky', text: 'Pravidla nákupu, placení a recenzí v našem obchodě.' },
    { to: '/faq', label: 'Časté dotazy', text: 'Dvoufázové ověření a zabezpečení účtu ve stručných odpovědích.' },
  ],
}
