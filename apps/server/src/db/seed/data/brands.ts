import type { SeedBrand } from '../types'

/** The (fictional) brands of the demo catalog. Keys are used by the product files: do not rename. */
export const BRANDS: SeedBrand[] = [
  {
    key: 'verdana',
    name: 'Verdana Botanicals',
    country: 'SI',
    description: {
      en: 'Founded in 2009 on a family herb farm in the hills of Goriška Brda, Verdana Botanicals grows its own calendula, lavender and chamomile for gentle everyday skin care. Every formula is certified natural and made in small batches in Slovenia.',
      cz: 'Značka Verdana Botanicals vznikla v roce 2009 na rodinné bylinkové farmě v kopcích Goriških Brd a sama pěstuje měsíček, levanduli a heřmánek pro jemnou každodenní péči o pleť. Každá receptura je certifikovaně přírodní a vyrábí se v malých šaržích ve Slovinsku.',
      sl: 'Verdana Botanicals je nastala leta 2009 na družinski zeliščni kmetiji v gričih Goriških brd, kjer sami gojijo ognjič, sivko in kamilico za nežno vsakodnevno nego kože. Vsaka receptura ima certifikat naravne kozmetike in nastaja v majhnih serijah v Sloveniji.',
      ge: 'Verdana Botanicals wurde 2009 auf einem familiären Kräuterhof in den Hügeln der Goriška Brda gegründet und baut Ringelblume, Lavendel und Kamille für sanfte tägliche Hautpflege selbst an. Jede Rezeptur ist als Naturkosmetik zertifiziert und wird in kleinen Chargen in Slowenien hergestellt.',
    },
  },
  {
    key: 'alpenrose',
    name: 'Alpenrose Naturkosmetik',
    country: 'AT',
    description: {
      en: 'Alpenrose Naturkosmetik captures the strength of Tyrolean mountain plants such as edelweiss, arnica and alpine rose in caring formulas. The family manufactory near Innsbruck has worked with local organic farmers for three generations.',
      cz: 'Alpenrose Naturkosmetik přenáší sílu tyrolských horských rostlin, jako je protěž, arnika a pěnišník, do pečujících receptur. Rodinná manufaktura nedaleko Innsbrucku spolupracuje s místními ekologickými zemědělci už tři generace.',
      sl: 'Alpenrose Naturkosmetik moč tirolskih gorskih rastlin, kot so planika, arnika in sleč, prenaša v negovalne recepture. Družinska manufaktura blizu Innsbrucka že tri generacije sodeluje z lokalnimi ekološkimi kmeti.',
      ge: 'Alpenrose Naturkosmetik fängt die Kraft Tiroler Bergpflanzen wie Edelweiß, Arnika und Alpenrose in pflegenden Rezepturen ein. Die Familienmanufaktur bei Innsbruck arbeitet seit drei Generationen mit Bio-Bauern aus der Region zusammen.',
    },
  },
  {
    key: 'lipa',
    name: 'Lípa Natural',
    country: 'CZ',
    description: {
      en: 'Named after the linden tree, the national tree of the Czech Republic, Lípa Natural combines linden blossom, honey and meadow herbs from the Vysočina highlands. The small Czech team formulates gentle, honest cosmetics with short ingredient lists.',
      cz: 'Lípa Natural nese jméno po lípě, národním stromu Česka, a spojuje lipový květ, med a luční byliny z Vysočiny. Malý český tým vyvíjí jemnou a poctivou kosmetiku s krátkým složením.',
      sl: 'Lípa Natural nosi ime po lipi, narodnem drevesu Češke, in združuje lipov cvet, med in travniška zelišča z višavja Vysočina. Majhna češka ekipa razvija nežno in pošteno kozmetiko s kratkimi seznami sestavin.',
      ge: 'Lípa Natural ist nach der Linde benannt, dem Nationalbaum Tschechiens, und vereint Lindenblüte, Honig und Wiesenkräuter aus dem Böhmisch-Mährischen Hochland. Das kleine tschechische Team entwickelt sanfte, ehrliche Kosmetik mit kurzen Inhaltsstofflisten.',
    },
  },
  {
    key: 'bohemia-herbs',
    name: 'Bohemia Herbs',
    country: 'CZ',
    description: {
      en: 'Bohemia Herbs revives the old Czech tradition of herbal apothecaries with Moravian lavender, hemp and chamomile. Its products are made in a solar-powered workshop in South Moravia and packed in recyclable glass and aluminium.',
      cz: 'Bohemia Herbs navazuje na starou českou tradici bylinných lékáren s moravskou levandulí, konopím a heřmánkem. Výrobky vznikají v dílně na jižní Moravě poháněné solární energií a balí se do recyklovatelného skla a hliníku.',
      sl: 'Bohemia Herbs z moravsko sivko, konopljo in kamilico oživlja staro češko tradicijo zeliščnih lekarn. Izdelki nastajajo v delavnici na južnem Moravskem, ki jo poganja sončna energija, pakirani pa so v steklo in aluminij, ki ju je mogoče reciklirati.',
      ge: 'Bohemia Herbs belebt die alte tschechische Tradition der Kräuterapotheken mit mährischem Lavendel, Hanf und Kamille neu. Die Produkte entstehen in einer solarbetriebenen Werkstatt in Südmähren und werden in recycelbares Glas und Aluminium abgefüllt.',
    },
  },
  {
    key: 'kama-veda',
    name: 'Kama Veda',
    country: 'IN',
    description: {
      en: 'Kama Veda was started in Kerala by a family of Ayurvedic physicians who wanted to share classical recipes beyond the clinic. Its oils are still slow-cooked with fresh herbs according to texts more than two thousand years old.',
      cz: 'Značku Kama Veda založila v Kérale rodina ájurvédských lékařů, která chtěla klasické receptury zpřístupnit i mimo kliniku. Oleje se dodnes pomalu vaří s čerstvými bylinami podle textů starých přes dva tisíce let.',
      sl: 'Znamko Kama Veda je v Kerali ustanovila družina ajurvedskih zdravnikov, ki je želela klasične recepture deliti tudi zunaj klinike. Olja še danes počasi kuhajo s svežimi zelišči po več kot dva tisoč let starih besedilih.',
      ge: 'Kama Veda wurde in Kerala von einer Familie ayurvedischer Ärzte gegründet, die klassische Rezepturen über die Klinik hinaus zugänglich machen wollte. Die Öle werden bis heute nach über zweitausend Jahre alten Texten langsam mit frischen Kräutern gekocht.',
    },
  },
  {
    key: 'lotus-ayur',
    name: 'Lotus Ayur',
    country: 'LK',
    description: {
      en: "Lotus Ayur brings Sri Lanka's Hela Wedakama herbal tradition to modern skin care, using coconut, gotu kola and island spices. Ingredients come from smallholder gardens in the hill country, and a share of every sale supports rural schools.",
      cz: 'Lotus Ayur přenáší srílanskou bylinnou tradici Hela Wedakama do moderní péče o pleť a využívá kokos, pupečník asijský a ostrovní koření. Suroviny pocházejí z malých zahrad v horských oblastech a část z každého prodeje podporuje venkovské školy.',
      sl: 'Lotus Ayur šrilanško zeliščno tradicijo hela wedakama prenaša v sodobno nego kože ter pri tem uporablja kokos, azijsko centelo in otoške začimbe. Sestavine prihajajo z malih vrtov v hribovitem osrčju otoka, del izkupička od vsakega nakupa pa podpira podeželske šole.',
      ge: 'Lotus Ayur überträgt Sri Lankas Kräutertradition Hela Wedakama in die moderne Hautpflege und setzt dabei auf Kokos, Gotu Kola und Gewürze der Insel. Die Rohstoffe stammen aus kleinbäuerlichen Gärten im Hochland, und ein Teil jedes Verkaufs unterstützt ländliche Schulen.',
    },
  },
  {
    key: 'adriatica',
    name: 'Adriatica Sea Care',
    country: 'HR',
    description: {
      en: 'Adriatica Sea Care was founded on the island of Krk by a marine biologist and a pharmacist who wanted to capture the mineral richness of the Adriatic. Sea water, algae and sea salt are harvested sustainably, and every formula is reef-friendly.',
      cz: 'Značku Adriatica Sea Care založili na ostrově Krk mořská bioložka a farmaceut, kteří chtěli zachytit minerální bohatství Jadranu. Mořskou vodu, řasy i mořskou sůl získávají šetrně k přírodě a všechny receptury jsou ohleduplné ke korálovým útesům.',
      sl: 'Znamko Adriatica Sea Care sta na otoku Krku ustanovila morska biologinja in farmacevt, ki sta želela ujeti mineralno bogastvo Jadrana. Morsko vodo, alge in morsko sol pridobivata trajnostno, vse recepture pa so prijazne do koralnih grebenov.',
      ge: 'Adriatica Sea Care wurde auf der Insel Krk von einer Meeresbiologin und einem Apotheker gegründet, die den Mineralreichtum der Adria einfangen wollten. Meerwasser, Algen und Meersalz werden nachhaltig gewonnen, und jede Rezeptur ist riffschonend.',
    },
  },
  {
    key: 'meadow-moss',
    name: 'Meadow & Moss',
    country: 'GB',
    description: {
      en: "Meadow & Moss began at a Cotswolds kitchen table with simple oat and rose remedies for a daughter's eczema-prone skin. Today the brand makes calm, uncomplicated care for sensitive skin, all of it vegan and never overloaded with essential oils.",
      cz: 'Značka Meadow & Moss začala u kuchyňského stolu v Cotswolds jednoduchými přípravky z ovsa a růže pro dceru s pletí náchylnou k ekzémům. Dnes značka vyrábí klidnou, nekomplikovanou péči o citlivou pleť, vždy veganskou a bez přemíry esenciálních olejů.',
      sl: 'Zgodba znamke Meadow & Moss se je začela za kuhinjsko mizo v Cotswoldsu s preprostimi pripravki iz ovsa in vrtnice za hčerino kožo, nagnjeno k ekcemom. Danes znamka izdeluje umirjeno, nezapleteno nego za občutljivo kožo, vedno vegansko in brez pretiranih količin eteričnih olj.',
      ge: 'Meadow & Moss begann an einem Küchentisch in den Cotswolds mit einfachen Hafer- und Rosenrezepturen für die zu Ekzemen neigende Haut einer Tochter. Heute stellt die Marke ruhige, unkomplizierte Pflege für empfindliche Haut her – durchweg vegan und nie mit ätherischen Ölen überladen.',
    },
  },
  {
    key: 'nordic-birch',
    name: 'Nordic Birch',
    country: 'FI',
    description: {
      en: 'Each spring Nordic Birch taps wild birch sap in Finnish Lapland and pairs it with Arctic berries such as lingonberry, cloudberry and sea buckthorn. Its clean, minimalist formulas are designed to protect skin through long northern winters.',
      cz: 'Nordic Birch každé jaro stáčí mízu z divokých bříz ve finském Laponsku a kombinuje ji s arktickými bobulemi, jako jsou brusinky, moruška a rakytník. Čisté, minimalistické receptury chrání pleť během dlouhých severských zim.',
      sl: 'Nordic Birch vsako pomlad na finskem Laponskem pridobiva sok divjih brez in ga združuje z arktičnimi jagodami, kot so brusnica, mahovna robida in rakitovec. Čiste, minimalistične recepture so zasnovane tako, da kožo ščitijo skozi dolge severne zime.',
      ge: 'Nordic Birch zapft jedes Frühjahr im finnischen Lappland den Saft wilder Birken und kombiniert ihn mit arktischen Beeren wie Preiselbeere, Moltebeere und Sanddorn. Die klaren, minimalistischen Rezepturen schützen die Haut durch lange nordische Winter.',
    },
  },
  {
    key: 'olivera',
    name: 'Olivera',
    country: 'GR',
    description: {
      en: "Olivera is run by a Cretan olive-growing family who turned their grandmother's olive oil and herb soaps into a modern skin-care line. Olive squalane, olive leaf and Greek rose water are at the heart of every product.",
      cz: 'Značku Olivera vede krétská rodina pěstitelů oliv, která z babiččina olivového oleje a bylinných mýdel vytvořila moderní řadu péče o pleť. Olivový skvalan, olivový list a řecká růžová voda jsou srdcem každého výrobku.',
      sl: 'Znamko Olivera vodi kretska oljkarska družina, ki je babičino oljčno olje in zeliščna mila razvila v sodobno linijo za nego kože. Oljčni skvalan, oljčni list in grška rožna voda so srce vsakega izdelka.',
      ge: 'Olivera wird von einer kretischen Olivenbauernfamilie geführt, die Großmutters Olivenöl und Kräuterseifen zu einer modernen Hautpflegelinie weiterentwickelt hat. Oliven-Squalan, Olivenblatt und griechisches Rosenwasser bilden das Herz jedes Produkts.',
    },
  },
  {
    key: 'dr-herba',
    name: 'Dr. Herba',
    country: 'DE',
    description: {
      en: 'Dr. Herba was founded in Freiburg by a dermatologist convinced that plant actives deserve the same rigour as medicines. Every formula is clinically tested on sensitive skin and made without synthetic fragrance, silicones or mineral oils.',
      cz: 'Značku Dr. Herba založila ve Freiburgu dermatoložka přesvědčená, že rostlinné účinné látky si zaslouží stejnou důkladnost jako léčiva. Každá receptura je klinicky testována na citlivé pleti a neobsahuje syntetické parfemace, silikony ani minerální oleje.',
      sl: 'Znamko Dr. Herba je v Freiburgu ustanovila dermatologinja, prepričana, da si rastlinske učinkovine zaslužijo enako temeljitost kot zdravila. Vsaka receptura je klinično testirana na občutljivi koži in ne vsebuje sintetičnih dišav, silikonov ali mineralnih olj.',
      ge: 'Dr. Herba wurde in Freiburg von einer Dermatologin gegründet, die überzeugt ist, dass pflanzliche Wirkstoffe dieselbe Sorgfalt verdienen wie Arzneimittel. Jede Rezeptur wird klinisch an empfindlicher Haut getestet und kommt ohne synthetische Duftstoffe, Silikone und Mineralöle aus.',
    },
  },
  {
    key: 'terra-mineral',
    name: 'Terra Minérale',
    country: 'FR',
    description: {
      en: 'Terra Minérale works with clays and minerals from Provence and the Massif Central, each chosen for a different skin need. Its Marseille laboratory pairs them with organic botanicals in purifying yet gentle formulas.',
      cz: 'Terra Minérale pracuje s jíly a minerály z Provence a Centrálního masivu, z nichž každý je vybrán pro jiné potřeby pleti. Laboratoř v Marseille je kombinuje s bio rostlinnými složkami v čisticích, a přesto šetrných recepturách.',
      sl: 'Terra Minérale dela z glinami in minerali iz Provanse in Centralnega masiva, pri čemer je vsak izbran za drugačne potrebe kože. Laboratorij v Marseillu jih v čistilnih, a nežnih recepturah združuje z ekološkimi rastlinskimi sestavinami.',
      ge: 'Terra Minérale arbeitet mit Tonerden und Mineralien aus der Provence und dem Zentralmassiv, die jeweils für ein anderes Hautbedürfnis ausgewählt werden. Das Labor in Marseille kombiniert sie mit biologischen Pflanzenstoffen zu klärenden und dennoch sanften Rezepturen.',
    },
  },
  {
    key: 'shea-haven',
    name: 'Shea Haven',
    country: 'GH',
    description: {
      en: "Shea Haven buys unrefined shea butter and cocoa directly from women's cooperatives in northern Ghana at fair-trade prices. Production stays in Tamale, creating year-round jobs where the nuts are gathered.",
      cz: 'Shea Haven nakupuje nerafinované bambucké máslo a kakao přímo od ženských družstev v severní Ghaně za ceny fair trade. Výroba zůstává v Tamale, a vytváří tak celoroční pracovní místa tam, kde se ořechy sbírají.',
      sl: 'Shea Haven nerafinirano karitejevo maslo in kakav kupuje neposredno od ženskih zadrug na severu Gane po cenah pravične trgovine. Proizvodnja ostaja v Tamaleju in ustvarja celoletna delovna mesta tam, kjer orehe nabirajo.',
      ge: 'Shea Haven kauft unraffinierte Sheabutter und Kakao direkt von Frauenkooperativen im Norden Ghanas zu Fair-Trade-Preisen. Die Produktion bleibt in Tamale und schafft ganzjährige Arbeitsplätze dort, wo die Nüsse gesammelt werden.',
    },
  },
  {
    key: 'rosehip-lab',
    name: 'Rosehip Lab',
    country: 'CL',
    description: {
      en: 'Rosehip Lab cold-presses wild rosehips gathered in the Chilean Andes and Patagonia to create potent, research-led skin treatments. The brand pairs this omega-rich oil with gentle plant actives such as bakuchiol.',
      cz: 'Rosehip Lab lisuje za studena divoké šípky sbírané v chilských Andách a Patagonii a vytváří z nich účinné přípravky podložené výzkumem. Olej bohatý na omega mastné kyseliny značka kombinuje se šetrnými rostlinnými účinnými látkami, jako je bakuchiol.',
      sl: 'Rosehip Lab hladno stiska divje šipke, nabrane v čilskih Andih in Patagoniji, ter iz njih ustvarja učinkovite izdelke za nego kože, podprte z raziskavami. To olje, bogato z omega maščobnimi kislinami, znamka združuje z nežnimi rastlinskimi učinkovinami, kot je bakuchiol.',
      ge: 'Rosehip Lab presst wilde Hagebutten aus den chilenischen Anden und Patagonien kalt und entwickelt daraus wirksame, forschungsbasierte Hautpflege. Die Marke kombiniert das omegareiche Öl mit sanften Pflanzenwirkstoffen wie Bakuchiol.',
    },
  },
]
