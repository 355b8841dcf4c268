import type { PageText } from '../content-types'
import { SHOP } from '../shop-identity'

const mail = `[${SHOP.email}](mailto:${SHOP.email})`

export const cz: PageText = {
  title: 'Obchodní podmínky',
  intro:
    'Pravidla nakupování u nás: jak vzniká kupní smlouva, jak fungují ceny, kupóny, dárkové karty a peněženka a za co kdo z nás odpovídá. Napsali jsme je tak stručně a srozumitelně, jak to zákon dovoluje.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Kdo jsme',
      blocks: [
        `Obchod provozuje společnost **${SHOP.company}**, ${SHOP.street}, ${SHOP.city}, ${SHOP.country.cz}, zapsaná v obchodním rejstříku pod číslem ${SHOP.register}, DIČ ${SHOP.vat}. Spojit se s námi můžete přes [kontaktní formulář](/contactus), e-mailem na ${mail} nebo telefonicky na čísle ${SHOP.phone}.`,
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
      heading: 'Ceny a měna',
      blocks: [
        'Všechny ceny jsou v amerických dolarech (USD) a zahrnují DPH. Cenu dopravy uvidíte v košíku před zaplacením. Pokud je vaše karta vedena v jiné měně, přepočítá částku vaše banka, která si za to může účtovat vlastní poplatek.',
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
            '**GET15** dává v české, slovinské a německé verzi obchodu slevu 15 % a v anglické verzi slevu 15 $. Objednávka si ponechává jazyk, ve kterém byla vytvořena, a s ním i slevu.',
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
            'Dárkové karty se kupují platební kartou. Zvolíte částku, e-mail obdarovaného a případně vzkaz; obdarovanému pošleme e-mailem jedinečný kód.',
            'Kód může jednou uplatnit přihlášený zákazník na [stránce pro uplatnění](/redeem). Jeho hodnota se pak připíše do peněženky tohoto zákazníka.',
            'Kód chraňte jako hotovost: jeho hodnotu získá ten, kdo ho uplatní jako první.',
          ],
        },
        { subheading: 'Peněženka' },
        {
          list: [
            'Peněženka je zůstatek ve vašem účtu, tvořený záznamy o každém dobití, platbě a vrácení peněz. Nikdy neklesne pod nulu.',
            'Dobít ji můžete platební kartou o libovolnou částku a zaplatit z ní objednávku zcela nebo zčásti; zbytek lze doplatit kartou.',
            'Zůstatek v peněžence **nelze vybrat** na bankovní účet a **nelze za něj koupit dárkové karty**.',
            '**Kartou vydanou v zahraničí peněženku dobít nelze:** k dobití přijímáme jen karty vydané v Rakousku, kde sídlí naše společnost.',
            'Peníze za zrušené nebo vrácené objednávky vracíme do peněženky, nebo zpět na kartu, podle vaší volby.',
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
            'Vložíte výrobky do košíku, zvolíte dopravu a platbu a vše zkontrolujete v rekapitulaci objednávky.',
            'Odesláním objednávky činíte závazný návrh na koupi těchto výrobků. Jeho doručení vám hned potvrdíme e-mailem; tento e-mail však ještě neznamená, že váš návrh přijímáme.',
            'Smlouva je uzavřena, jakmile objednávku potvrdíme (stav **Potvrzeno**), o čemž vás také informujeme e-mailem. Pokud objednávku přijmout nemůžeme – například kvůli zjevné chybě v ceně –, dáme vám vědět a vše, co jste zaplatili, vám vrátíme v plné výši.',
          ],
        },
        'Vaše objednávka i podmínky, které pro ni platily, zůstávají k dispozici ve [vašich objednávkách](/orderhistory). Jazykem smlouvy je jazyk verze obchodu, ve které jste objednávali.',
      ],
    },
    {
      id: 'payment',
      heading: 'Platba',
      blocks: [
        'Platit můžete kartou, z peněženky (včetně uplatněných dárkových karet), kombinací peněženky a karty nebo na dobírku. Platby kartou zpracovává naše platební brána; číslo vaší karty nikdy neukládáme. Karta je zatížena při odeslání objednávky, a pokud je objednávka zrušena nebo nepřijata, peníze vám vrátíme.',
        'Při platbě na dobírku zaplatíte kurýrovi při převzetí balíku. Dobírku můžeme u objednávky odmítnout, pokud dříve opakovaně nebyly zásilky převzaty.',
      ],
    },
    {
      id: 'delivery',
      heading: 'Doprava',
      blocks: [
        'Doručujeme na adresy, které nabízíme v pokladně. Objednávky obvykle zabalíme do jednoho až dvou pracovních dnů od potvrzení; dodací lhůty a ceny dopravy vidíte před objednáním a každý krok můžete sledovat ve [sledování objednávky](/trackorder). Nebezpečí ztráty nebo poškození přechází na vás převzetím zásilky.',
        'Zásilku prosím při převzetí zkontrolujte. Je-li poškozená, řekněte to pokud možno kurýrovi a [podejte reklamaci](/complain) – vaše zákonná práva zůstávají zachována v každém případě.',
      ],
    },
    {
      id: 'cancellation-and-returns',
      heading: 'Zrušení, vrácení a odstoupení od smlouvy',
      blocks: [
        'Jako spotřebitel v EU můžete od smlouvy odstoupit do 14 dnů od doručení bez udání důvodu. Jak to v našem obchodě funguje, včetně výjimky pro kosmetiku, která byla po doručení rozpečetěna a z důvodu ochrany zdraví a hygieny ji nelze vrátit, popisují [podmínky vrácení zboží](/returnpolicy). Před odesláním můžete objednávku zrušit podle [podmínek zrušení objednávky](/cancelpolicy). Obě pravidla jsou součástí těchto podmínek.',
      ],
    },
    {
      id: 'faulty-products',
      heading: 'Vadné výrobky',
      blocks: [
        'Máte zákonná práva z vadného plnění: pokud je výrobek při doručení vadný, vyměníme ho nebo vám vrátíme peníze, a u vady, která se projeví do jednoho roku od doručení, se má za to, že existovala již při doručení. Vadu nahlaste [reklamací](/complain) k objednávce.',
        'Dodržujte prosím dobu použitelnosti po otevření a případné datum minimální trvanlivosti uvedené u každého výrobku; výrobek, který se po těchto lhůtách změní, není vadný.',
      ],
    },
    {
      id: 'reviews',
      heading: 'Recenze',
      blocks: [
        {
          list: [
            'Výrobek mohou hodnotit jen zákazníci, kteří si ho koupili, a to jednou; každá recenze je označena jako ověřený nákup.',
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
        'Tyto podmínky se řídí rakouským právem s vyloučením Úmluvy OSN o smlouvách o mezinárodní koupi zboží. Pokud jste spotřebitel s bydlištěm v jiné zemi EU, zůstává vám ochrana, kterou poskytují kogentní předpisy na ochranu spotřebitele této země, a můžete se obrátit na její soudy.',
        'Pokud se něco pokazí, [napište nám](/contactus) prosím nejdřív – mnohem raději to vyřešíme společně. Obrátit se můžete také na subjekt mimosoudního řešení spotřebitelských sporů; v Rakousku je to Internet Ombudsstelle ([ombudsstelle.at](https://www.ombudsstelle.at)), v Česku Česká obchodní inspekce.',
      ],
    },
    {
      id: 'changes',
      heading: 'Změny těchto podmínek',
      blocks: [
        'Tyto podmínky můžeme pro budoucí objednávky změnit, například při změně právních předpisů nebo našich služeb. Každá objednávka se řídí podmínkami platnými v okamžiku jejího odeslání a o důležitých změnách informujeme majitele účtů e-mailem ještě předtím, než nabudou účinnosti.',
      ],
    },
  ],
  related: [
    { to: '/privacy&policy', label: 'Ochrana osobních údajů', text: 'Co zpracováváme, proč a jak to chráníme.' },
    { to: '/returnpolicy', label: 'Vrácení zboží', text: 'Čtrnáct dní na rozmyšlenou u neotevřených výrobků.' },
  ],
}
