import type { PageText } from '../../content-types'

export const sl: PageText = {
  title: 'O nas',
  intro:
    'Smo majhna trgovina z naravno kozmetiko in vodi nas preprosta misel: natanko morate vedeti, kaj si nanašate na kožo in kdo je to izdelal.',
  highlights: [
    { value: '14', label: 'neodvisnih izdelovalcev' },
    { value: '4', label: 'celine' },
    { value: '5', label: 'kategorij izdelkov' },
    { value: '4', label: 'jeziki' },
  ],
  sections: [
    {
      id: 'our-story',
      heading: 'Naša zgodba',
      blocks: [
        'Lumen & Leaf se je rodil za kuhinjsko mizo v Pragi – s škatlo za čevlje, polno krem, ki smo jih zbrali na potovanjih, in zvezkom, polnim seznamov sestavin. Vedno znova smo odkrivali čudovite izdelke majhnih izdelovalcev, ki jih drugje skoraj ni bilo mogoče kupiti, na drugi strani pa etikete, ki so obljubljale »naravno«, a skrivale, kaj je v njih.',
        'Zato smo postavili trgovino, v kateri bi radi nakupovali tudi sami: majhen, skrbno izbran nabor izdelkov, vse sestavine na očeh in za pultom ljudje, ki namesto vas preberejo tudi drobni tisk.',
      ],
    },
    {
      id: 'our-range',
      heading: 'Kaj boste našli pri nas',
      blocks: [
        'Na naših policah so izdelki petih vrst:',
        {
          list: [
            '**Nega kože** – čistilni izdelki, toniki, serumi, kreme in olja za obraz in predel okoli oči.',
            '**Nega las** – nežni šamponi, balzami, maske in olja za lasišče.',
            '**Nega telesa** – mila, telesna masla, losjoni, pilingi in dezodoranti.',
            '**Ajurveda** – tradicionalne formule z zelišči, kot so neem, tulsi, ašvaganda in amla.',
            '**Kombinirani kompleti** – rutine in darilni kompleti iz izdelkov, ki se dobro dopolnjujejo, z lastno, ugodnejšo ceno.',
          ],
        },
      ],
    },
    {
      id: 'our-makers',
      heading: 'Naši izdelovalci',
      blocks: [
        'Vse, kar prodajamo, prihaja od 14 neodvisnih izdelovalcev iz Evrope, Azije, Afrike in Južne Amerike. Večinoma so to družinska podjetja ali majhne delavnice, mnogi pa surovine sami gojijo ali stiskajo. Z vsakim od njih se pogovorimo – in ga, kadar je le mogoče, tudi obiščemo –, preden njegovi izdelki pridejo na naše police.',
        {
          cards: [
            { title: 'Verdana Botanicals', meta: 'Slovenija', text: 'Ognjič, sivka in kamilica z lastne zeliščne kmetije v gričih Goriških brd za nežno vsakodnevno nego kože.' },
            { title: 'Alpenrose Naturkosmetik', meta: 'Avstrija', text: 'Planika, arnika in sleč s Tirolske v pomirjajočih, bogatih kremah in balzamih.' },
            { title: 'Lípa Natural', meta: 'Češka', text: 'Lipov cvet, med in travniška zelišča z višavja Vysočina, s kratkimi seznami sestavin.' },
            { title: 'Kama Veda', meta: 'Indija', text: 'Ajurvedska olja, ki jih v Kerali počasi kuhajo s svežimi zelišči po več kot dva tisoč let starih recepturah.' },
            { title: 'Shea Haven', meta: 'Gana', text: 'Nerafinirano karitejevo maslo, kupljeno neposredno od ženskih zadrug na severu Gane po cenah pravične trgovine.' },
            { title: 'Rosehip Lab', meta: 'Čile', text: 'Hladno stiskano olje divjih šipkov iz Andov in Patagonije ter serumi, ki temeljijo na njem.' },
          ],
        },
        'Preostalih osem – od Nordic Birch iz Finske do Lotus Ayur s Šrilanke – vam predstavljamo v [pregledu blagovnih znamk](/topbrand).',
      ],
    },
    {
      id: 'what-we-stand-for',
      heading: 'Za kaj se zavzemamo',
      blocks: [
        {
          list: [
            '**Popoln seznam INCI pri vsakem izdelku.** Na strani vsakega izdelka je celoten seznam sestavin z mednarodnimi imeni INCI, v vrstnem redu, ki ga navaja izdelovalec. Brez »skrivnih mešanic«, brez skrajšanih seznamov.',
            '**Certifikati, ki jih lahko preverite.** Navajamo znake, ki jih izdelek res ima – COSMOS in NATRUE za naravno in ekološko kozmetiko, veganski, brez testiranja na živalih in pravična trgovina (fair trade). Kjer izdelek certifikata nima, si ga ne izmišljujemo.',
            '**Alergeni na prvi pogled.** Dišavne alergene, ki jih je treba po evropski zakonodaji o kozmetiki navesti, izpišemo posebej, da vam jih ni treba iskati v dolgem seznamu.',
            '**Rok uporabe po odprtju.** Simbol odprte posodice (na primer 12M) na strani vsakega izdelka zapišemo z besedami: koliko mesecev je izdelek dober, potem ko ga odprete.',
            '**Poštene ocene.** Izdelek lahko oceni le, kdor ga je kupil, in vsaka ocena je označena kot preverjen nakup.',
          ],
        },
      ],
    },
    {
      id: 'packing-and-shipping',
      heading: 'Kako pakiramo in pošiljamo',
      blocks: [
        'Vsako naročilo ročno zapakiramo v lastnem skladišču, običajno v enem ali dveh delovnih dneh. Steklo zavijemo v valoviti karton, škatle so iz recikliranega kartona, praznine pa zapolnimo s papirjem, nikoli s plastiko. Če izdelovalec izdelke že pošilja v minimalni embalaži, jih tako tudi pustimo.',
        'Vsak korak – potrditev, priprava, predaja prevozniku, odprema, dostava v teku, dostavljeno – lahko spremljate v [sledenju naročila](/trackorder), ob vsaki spremembi pa vam pošljemo e-poštno sporočilo.',
      ],
    },
    {
      id: 'languages',
      heading: 'Štirje jeziki, ena trgovina',
      blocks: [
        'Celotna trgovina – opisi izdelkov, opombe o sestavinah, e-poštna sporočila in te strani – je na voljo v angleščini, češčini (čeština), slovenščini in nemščini (Deutsch). Jezik izberete v glavi strani; vaša naprava si izbiro zapomni.',
        'Cene so vedno v ameriških dolarjih, zapisane v številskem zapisu vašega jezika.',
        'Imate vprašanje, željo ali izdelovalca, ki bi ga morali spoznati? [Pišite nam](/contactus) – odgovoril vam bo človek, in to v vašem jeziku.',
      ],
    },
  ],
  related: [
    { to: '/faq', label: 'Pogosta vprašanja', text: 'Dostava, plačilo, vračila in sestavine v kratkih odgovorih.' },
    { to: '/returnpolicy', label: 'Pravila vračila', text: 'Štirinajst dni za premislek pri neodprtih izdelkih.' },
  ],
}
