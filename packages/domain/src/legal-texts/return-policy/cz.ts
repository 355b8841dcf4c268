import type { PageText } from '../content-types'

export const cz: PageText = {
  title: 'Odstoupení od smlouvy a vrácení zboží',
  intro:
    'Rozmysleli jste si to? Do 14 dnů od doručení můžete od nákupu odstoupit bez udání důvodu – od celé objednávky nebo jen od některých výrobků. Protože prodáváme kosmetiku, platí jedno hygienické pravidlo. Tady najdete, jak vše funguje.',
  sections: [
    {
      id: 'at-a-glance',
      heading: 'Přehled',
      blocks: [
        {
          list: [
            '**14 dnů** od doručení na odstoupení, bez udání důvodu.',
            '**Celá objednávka nebo její část:** vyberete výrobky a kolik kusů z každého.',
            '**Online za minutu:** na stránce objednávky ve vašem účtu, nebo jako host ve [sledování objednávky](/trackorder) s číslem objednávky a e-mailem. Přijetí vám hned potvrdíme e-mailem.',
            '**Zapečetěnou kosmetiku, jejíž pečeť jste po doručení porušili,** z hygienických důvodů vrátit nelze – všechno ostatní ano.',
            '**Peníze zpět** do 14 dnů od odstoupení, stejnou cestou, jakou jste platili, s dobropisem.',
          ],
        },
      ],
    },
    {
      id: 'right-of-withdrawal',
      heading: 'Vaše právo odstoupit od smlouvy',
      blocks: [
        'Máte právo odstoupit od této smlouvy bez udání důvodu ve lhůtě 14 dnů. Lhůta pro odstoupení od smlouvy končí uplynutím 14 dnů ode dne, kdy vy nebo třetí osoba vámi určená (jiná než dopravce) převezmete zboží. Přijde-li objednávka v několika balících, běží lhůta ode dne převzetí posledního z nich.',
        'Pro uplatnění práva na odstoupení od smlouvy nás – **{seller.name}**, {seller.address}, [{seller.email}](mailto:{seller.email}), {seller.phone} – musíte o svém odstoupení od smlouvy informovat jednoznačným prohlášením. Aby byla lhůta pro odstoupení dodržena, postačuje odeslat odstoupení před jejím uplynutím.',
        {
          note: 'Odstoupení můžeme odmítnout jen ze dvou důvodů: bylo odesláno po uplynutí lhůty, nebo se týká zapečetěné kosmetiky, jejíž pečeť byla po doručení porušena ([viz níže](#sealed-cosmetics)). Každé jiné odstoupení přijmeme.',
        },
      ],
    },
    {
      id: 'how-to-withdraw',
      heading: 'Jak odstoupit',
      blocks: [
        'Nejrychleji to jde funkcí pro odstoupení v našem obchodě:',
        {
          steps: [
            'Přihlášení: otevřete doručenou objednávku ve [svých objednávkách](/orderhistory). Nakupovali jste jako host: otevřete [sledování objednávky](/trackorder) a zadejte číslo objednávky a e-mail, se kterým jste objednávali.',
            'Zvolte odstoupení, potom výrobky a počty kusů, které vracíte – nebo celou objednávku.',
            'Důvod můžete uvést, pokud chcete; nikdy není povinný.',
            'Odešlete ho. Přijetí vám hned potvrdíme e-mailem a objednávka bude mít stav **Odstoupení oznámeno**.',
          ],
        },
        'Odstoupit můžete i jakýmkoli jiným jednoznačným prohlášením, například [vzorovým formulářem](#model-form) níže, e-mailem na [{seller.email}](mailto:{seller.email}) nebo poštou na adresu {seller.name}, {seller.address}. Formulář použít nemusíte.',
      ],
    },
    {
      id: 'sealed-cosmetics',
      heading: 'Zapečetěná kosmetika a hygiena',
      blocks: [
        'Krémy, séra, balzámy a oleje se dotýkají vaší pleti, vlasů a rtů. Jakmile je pečeť – ochranná fólie, zapečetěné víčko nebo pojistný uzávěr – porušena, nikdo nemůže mít jistotu, že výrobek zůstal čistý. Proto nelze odstoupit od smlouvy o dodání zboží v uzavřeném obalu, které z důvodu ochrany zdraví nebo z hygienických důvodů není vhodné vrátit poté, co jej spotřebitel po dodání porušil.',
        'Na vadné výrobky se tato výjimka nikdy nevztahuje: na výrobek, který se rozdělil, divně voní, má rozbitou pumpičku, přišel poškozený nebo není to, co jste objednali, se vztahují vaše zákonná práva i otevřený – viz [vadné nebo poškozené výrobky](#faulty-products).',
        { subheading: 'Sady a výrobky bez pečeti' },
        'Od koupě kombinované sady můžete odstoupit, dokud jsou všechny výrobky v ní zapečetěné. Výrobky, které ze své podstaty pečeť nemají, například tuhá mýdla a tuhé šampony, můžete vrátit jako jakékoli jiné zboží; odpovídáte jen za snížení hodnoty zboží v důsledku nakládání s ním jiným způsobem, než který je nutný k obeznámení se s jeho povahou, vlastnostmi a funkčností.',
      ],
    },
    {
      id: 'sending-back',
      heading: 'Jak výrobky poslat zpět',
      blocks: [
        'Výrobky nám prosím zašlete zpět bez zbytečného odkladu, nejpozději do 14 dnů ode dne, kdy jste nám oznámili odstoupení, na adresu **{seller.name}**, {seller.address}. Lhůta je zachována, pokud výrobky odešlete před jejím uplynutím.',
        {
          list: [
            'Výrobky pečlivě zabalte, nejlépe do krabice, ve které přišly, a sklo obalte papírem.',
            'Přiložte lístek s číslem objednávky.',
            'Pošlete je službou se sledováním zásilky a doklad si nechte, dokud vám nepřijdou peníze.',
          ],
        },
        'Přímé náklady na vrácení zboží nesete vy. Je-li výrobek vadný, poškozený nebo není to, co jste objednali, zaplatíme je my.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Vrácení peněz',
      blocks: [
        'Pokud odstoupíte od smlouvy, vrátíme vám, co jste zaplatili za výrobky, od jejichž koupě odstupujete (po případné slevě), a odstoupíte-li od celé objednávky, také náklady na dodání, které jste s ní zaplatili (včetně expresního dodání), a to bez zbytečného odkladu, nejpozději do 14 dnů ode dne, kdy nám vaše odstoupení došlo. Platbu můžeme zadržet, dokud neobdržíme vrácené zboží nebo dokud neprokážete, že jste zboží odeslali zpět, podle toho, co nastane dříve.',
        {
          terms: [
            {
              term: 'Placeno kartou',
              text: 'Zpět na stejnou kartu; podle vaší banky se částka objeví na výpisu do 5 až 10 pracovních dnů. Pokud si to výslovně zvolíte, připíšeme ji místo toho hned do vaší peněženky (jen u karet vydaných v EU nebo EHP).',
            },
            {
              term: 'Placeno z peněženky nebo dárkovou kartou',
              text: 'Zpět do peněženky nebo na dárkovou kartu, jakmile odstoupení přijmeme.',
            },
            {
              term: 'Placeno na dobírku',
              text: 'Do vaší peněženky, máte-li účet, nebo bankovním převodem na účet, který nám sdělíte.',
            },
          ],
        },
        'Vrácení peněz vás nic nestojí a ke každému dostanete dobropis, který najdete u objednávky spolu s fakturou.',
      ],
    },
    {
      id: 'our-decision',
      heading: 'Co bude následovat',
      blocks: [
        'Když váš balík dorazí, zkontrolujeme ho, obvykle do dvou pracovních dnů, a odstoupení přijmeme: vrátíme vám peníze a výrobky, které lze znovu prodat, vrátíme na sklad. Každý krok se objeví v časové ose objednávky ve [sledování objednávky](/trackorder) a o každé změně vám pošleme e-mail.',
        'Pokud se na odstoupení vztahuje jeden ze dvou výše uvedených důvodů, řekneme vám ve vašem jazyce který – pokud možno dřív, než cokoli odešlete, abyste nikdy neposílali balík zbytečně.',
      ],
    },
    {
      id: 'faulty-products',
      heading: 'Vadné nebo poškozené výrobky',
      blocks: [
        'Na výrobek, který přijde poškozený nebo se ukáže jako vadný, se vztahuje dvouletá zákonná odpovědnost za vady, nejen těchto 14 dnů. [Podejte reklamaci](/complain) k objednávce, s fotografií výrobku a jeho číslem šarže, pokud ho najdete. Výrobek opravíme, vyměníme nebo vám vrátíme peníze a zaplatíme veškeré poštovné.',
        'Podráždil vám výrobek pleť? Přestaňte ho používat a dejte nám vědět [reklamací](/complain). Každou reakci předáváme výrobci a najdeme s vámi řešení.',
      ],
    },
    {
      id: 'model-form',
      heading: 'Formulář pro odstoupení',
      blocks: ['Formulář můžete přepsat do e-mailu nebo dopisu, nebo ho vytisknout. Použít ho nemusíte.', { withdrawalForm: true }],
    },
  ],
  related: [
    { to: '/cancelpolicy', label: 'Zrušení objednávky', text: 'Ještě neodesláno? Zrušení může být rychlejší než odstoupení.' },
    { to: '/t&c', label: 'Obchodní podmínky', text: 'Celá smlouva, jejíž součástí je toto poučení.' },
  ],
}
