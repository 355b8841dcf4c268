import type { PageText } from '../content-types'

export const cz: PageText = {
  title: 'Zrušení objednávky',
  intro:
    'Rozmysleli jste si to po odeslání objednávky? Jak snadno ji zrušíte, záleží na tom, jak daleko už je na cestě. Tady přesně popisujeme, co platí v jednotlivých krocích.',
  sections: [
    {
      id: 'at-a-glance',
      heading: 'Přehled',
      blocks: [
        {
          stages: [
            { label: 'Nová objednávka', text: 'Zrušíte ji sami – objednávka se zruší hned, jak to potvrdíte.', tone: 'yes' },
            { label: 'Potvrzeno', text: 'Pošlete žádost o zrušení; náš tým ji přijme, nebo zamítne.', tone: 'ask' },
            { label: 'Vychystává se', text: 'Pošlete žádost o zrušení; náš tým ji přijme, nebo zamítne.', tone: 'ask' },
            { label: 'Převzato dopravcem', text: 'Poslední chvíle pro žádost o zrušení.', tone: 'ask' },
            { label: 'Odesláno', text: 'Zrušení už není možné.', tone: 'no' },
            { label: 'Doručuje se', text: 'Zrušení už není možné.', tone: 'no' },
            { label: 'Doručeno', text: 'Zrušení není možné – místo toho můžete odstoupit od smlouvy podle [poučení o odstoupení](/returnpolicy).', tone: 'no' },
          ],
        },
      ],
    },
    {
      id: 'how-to-cancel',
      heading: 'Jak objednávku zrušit',
      blocks: [
        {
          steps: [
            'Otevřete [své objednávky](/orderhistory) a vyberte objednávku, kterou chcete zrušit.',
            'Zvolte **Zrušit objednávku**.',
            'Vyberte, kam vám máme vrátit peníze: do vaší peněženky, nebo zpět na kartu, kterou jste platili.',
            'Potvrďte. Výsledek uvidíte hned a pošleme vám e-mail.',
          ],
        },
        'Nakupovali jste bez registrace? [Napište nám](/contactus) číslo objednávky a e-mailovou adresu, kterou jste uvedli, a objednávku za vás zrušíme podle stejných pravidel.',
      ],
    },
    {
      id: 'new-orders',
      heading: 'Nové objednávky: zrušení hned',
      blocks: [
        'Dokud má vaše objednávka stav **Nová objednávka**, ještě jsme na ní nezačali pracovat, takže zrušení platí okamžitě. Objednávka přejde do stavu **Zrušeno**, výrobky se vrátí na sklad pro další zákazníky a peníze jsou na cestě zpět k vám.',
      ],
    },
    {
      id: 'cancellation-requests',
      heading: 'Od potvrzení po předání dopravci: žádost',
      blocks: [
        'Jakmile objednávku potvrdíme, začneme ji připravovat: výrobky vychystáme z regálů, zabalíme a předáme dopravci. Od stavu **Potvrzeno** až po **Převzato dopravcem** se ze zrušení stává žádost. Objednávka má stav **Žádost o zrušení** a o žádosti rozhodne někdo z našeho týmu, obvykle do jednoho pracovního dne.',
        {
          list: [
            '**Přijato:** objednávka se zruší, výrobky se vrátí na sklad a peníze vám vrátíme.',
            '**Zamítnuto:** objednávka má stav **Zrušení zamítnuto** a pokračuje na cestě k vám. Žádost zamítneme jen tehdy, když už zásilku nelze zastavit.',
          ],
        },
        'V obou případech vám dáme vědět e-mailem a každý krok uvidíte na časové ose objednávky ve [sledování objednávky](/trackorder).',
      ],
    },
    {
      id: 'after-shipping',
      heading: 'Po odeslání',
      blocks: [
        {
          note: 'Jakmile je objednávka **odeslána**, už ji zrušit nelze. Rozmyslet si to ale můžete i potom: od celé objednávky nebo jen od některých výrobků můžete odstoupit do 14 dnů od doručení podle [poučení o odstoupení od smlouvy](/returnpolicy).',
        },
      ],
    },
    {
      id: 'refunds',
      heading: 'Vrácení peněz',
      blocks: [
        'Když zrušení proběhne, vrátíme vám celou cenu objednávky včetně dopravy, stejnou cestou, jakou jste platili. U části zaplacené kartou si vyberete, kam peníze půjdou:',
        {
          terms: [
            {
              term: 'Vaše peněženka',
              text: 'Peníze připíšeme ve chvíli zrušení objednávky a můžete je hned použít na další nákup (jen u karet vydaných v EU nebo EHP). Zůstatek v peněžence nelze vybrat na bankovní účet ani za něj koupit dárkovou kartu.',
            },
            {
              term: 'Vaše karta',
              text: 'Peníze okamžitě pošleme zpět na kartu, kterou jste platili; podle vaší banky se na výpisu objeví do 5 až 10 pracovních dnů.',
            },
          ],
        },
        'Co jste zaplatili z peněženky, se vždy vrací do peněženky, a co dárkovou kartou, vrací se na dárkovou kartu. Objednávka na dobírku ještě nebyla zaplacena, takže není co vracet.',
      ],
    },
  ],
  related: [
    { to: '/returnpolicy', label: 'Odstoupení od smlouvy', text: 'Už doručeno? Odstoupit můžete do 14 dnů, i bez formuláře.' },
    { to: '/orderhistory', label: 'Vaše objednávky', text: 'Podívejte se, kde je každá objednávka, a zrušte ji přímo tam.' },
  ],
}
