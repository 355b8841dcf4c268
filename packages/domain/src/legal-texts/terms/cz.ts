import type { PageText } from '../content-types'

export const cz: PageText = {
  title: 'Obchodní podmínky',
  intro:
    'Pravidla nakupování u nás: jak vzniká kupní smlouva, jak fungují ceny, kupóny, dárkové karty a peněženka a za co kdo z nás odpovídá. Napsali jsme je tak stručně a srozumitelně, jak to zákon dovoluje.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Kdo jsme',
      blocks: [
        'Obchod Lumen & Leaf provozuje společnost **{seller.name}**, {seller.address}, IČO {seller.registration}, DIČ {seller.vat} (viz [údaje o prodávajícím](/imprint)). Spojit se s námi můžete přes [kontaktní formulář](/contactus), e-mailem na [{seller.email}](mailto:{seller.email}) nebo telefonicky na čísle {seller.phone}.',
        'Tyto podmínky platí pro každou objednávku v našem obchodě, v kterékoli z jeho čtyř jazykových verzí. Pokud vám jako spotřebiteli poskytuje právo vaší země vyšší ochranu, platí tato ochrana.',
      ],
    },
    {
      id: 'your-account',
      heading: 'Váš účet',
      blocks: [
        {
          list: [
            'Nakupovat můžete jako host, založit si účet s e-mailovou adresou nebo telefonním číslem, nebo se přihlásit přes Google či Facebook. Musí vám být alespoň 18 let, nebo objednávejte se souhlasem rodiče či zákonného zástupce.',
            'Než je účet hotový, ověříme vaši e-mailovou adresu nebo telefonní číslo jednorázovým kódem.',
            'Udržujte své údaje aktuální a heslo si nechte pro sebe. Doporučujeme zapnout [dvoufázové ověření](/twofactorauthentication).',
            'Účet, který slouží k podvodům, zneužívání kupónů nebo útokům na obchod, můžeme zablokovat; důvod vám sdělíme, pokud nám to zákon nezakazuje.',
            'Účet můžete kdykoli zrušit; co se pak stane s vašimi údaji, vysvětlují [zásady ochrany osobních údajů](/privacy&policy).',
          ],
        },
      ],
    },
    {
      id: 'prices',
      heading: 'Ceny, měny a DPH',
      blocks: [
        'Měnu a daně vaší objednávky určuje země, do které zboží posíláme. Dokud nezadáte adresu, rozhoduje volba „Doručit do“ v horní části obchodu; v pokladně pak vaše doručovací adresa.',
        {
          list: [
            '**Česko:** ceny v českých korunách (CZK) včetně české DPH.',
            '**Slovinsko, Německo, Rakousko a ostatní země EU:** ceny v eurech (EUR) včetně DPH země, do které zboží posíláme.',
            '**Mimo EU:** ceny v amerických dolarech (USD) bez DPH. V zemi určení mohou vzniknout dovozní cla a daně, které platí příjemce.',
          ],
        },
        'Cena dopravy se připočítává a uvidíte ji v košíku. Před objednáním vidíte celkovou cenu včetně DPH a dopravy; pokud změna doručovací adresy převede objednávku do jiné měny, pokladna vám ukáže novou celkovou cenu a požádá vás o její potvrzení. Pokud je vaše karta vedena v jiné měně, přepočítá částku vaše banka, která si za to může účtovat vlastní poplatek.',
        'Ceny pečlivě kontrolujeme. Pokud by se přesto objevila zjevná chyba v ceně, dáme vám vědět ještě před potvrzením objednávky a vy se rozhodnete, zda nakoupíte za správnou cenu, nebo objednávku zrušíte s vrácením celé částky.',
      ],
    },
    {
      id: 'coupons',
      heading: 'Kupóny',
      blocks: [
        {
          list: [
            'Kupón snižuje cenu objednávky o pevnou částku nebo o procento. Může vyžadovat minimální hodnotu objednávky, mít datum platnosti a omezený počet použití celkem i na jednoho zákazníka. Podmínky uvidíte v sekci [vaše kupóny](/coupan).',
            '**GET15** dává v české, slovinské a německé verzi obchodu slevu 15 %. V anglické verzi dává slevu 15 v měně objednávky: 15 US$, 15 € nebo 379 Kč. Objednávka si ponechává jazyk, ve kterém byla vytvořena, a s ním i slevu.',
            'Přihlášením k odběru newsletteru získáte osobní jednorázový kód na slevu 5 %, který lze zkombinovat s jedním dalším kupónem. Jinak lze na objednávku uplatnit jeden kupón.',
            'Kupóny nemají peněžní hodnotu a nelze je vyměnit za peníze ani za zůstatek v peněžence.',
          ],
        },
      ],
    },
    {
      id: 'gift-cards-and-wallet',
      heading: 'Dárkové karty a peněženka',
      blocks: [
        { subheading: 'Dárkové karty' },
        {
          list: [
            'Dárkové karty se kupují platební kartou, v měně země, pro kterou nakupujete. Zvolíte částku, e-mail obdarovaného a případně vzkaz; obdarovanému pošleme e-mailem jedinečný kód. Dárková karta si svou měnu ponechává.',
            'Kódem lze v pokladně zaplatit objednávky ve stejné měně – co objednávka nevyčerpá, zůstává na kartě –, nebo ho lze jednou uplatnit na [stránce pro uplatnění](/redeem): zbývající hodnota se pak připíše do peněženky přihlášeného zákazníka, pokud je peněženka ve stejné měně nebo prázdná.',
            'Kód chraňte jako hotovost: jeho hodnotu získá ten, kdo ho použije jako první.',
          ],
        },
        { subheading: 'Peněženka' },
        {
          list: [
            'Peněženka je zůstatek ve vašem účtu, tvořený záznamy o každém dobití, platbě a vrácení peněz. Nikdy neklesne pod nulu.',
            'Peněženka je vedena v jedné měně: v měně prvního připsání. Platí objednávky v této měně, zcela nebo zčásti (zbytek kartou). Peníze v jiné měně do ní nelze připsat, dokud se zůstatek nevyčerpá; nikdy je nepřepočítáváme.',
            'Dobít ji můžete platební kartou o libovolnou částku. Zůstatek v peněžence **nelze vybrat** na bankovní účet a **nelze za něj koupit dárkové karty**.',
            '**Kartou vydanou v zahraničí peněženku dobít nelze:** peněženku dobije nebo dárkovou kartu koupí jen karta vydaná v zemi EU, na Islandu, v Lichtenštejnsku nebo Norsku, a jen peníze vrácené za platbu takovou kartou mohou jít do peněženky. Kartou vydanou jinde můžete běžně platit objednávky a peníze za ně se vracejí zpět na tuto kartu.',
            'Peníze za zrušené objednávky nebo po odstoupení od smlouvy vracíme stejnou cestou, jakou jste platili; část zaplacenou kartou můžete místo toho nechat připsat do peněženky.',
          ],
        },
      ],
    },
    {
      id: 'orders',
      heading: 'Objednávka a uzavření smlouvy',
      blocks: [
        {
          steps: [
            'Vložíte výrobky do košíku, zvolíte dopravu a platbu a vše zkontrolujete v rekapitulaci objednávky: výrobky, celkovou cenu včetně DPH a dopravy a dodací lhůtu. Najdete tam také tyto podmínky, poučení o odstoupení od smlouvy a zásady ochrany osobních údajů.',
            'Stisknutím tlačítka **Objednat s povinností platby** přijímáte tyto podmínky a činíte závazný návrh na koupi těchto výrobků. Jeho doručení vám hned potvrdíme e-mailem, ke kterému přiložíme tyto podmínky v PDF a poučení o odstoupení od smlouvy se vzorovým formulářem; tento e-mail však ještě neznamená, že váš návrh přijímáme.',
            'Smlouva je uzavřena, jakmile objednávku potvrdíme (stav **Potvrzeno**), o čemž vás také informujeme e-mailem. Pokud objednávku přijmout nemůžeme – například kvůli zjevné chybě v ceně –, dáme vám vědět a vše, co jste zaplatili, vám vrátíme v plné výši.',
          ],
        },
        'Vaše objednávka i verze těchto podmínek, kterou jste s ní přijali, zůstávají k dispozici ve [vašich objednávkách](/orderhistory). Jazykem smlouvy je jazyk verze obchodu, ve které jste objednávali.',
      ],
    },
    {
      id: 'payment',
      heading: 'Platba',
      blocks: [
        'Platit můžete kartou, z peněženky, dárkovou kartou, jejich kombinací nebo na dobírku. Platby kartou zpracovává naše platební brána, s ověřením u vaší banky (3-D Secure), pokud si ho banka vyžádá; číslo vaší karty nikdy neukládáme. Karta je zatížena při odeslání objednávky, a pokud je objednávka zrušena nebo nepřijata, peníze vám vrátíme.',
        'Při platbě na dobírku zaplatíte kurýrovi při převzetí balíku. Dobírka je možná u objednávek do 7 500 Kč, 300 € nebo 300 US$.',
      ],
    },
    {
      id: 'delivery',
      heading: 'Doprava',
      blocks: [
        'Doručujeme do zemí, které nabízíme v pokladně. Objednávky obvykle zabalíme do jednoho až dvou pracovních dnů od potvrzení; dodací lhůty a ceny dopravy vidíte před objednáním a každý krok můžete sledovat ve [sledování objednávky](/trackorder). Nebezpečí ztráty nebo poškození přechází na vás převzetím zásilky.',
        'Zásilku prosím při převzetí zkontrolujte. Je-li poškozená, řekněte to pokud možno kurýrovi a [podejte reklamaci](/complain) – vaše zákonná práva zůstávají zachována v každém případě.',
      ],
    },
    {
      id: 'cancellation-and-returns',
      heading: 'Zrušení objednávky a odstoupení od smlouvy',
      blocks: [
        'Jako spotřebitel můžete od smlouvy odstoupit do 14 dnů od doručení bez udání důvodu – od celé objednávky nebo jen od některých výrobků. Můžete to udělat online funkcí pro odstoupení na stránce objednávky nebo ve [sledování objednávky](/trackorder), anebo jakýmkoli jiným jednoznačným prohlášením. [Poučení o odstoupení od smlouvy](/returnpolicy) vysvětluje lhůtu, postup, vrácení peněz, vzorový formulář i jedinou výjimku: zapečetěnou kosmetiku, jejíž pečeť byla po doručení porušena a kterou z důvodu ochrany zdraví a hygieny nelze vrátit.',
        'Před odesláním můžete objednávku zrušit podle [podmínek zrušení objednávky](/cancelpolicy). Obě pravidla jsou součástí těchto podmínek.',
      ],
    },
    {
      id: 'faulty-products',
      heading: 'Vadné výrobky',
      blocks: [
        'Máte zákonná práva z vadného plnění po dobu dvou let od doručení: pokud je výrobek vadný, opravíme ho, vyměníme nebo vám vrátíme peníze, a u vady, která se projeví do jednoho roku od doručení, se má za to, že existovala již při doručení. Vadu nahlaste [reklamací](/complain) k objednávce.',
        'Dodržujte prosím dobu použitelnosti po otevření a případné datum minimální trvanlivosti uvedené u každého výrobku; výrobek, který se po těchto lhůtách změní, není vadný.',
      ],
    },
    {
      id: 'reviews',
      heading: 'Recenze',
      blocks: [
        {
          list: [
            'Výrobek mohou hodnotit jen zákazníci, kteří si ho u nás koupili, a to jednou: každou recenzi ověřujeme podle objednávek jejího autora a je označena jako ověřený nákup.',
            'Pište o své vlastní zkušenosti s výrobkem. Vynechte osobní údaje, odkazy, reklamu, urážlivé výrazy a tvrzení, že výrobek léčí nemoc.',
            'Zveřejňujeme pochvalné i kritické recenze jako prostý text; za recenze neplatíme a neupravujeme je. Recenze, které tato pravidla porušují, odstraňujeme.',
            'Zveřejněním recenze nám bezplatně dovolujete ji v našem obchodě zobrazovat, dokud je zveřejněna. Kdykoli ji můžete smazat.',
          ],
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Odpovědnost',
      blocks: [
        'Před použitím si prosím přečtěte složení a alergeny, řiďte se návodem a u nového výrobku si udělejte test snášenlivosti. Naše texty o výrobcích slouží k informaci a nenahrazují lékařskou radu.',
        'Neomezeně odpovídáme za úmysl a hrubou nedbalost, za újmu na životě, těle nebo zdraví a podle předpisů o odpovědnosti za výrobek. Při lehké nedbalosti odpovídáme jen za porušení podstatných smluvních povinností, a to do výše škody typické a předvídatelné pro tento druh smlouvy. Vaše zákonná práva z vadného plnění tím nejsou dotčena.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Rozhodné právo a spory',
      blocks: [
        'Tyto podmínky se řídí českým právem s vyloučením Úmluvy OSN o smlouvách o mezinárodní koupi zboží. Pokud jste spotřebitel s bydlištěm v jiné zemi, zůstává vám ochrana, kterou poskytují kogentní předpisy na ochranu spotřebitele této země, a můžete se obrátit na její soudy.',
        'Pokud se něco pokazí, [napište nám](/contactus) prosím nejdřív – mnohem raději to vyřešíme společně. Jako spotřebitel se můžete obrátit také na subjekt mimosoudního řešení spotřebitelských sporů, kterým je Česká obchodní inspekce (oddělení ADR, Štěpánská 567/15, 120 00 Praha 2, [adr.coi.cz](https://adr.coi.cz)), a to do jednoho roku ode dne, kdy jste své právo u nás poprvé uplatnili. Řízení před ní se účastníme.',
      ],
    },
    {
      id: 'changes',
      heading: 'Změny těchto podmínek',
      blocks: [
        'Toto je verze **2026-11-28** našich podmínek, účinná od 28. listopadu 2026.',
        'Tyto podmínky můžeme pro budoucí objednávky změnit, například při změně právních předpisů nebo našich služeb. Každá objednávka se řídí verzí platnou v okamžiku jejího odeslání, kterou si objednávka uchovává, a o důležitých změnách informujeme majitele účtů e-mailem ještě předtím, než nabudou účinnosti.',
      ],
    },
  ],
  related: [
    { to: '/returnpolicy', label: 'Odstoupení od smlouvy', text: 'Čtrnáct dní na rozmyšlenou, se vzorovým formulářem.' },
    { to: '/imprint', label: 'Údaje o prodávajícím', text: 'Kdo prodává: společnost, adresa, registrace a kontakt.' },
  ],
}
