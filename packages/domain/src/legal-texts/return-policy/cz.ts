import type { PageText } from '../content-types'

export const cz: PageText = {
  title: 'Vrácení zboží',
  intro:
    'Něco vám nesedí? Do 14 dnů od doručení můžete výrobky vrátit. Protože prodáváme kosmetiku, platí jedno důležité hygienické pravidlo – tady najdete, jak vše funguje.',
  sections: [
    {
      id: 'at-a-glance',
      heading: 'Přehled',
      blocks: [
        {
          list: [
            '**14 dní** od doručení na podání žádosti o vrácení.',
            '**Zapečetěné, neotevřené výrobky** můžete vrátit z jakéhokoli důvodu, i když jste si to jen rozmysleli.',
            '**Otevřené výrobky** můžete vrátit jen tehdy, když jsou vadné, poškozené nebo nejsou to, co jste objednali.',
            '**Peníze** vám vrátíme do peněženky, nebo zpět na kartu – vyberete si.',
          ],
        },
      ],
    },
    {
      id: 'what-you-can-return',
      heading: 'Co můžete vrátit',
      blocks: [
        'Vrátit můžete každý výrobek, který je stále **zapečetěný a neotevřený** – s neporušenou ochrannou pečetí, fólií nebo pojistným uzávěrem –, a to do 14 dnů od doručení. Své rozhodnutí nemusíte zdůvodňovat, ale u každé žádosti vás poprosíme o krátký důvod: nám i našim výrobcům pomáhá se zlepšovat.',
        { subheading: 'Proč otevřené výrobky nelze vrátit' },
        'Krémy, séra, balzámy a oleje se dotýkají vaší pleti, vlasů a rtů. Jakmile je pečeť porušena, nikdo nemůže mít jistotu, že výrobek zůstal čistý, a s čistým svědomím bychom ho nemohli nabídnout dalšímu zákazníkovi. Proto nelze vrátit výrobky, **které byly po doručení otevřeny** – tuto výjimku umožňuje evropské spotřebitelské právo u zboží v uzavřeném obalu, které z důvodu ochrany zdraví nebo z hygienických důvodů není vhodné vracet.',
        'Na vadné výrobky se toto pravidlo nikdy nevztahuje. Pokud se výrobek rozdělil, divně voní, nefunguje pumpička, přišel rozbitý nebo prostě není to, co jste objednali, můžete ho vrátit i otevřený – viz [vadné nebo poškozené výrobky](#faulty-products).',
        { subheading: 'Sady a výrobky bez pečeti' },
        'Kombinovanou sadu můžete vrátit jako celek, dokud jsou všechny výrobky v ní zapečetěné. Výrobky, které ze své podstaty pečeť nemají, například tuhá mýdla a tuhé šampony, můžete vrátit nepoužité v původním obalu.',
      ],
    },
    {
      id: 'how-to-request',
      heading: 'Jak požádat o vrácení',
      blocks: [
        {
          steps: [
            'Otevřete [své objednávky](/orderhistory), vyberte doručenou objednávku a zvolte **Požádat o vrácení**.',
            'Napište pár slovy důvod; u vadného výrobku popište, čeho jste si všimli.',
            'Vyberte, kam vám máme vrátit peníze: do peněženky, nebo zpět na kartu, kterou jste platili.',
            'Odešlete žádost. Objednávka bude mít stav **Žádost o vrácení** a do jednoho pracovního dne vám e-mailem pošleme adresu pro vrácení a průvodní list.',
          ],
        },
        'Nakupovali jste bez registrace? [Napište nám](/contactus) číslo objednávky a vrácení zahájíme za vás.',
      ],
    },
    {
      id: 'sending-back',
      heading: 'Jak výrobky poslat zpět',
      blocks: [
        {
          list: [
            'Výrobky pečlivě zabalte, nejlépe do krabice, ve které přišly, a sklo obalte papírem.',
            'Do balíku vložte průvodní list z našeho e-mailu – nebo jen lístek s číslem objednávky.',
            'Balík pošlete na adresu z našeho e-mailu službou se sledováním zásilky a doklad si nechte, dokud vám nepřijdou peníze.',
            'Odešlete ho prosím do 14 dnů od podání žádosti.',
          ],
        },
        'Pokud je výrobek vadný, poškozený nebo není to, co jste objednali, poštovné za vrácení platíme my. V ostatních případech hradíte náklady na zpětné zaslání vy.',
      ],
    },
    {
      id: 'our-decision',
      heading: 'Naše rozhodnutí',
      blocks: [
        'Až balík dorazí, zkontrolujeme ho, obvykle do dvou pracovních dnů, a rozhodneme:',
        {
          list: [
            '**Vrácení přijato:** peníze vám vrátíme hned a výrobky, které lze znovu prodat, se vrátí na sklad.',
            '**Vrácení zamítnuto:** pokud byl výrobek otevřen a není vadný, nebo žádost přišla později než 14 dnů po doručení. Důvody vám vysvětlíme e-mailem, a pokud budete chtít, pošleme vám výrobky na naše náklady zpět.',
          ],
        },
        'Pokud je žádost zjevně mimo tyto podmínky, řekneme vám to dřív, než cokoli odešlete, abyste balík neposílali zbytečně. Každý krok uvidíte na časové ose objednávky ve [sledování objednávky](/trackorder).',
      ],
    },
    {
      id: 'refunds',
      heading: 'Vrácení peněz',
      blocks: [
        {
          terms: [
            {
              term: 'Vaše peněženka',
              text: 'Peníze připíšeme ve chvíli, kdy vrácení přijmeme, a můžete je použít na jakoukoli objednávku. Zůstatek v peněžence nelze vybrat na bankovní účet ani za něj koupit dárkovou kartu.',
            },
            {
              term: 'Vaše karta',
              text: 'Peníze pošleme zpět na kartu, kterou jste platili, hned po přijetí vrácení; podle vaší banky se na výpisu objeví do 5 až 10 pracovních dnů.',
            },
          ],
        },
        'Vracíme cenu vrácených výrobků; pokud vracíte celou objednávku, vrátíme i původní cenu standardní dopravy. Co jste zaplatili z peněženky, se vrací do peněženky. Objednávky placené na dobírku vám vrátíme do peněženky, nebo – pokud chcete – bankovním převodem.',
      ],
    },
    {
      id: 'faulty-products',
      heading: 'Vadné nebo poškozené výrobky',
      blocks: [
        'Na výrobek, který přijde poškozený nebo se ukáže jako vadný, se vztahuje dvouletá zákonná záruka, nejen těchto 14 dnů. K objednávce [podejte reklamaci](/complain) s fotografií výrobku a číslem šarže, pokud ho najdete. Výrobek vyměníme nebo vám vrátíme peníze, podle toho, čemu dáte přednost, a veškeré poštovné hradíme my.',
        'Podráždil vás nějaký výrobek? Přestaňte ho používat a dejte nám vědět prostřednictvím [reklamace](/complain). Každou reakci předáme výrobci a společně s vámi najdeme řešení.',
      ],
    },
  ],
  related: [
    { to: '/cancelpolicy', label: 'Zrušení objednávky', text: 'Ještě neodesláno? Zrušení může být rychlejší než vrácení.' },
    { to: '/faq', label: 'Časté dotazy', text: 'Vrácení peněz, peněženka a test snášenlivosti ve stručných odpovědích.' },
  ],
}
