import type { PageText } from '../../content-types'

export const cz: PageText = {
  title: 'O nás',
  intro:
    'Jsme malý obchod s přírodní kosmetikou a vede nás jednoduchá myšlenka: máte přesně vědět, co si nanášíte na pokožku a kdo to vyrobil.',
  highlights: [
    { value: '14', label: 'nezávislých výrobců' },
    { value: '4', label: 'kontinenty' },
    { value: '5', label: 'kategorií výrobků' },
    { value: '4', label: 'jazyky' },
  ],
  sections: [
    {
      id: 'our-story',
      heading: 'Náš příběh',
      blocks: [
        'Lumen & Leaf vznikl u kuchyňského stolu v Praze – s krabicí od bot plnou krémů z našich cest a sešitem plným složení. Pořád jsme nacházeli skvělé výrobky malých výrobců, které se jinde nedaly koupit, a na druhé straně etikety, které slibovaly „přírodní“, ale tajily, co je uvnitř.',
        'Postavili jsme proto obchod, ve kterém bychom sami rádi nakupovali: malý, pečlivě vybraný sortiment, každá složka na očích a za pultem lidé, kteří za vás přečtou i drobné písmo.',
      ],
    },
    {
      id: 'our-range',
      heading: 'Co u nás najdete',
      blocks: [
        'V našich regálech jsou výrobky pěti druhů:',
        {
          list: [
            '**Péče o pleť** – čisticí přípravky, tonika, séra, krémy a oleje na obličej i oční okolí.',
            '**Péče o vlasy** – jemné šampony, kondicionéry, masky a oleje na pokožku hlavy.',
            '**Péče o tělo** – mýdla, tělová másla, mléka, peelingy a deodoranty.',
            '**Ájurvéda** – tradiční receptury s bylinami, jako je neem, tulsi, ašvaganda nebo amla.',
            '**Kombinované sady** – rutiny a dárkové sady z výrobků, které spolu dobře fungují, s vlastní, příznivější cenou.',
          ],
        },
      ],
    },
    {
      id: 'our-makers',
      heading: 'Naši výrobci',
      blocks: [
        'Vše, co prodáváme, pochází od 14 nezávislých výrobců z Evropy, Asie, Afriky a Jižní Ameriky. Většinou jde o rodinné firmy nebo malé dílny a mnozí si suroviny sami pěstují nebo lisují. S každým z nich mluvíme – a kdykoli to jde, jezdíme se podívat – dřív, než se jeho výrobky dostanou do našich regálů.',
        {
          cards: [
            { title: 'Verdana Botanicals', meta: 'Slovinsko', text: 'Měsíček, levandule a heřmánek z vlastní bylinkové farmy v kopcích Goriških Brd pro jemnou každodenní péči o pleť.' },
            { title: 'Alpenrose Naturkosmetik', meta: 'Rakousko', text: 'Protěž, arnika a pěnišník z Tyrolska v klidných, výživných krémech a balzámech.' },
            { title: 'Lípa Natural', meta: 'Česko', text: 'Lipový květ, med a luční byliny z Vysočiny, s krátkým složením.' },
            { title: 'Kama Veda', meta: 'Indie', text: 'Ájurvédské oleje pomalu vařené s čerstvými bylinami v Kérale podle receptur starých přes dva tisíce let.' },
            { title: 'Shea Haven', meta: 'Ghana', text: 'Nerafinované bambucké máslo nakupované přímo od ženských družstev v severní Ghaně za ceny fair trade.' },
            { title: 'Rosehip Lab', meta: 'Chile', text: 'Olej lisovaný za studena z divokých šípků z And a Patagonie a séra, která na něm stojí.' },
          ],
        },
        'Dalších osm – od Nordic Birch z Finska po Lotus Ayur ze Srí Lanky – představujeme v [přehledu značek](/topbrand).',
      ],
    },
    {
      id: 'what-we-stand-for',
      heading: 'Na čem nám záleží',
      blocks: [
        {
          list: [
            '**Úplné složení INCI u každého výrobku.** Na stránce každého výrobku najdete kompletní seznam složek v mezinárodních názvech INCI, v pořadí, v jakém je uvádí výrobce. Žádné „tajné směsi“, žádné zkrácené seznamy.',
            '**Certifikace, které si můžete ověřit.** Uvádíme pečetě, které výrobek skutečně má – COSMOS a NATRUE pro přírodní a biokosmetiku, veganské, netestované na zvířatech a fair trade. Kde certifikát není, žádný si nevymýšlíme.',
            '**Alergeny na první pohled.** Vonné alergeny, které musí být podle evropských předpisů o kosmetice uvedeny, vypisujeme zvlášť, abyste je nemuseli hledat v dlouhém seznamu.',
            '**Doba použitelnosti po otevření.** Symbol otevřeného kelímku (například 12M) rozepisujeme slovy na stránce každého výrobku: kolik měsíců výrobek vydrží od otevření.',
            '**Poctivé recenze.** Hodnotit výrobek mohou jen ti, kdo si ho koupili, a každá recenze je označena jako ověřený nákup.',
          ],
        },
      ],
    },
    {
      id: 'packing-and-shipping',
      heading: 'Jak balíme a odesíláme',
      blocks: [
        'Každou objednávku balíme ručně ve vlastním skladu, obvykle do jednoho až dvou pracovních dnů. Sklo balíme do vlnité lepenky, krabice jsou z recyklovaného kartonu a mezery vyplňujeme papírem, nikdy plastem. Pokud výrobce už sám posílá výrobky v minimálním obalu, necháváme to tak.',
        'Každý krok – potvrzení, vychystání, předání dopravci, odeslání, doručování, doručení – můžete sledovat ve [sledování objednávky](/trackorder) a při každé změně vám pošleme e-mail.',
      ],
    },
    {
      id: 'languages',
      heading: 'Čtyři jazyky, jeden obchod',
      blocks: [
        'Celý obchod – texty výrobků, poznámky ke složení, e-maily i tyto stránky – je k dispozici anglicky, česky, slovinsky (slovenščina) a německy (Deutsch). Jazyk zvolíte v záhlaví stránky; vaše zařízení si volbu zapamatuje.',
        'Ceny jsou vždy v amerických dolarech, zapsané v číselném formátu vašeho jazyka.',
        'Máte otázku, přání nebo tip na výrobce, kterého bychom měli poznat? [Napište nám](/contactus) – odpoví vám člověk, a to ve vašem jazyce.',
      ],
    },
  ],
  related: [
    { to: '/faq', label: 'Časté dotazy', text: 'Doprava, platba, vrácení a složení ve stručných odpovědích.' },
    { to: '/returnpolicy', label: 'Vrácení zboží', text: 'Čtrnáct dní na rozmyšlenou u neotevřených výrobků.' },
  ],
}
