import type { FaqText } from '../../content-types'

export const cz: FaqText = {
  title: 'Časté dotazy',
  intro: 'Stručné odpovědi na otázky, které slýcháme nejčastěji. Pokud tu ta vaše chybí, napište nám – odpoví vám člověk.',
  groups: [
    {
      id: 'orders-and-delivery',
      heading: 'Objednávky a doprava',
      items: [
        {
          id: 'delivery-time',
          question: 'Jak rychle mi objednávka dorazí?',
          answer: [
            'Objednávky balíme ručně, obvykle do jednoho až dvou pracovních dnů od jejich potvrzení. Doručení v rámci EU pak trvá obvykle další dva až pět pracovních dnů. Cenu dopravy na vaši adresu uvidíte v košíku ještě před zaplacením.',
          ],
        },
        {
          id: 'track-order',
          question: 'Jak zjistím, kde je moje objednávka?',
          answer: [
            'Otevřete [sledování objednávky](/trackorder) nebo [své objednávky](/orderhistory). Každá objednávka má časovou osu se všemi kroky – potvrzení, vychystání, předání dopravci, odeslání, doručování, doručení – a při každé změně vám pošleme e-mail.',
          ],
        },
        {
          id: 'guest-checkout',
          question: 'Potřebuji k objednávce účet?',
          answer: [
            'Ne. Nakoupit můžete i bez registrace, stačí e-mail a doručovací adresa. S účtem navíc získáte historii objednávek, seznam přání, peněženku a rychlejší objednání, a košík, který jste naplnili bez přihlášení, vám po přihlášení zůstane.',
          ],
        },
      ],
    },
    {
      id: 'payment',
      heading: 'Platba, kupóny a dárkové karty',
      items: [
        {
          id: 'payment-methods',
          question: 'Jak mohu zaplatit?',
          answer: [
            {
              list: [
                '**Kartou** – platbu zpracovává náš platební partner; celé číslo vaší karty nikdy nevidíme ani neukládáme.',
                '**Z peněženky** – váš zůstatek u nás z dobití, vrácených peněz a dárkových karet. V jedné objednávce ho můžete zkombinovat s kartou.',
                '**Dárkovou kartou** – zadejte její kód v pokladně a zaplaťte objednávku v měně karty, nebo ji uplatněte do peněženky na [stránce pro uplatnění](/redeem).',
                '**Na dobírku** – zaplatíte kurýrovi při převzetí balíku (u objednávek do 7 500 Kč, 300 € nebo 300 US$).',
              ],
            },
          ],
        },
        {
          id: 'currency-and-vat',
          question: 'V jaké měně platím a je v ceně DPH?',
          answer: ['Rozhoduje země, do které zboží posíláme. V Česku platíte v korunách, ve zbytku EU v eurech, v obou případech včetně DPH země doručení; mimo EU platíte v amerických dolarech bez DPH. Doprava se připočítá v košíku a pokladna vám před objednáním vždy ukáže celkovou cenu včetně DPH a dopravy. Podrobnosti vysvětlují naše [obchodní podmínky](/t&c#prices).'],
        },
        {
          id: 'coupons',
          question: 'Jak fungují slevové kupóny?',
          answer: [
            'Kód zadejte v košíku nebo v pokladně a slevu uvidíte ještě před zaplacením. Kódy, které teď můžete použít, najdete v sekci [vaše kupóny](/coupan); kupón může mít minimální hodnotu objednávky, datum platnosti a omezený počet použití.',
            {
              list: [
                '**GET15** vám v české, slovinské a německé verzi obchodu dá slevu 15 %, v anglické verzi slevu 15 v měně objednávky (15 US$, 15 € nebo 379 Kč). Objednávka si pamatuje jazyk, ve kterém byla vytvořena.',
                '**Kód z newsletteru** – když se [přihlásíte k odběru newsletteru](/emailsignup), dostanete osobní jednorázový kód na slevu 5 %. Můžete ho zkombinovat s jedním dalším kupónem.',
              ],
            },
          ],
        },
        {
          id: 'wallet',
          question: 'Co je peněženka a k čemu ji mohu použít?',
          answer: [
            'Peněženka je zůstatek ve vašem účtu, vedený v jedné měně. Dobít ji můžete kartou na [stránce peněženky](/wallet) a připisují se do ní i vrácené peníze a uplatněné dárkové karty. Zaplatíte z ní jakoukoli objednávku v její měně, samostatně nebo spolu s kartou.',
            { note: 'Zůstatek v peněžence nelze vybrat na bankovní účet ani za něj koupit dárkové karty a peněženku nelze dobít kartou vydanou v zahraničí: dobít ji lze jen kartou vydanou v EU, na Islandu, v Lichtenštejnsku nebo Norsku.' },
          ],
        },
        {
          id: 'gift-cards',
          question: 'Jak fungují dárkové karty?',
          answer: [
            '[Dárkovou kartu koupíte](/giftcart) platební kartou, v měně země, pro kterou nakupujete: zvolte částku, zadejte e-mail obdarovaného a případně připište vzkaz. Obdarovanému pošleme e-mailem jedinečný kód. Může jím v pokladně platit objednávky ve stejné měně, nebo ho jednou uplatnit do své peněženky na [stránce pro uplatnění](/redeem).',
          ],
        },
      ],
    },
    {
      id: 'returns-and-cancellation',
      heading: 'Odstoupení a zrušení',
      items: [
        {
          id: 'cancel-order',
          question: 'Mohu objednávku zrušit?',
          answer: [
            'Ano, dokud není odeslána. Nová objednávka se zruší okamžitě. Od potvrzení až do předání dopravci pošlete žádost o zrušení, kterou náš tým přijme, nebo zamítne. Odeslanou objednávku už zrušit nelze. Podrobnosti najdete v [podmínkách zrušení objednávky](/cancelpolicy).',
          ],
        },
        {
          id: 'return-product',
          question: 'Mohu výrobky poslat zpět?',
          answer: [
            'Ano. Do 14 dnů od doručení můžete bez udání důvodu odstoupit od celé objednávky nebo jen od některých výrobků: na stránce objednávky ve [svých objednávkách](/orderhistory), nebo pokud jste nakupovali jako host, ve [sledování objednávky](/trackorder). Z hygienických důvodů nelze vrátit zapečetěnou kosmetiku, jejíž pečeť jste po doručení porušili – pokud není vadná. Vše vysvětluje [poučení o odstoupení od smlouvy](/returnpolicy) se vzorovým formulářem.',
          ],
        },
        {
          id: 'refund-time',
          question: 'Kdy dostanu peníze zpět?',
          answer: [
            'Stejnou cestou, jakou jste platili, nejpozději do 14 dnů od odstoupení – můžeme počkat, až se výrobky vrátí k nám. Zrušenou objednávku vracíme hned. Peníze do peněženky nebo na dárkovou kartu dorazí ve chvíli, kdy odstoupení přijmeme; na kartu je pošleme hned a vaše banka je obvykle zobrazí do 5 až 10 pracovních dnů. Část zaplacenou kartou si můžete nechat připsat do peněženky.',
          ],
        },
      ],
    },
    {
      id: 'products-and-ingredients',
      heading: 'Výrobky a složení',
      items: [
        {
          id: 'inci',
          question: 'Co je složení INCI?',
          answer: [
            'INCI (International Nomenclature of Cosmetic Ingredients) je jednotný způsob, jakým se v celé EU na kosmetice uvádějí názvy složek. Složky jsou seřazeny sestupně podle množství; ty pod 1 % mohou následovat v libovolném pořadí. Na stránce každého výrobku najdete úplné složení INCI – nikdy ho nezkracujeme.',
          ],
        },
        {
          id: 'allergens',
          question: 'Jak poznám, jestli výrobek obsahuje alergeny?',
          answer: [
            'Podívejte se na alergeny na stránce výrobku. Právo EU vyžaduje, aby se vonné alergeny, jako je linalool, limonene nebo geraniol, uváděly nad malou prahovou hodnotou, a my je vypisujeme zvlášť, abyste je viděli na první pohled. Tyto látky obsahují i přírodní éterické oleje. Pokud reagujete na konkrétní složku, projděte si i celé složení INCI.',
          ],
        },
        {
          id: 'pao',
          question: 'Co znamená symbol otevřeného kelímku s „12M“?',
          answer: [
            'Je to symbol doby použitelnosti po otevření (PAO): kolik měsíců výrobek vydrží od otevření – 12M znamená dvanáct měsíců. Neotevřené výrobky vydrží déle. Přírodní kosmetika často obsahuje méně konzervantů, proto se vyplatí poznamenat si den, kdy jste výrobek otevřeli.',
          ],
        },
        {
          id: 'patch-test',
          question: 'Mám si udělat test snášenlivosti?',
          answer: [
            'U nového výrobku, a zvlášť máte-li citlivou pleť, ano. Naneste malé množství na vnitřní stranu předloktí nebo za ucho a nechte 48 hodin působit. Pokud se objeví zarudnutí, svědění nebo otok, přípravek smyjte a nepoužívejte ho. Přírodní neznamená bez alergenů.',
          ],
        },
      ],
    },
    {
      id: 'account-and-security',
      heading: 'Účet a zabezpečení',
      items: [
        {
          id: 'two-factor',
          question: 'Jak zapnu dvoufázové ověření?',
          answer: [
            {
              steps: [
                'Ve svém účtu otevřete [dvoufázové ověření](/twofactorauthentication).',
                'Naskenujte QR kód ověřovací aplikací, například Google Authenticator, Microsoft Authenticator nebo Aegis, a zadejte šestimístný kód, který zobrazí.',
                'Vyberte tři bezpečnostní otázky a odpovězte na ně. Odpovědi ukládáme pouze jako kryptografický otisk (hash).',
              ],
            },
            'Od té chvíle budete při přihlášení kromě hesla zadávat i kód z aplikace.',
          ],
        },
        {
          id: 'lost-phone',
          question: 'Ztratil se mi telefon s ověřovací aplikací. Co teď?',
          answer: [
            'Při přihlášení zvolte možnost obnovení. Odpovězte na své tři bezpečnostní otázky a potvrďte kód, který pošleme na váš ověřený e-mail; poté si dvoufázové ověření nastavte znovu v novém telefonu. Pokud si odpovědi nepamatujete, [napište nám](/contactus) ze svého ověřeného e-mailu.',
          ],
        },
      ],
    },
  ],
  contact: {
    heading: 'Nenašli jste odpověď?',
    text: 'Napište nám a někdo z našeho týmu vám odpoví, obvykle do jednoho pracovního dne.',
    to: '/contactus',
    label: 'Kontaktujte nás',
  },
}
