import type { Language, Translated } from '@shop/domain'

/** A demo review's words in every shop language; each seeded review uses one of them. */
export interface ReviewText {
  title: Translated
  body: Translated
}

const t = (en: string, cz: string, sl: string, ge: string): Translated => ({ en, cz, sl, ge })

/** Four- and five-star texts that fit what each top-level category sells. */
export const POSITIVE_BY_CATEGORY: Record<string, ReviewText[]> = {
  'skin-care': [
    {
      title: t('Skin feels calm and soft', 'Pleť je klidná a jemná', 'Koža je pomirjena in mehka', 'Ruhige, weiche Haut'),
      body: t(
        'I have sensitive skin and no irritation at all. It absorbs quickly and my face feels soft all day.',
        'Mám citlivou pleť a žádné podráždění. Rychle se vstřebává a pleť je pak celý den hebká.',
        'Imam občutljivo kožo in nobenega draženja. Hitro se vpije, koža pa je ves dan mehka.',
        'Ich habe empfindliche Haut und keinerlei Reizungen. Zieht schnell ein, die Haut fühlt sich den ganzen Tag weich an.',
      ),
    },
    {
      title: t('My new everyday favourite', 'Můj nový každodenní oblíbenec', 'Moj novi vsakdanji favorit', 'Mein neuer Alltagsliebling'),
      body: t(
        'Light texture, a gentle natural scent, and a little goes a long way. I use it every morning and evening.',
        'Lehká textura, jemná přírodní vůně a vydrží dlouho. Používám každé ráno i večer.',
        'Lahka tekstura, nežen naraven vonj in malo zadostuje za dolgo. Uporabljam ga vsako jutro in zvečer.',
        'Leichte Textur, ein sanfter natürlicher Duft, und ein wenig reicht lange. Ich benutze es jeden Morgen und Abend.',
      ),
    },
    {
      title: t('A visible difference', 'Viditelný rozdíl', 'Opazna razlika', 'Ein sichtbarer Unterschied'),
      body: t(
        'After a few weeks my skin looks more even and much less dry. Finally something natural that really works.',
        'Po několika týdnech je pleť sjednocenější a mnohem méně suchá. Konečně něco přírodního, co opravdu funguje.',
        'Po nekaj tednih je koža bolj enakomerna in veliko manj suha. Končno nekaj naravnega, kar res deluje.',
        'Nach ein paar Wochen wirkt meine Haut ebenmäßiger und viel weniger trocken. Endlich etwas Natürliches, das wirklich wirkt.',
      ),
    },
    {
      title: t('Lovely texture', 'Skvělá textura', 'Čudovita tekstura', 'Herrliche Textur'),
      body: t(
        'Spreads easily, sinks in without a greasy film and works well under make-up.',
        'Snadno se roztírá, vsákne se bez mastného filmu a dobře se hodí pod make-up.',
        'Lepo se razmaže, vpije se brez mastnega sloja in je odlična podlaga za ličila.',
        'Lässt sich leicht verteilen, zieht ohne Fettfilm ein und passt gut unter das Make-up.',
      ),
    },
  ],
  'hair-care': [
    {
      title: t('Soft, shiny hair', 'Jemné a lesklé vlasy', 'Mehki, sijoči lasje', 'Weiches, glänzendes Haar'),
      body: t(
        'My hair is softer and easier to comb. The scent is fresh without being overpowering.',
        'Vlasy jsou jemnější a lépe se rozčesávají. Vůně je svěží, ale ne vtíravá.',
        'Lasje so mehkejši in se lažje razčešejo. Vonj je svež, a ne vsiljiv.',
        'Mein Haar ist weicher und lässt sich leichter kämmen. Der Duft ist frisch, aber nicht aufdringlich.',
      ),
    },
    {
      title: t('Finally a calm scalp', 'Konečně klidná pokožka hlavy', 'Končno mirno lasišče', 'Endlich eine ruhige Kopfhaut'),
      body: t(
        'Most products make my scalp itch. Not this one, and my hair stays fresh for longer.',
        'Po většině přípravků mě svědí pokožka hlavy. Po tomhle ne a vlasy zůstávají déle svěží.',
        'Po večini izdelkov me srbi lasišče. Po tem ne, lasje pa ostanejo dlje sveži.',
        'Bei den meisten Produkten juckt meine Kopfhaut. Bei diesem nicht, und die Haare bleiben länger frisch.',
      ),
    },
    {
      title: t('Great for my curls', 'Skvělé na moje kudrny', 'Odlično za moje kodre', 'Toll für meine Locken'),
      body: t(
        'My curls are more defined and far less frizzy. A small amount is enough for shoulder-length hair.',
        'Kudrny jsou lépe tvarované a mnohem méně se krepatí. Na vlasy po ramena stačí malé množství.',
        'Kodri so lepše oblikovani in se veliko manj našopirijo. Za lase do ramen zadostuje majhna količina.',
        'Meine Locken sind definierter und viel weniger kraus. Für schulterlanges Haar reicht eine kleine Menge.',
      ),
    },
    {
      title: t('Does what it promises', 'Dělá, co slibuje', 'Drži, kar obljublja', 'Hält, was es verspricht'),
      body: t(
        'My ends look healthier and my hair feels lighter. A little is enough every time.',
        'Konečky vypadají zdravěji a vlasy jsou lehčí. Pokaždé stačí jen trocha.',
        'Konice so videti bolj zdrave, lasje pa so lažji. Vsakič zadostuje le malo.',
        'Meine Spitzen sehen gesünder aus, und das Haar fühlt sich leichter an. Jedes Mal reicht nur ein wenig.',
      ),
    },
  ],
  'body-care': [
    {
      title: t('Soft skin all day', 'Jemná pokožka celý den', 'Mehka koža ves dan', 'Den ganzen Tag weiche Haut'),
      body: t(
        'I use it after my evening shower and my skin stays smooth until the next morning.',
        'Používám po večerní sprše a pokožka je hladká až do rána.',
        'Uporabljam ga po večernem tuširanju in koža ostane gladka do naslednjega jutra.',
        'Ich verwende es nach dem abendlichen Duschen, und meine Haut bleibt bis zum nächsten Morgen glatt.',
      ),
    },
    {
      title: t('Smells wonderful', 'Nádherně voní', 'Čudovito diši', 'Duftet wunderbar'),
      body: t(
        'A delicate natural scent that lingers for a while without being too strong.',
        'Jemná přírodní vůně, která chvíli vydrží, ale není příliš silná.',
        'Nežen naraven vonj, ki nekaj časa obstane, a ni premočan.',
        'Ein zarter natürlicher Duft, der eine Weile anhält, ohne zu stark zu sein.',
      ),
    },
    {
      title: t('Gentle and effective', 'Jemná a účinná péče', 'Nežna in učinkovita nega', 'Sanft und wirksam'),
      body: t(
        'Even my dry elbows and knees have improved, and nothing has irritated my skin.',
        'Zlepšily se i moje suché lokty a kolena a pokožku nic nepodráždilo.',
        'Izboljšali so se celo moji suhi komolci in kolena, koža pa ni bila nič razdražena.',
        'Sogar meine trockenen Ellbogen und Knie sind besser geworden, und nichts hat meine Haut gereizt.',
      ),
    },
    {
      title: t('Great value', 'Skvělý poměr ceny a kvality', 'Odlično razmerje med ceno in kakovostjo', 'Sehr gutes Preis-Leistungs-Verhältnis'),
      body: t(
        'It lasts a long time and the quality is excellent. It has become a staple in our bathroom.',
        'Vydrží dlouho a kvalita je výborná. V naší koupelně už nesmí chybět.',
        'Zdrži dolgo, kakovost pa je odlična. V naši kopalnici ne sme več manjkati.',
        'Hält lange, und die Qualität ist hervorragend. In unserem Bad darf es nicht mehr fehlen.',
      ),
    },
  ],
  ayurveda: [
    {
      title: t('A calming evening ritual', 'Uklidňující večerní rituál', 'Pomirjujoč večerni ritual', 'Ein beruhigendes Abendritual'),
      body: t(
        'Part of my evening routine now and genuinely relaxing. The herbal scent feels authentic.',
        'Je teď součástí mého večerního rituálu a opravdu uvolňuje. Bylinná vůně působí autenticky.',
        'Zdaj je del moje večerne rutine in me resnično sprosti. Zeliščni vonj deluje pristno.',
        'Gehört jetzt zu meiner Abendroutine und entspannt wirklich. Der Kräuterduft wirkt authentisch.',
      ),
    },
    {
      title: t('Traditional and effective', 'Tradiční a účinné', 'Tradicionalno in učinkovito', 'Traditionell und wirksam'),
      body: t(
        'It reminds me of the remedies my grandmother used. The quality is excellent.',
        'Připomíná mi prostředky, které používala moje babička. Kvalita je výborná.',
        'Spominja me na pripravke, ki jih je uporabljala moja babica. Kakovost je odlična.',
        'Es erinnert mich an die Hausmittel meiner Großmutter. Die Qualität ist ausgezeichnet.',
      ),
    },
    {
      title: t('Worth getting used to', 'Stojí za to si zvyknout', 'Vredno se je navaditi', 'Gewöhnung lohnt sich'),
      body: t(
        'The earthy herbal smell takes a few days to get used to, but the results speak for themselves.',
        'Zemitá bylinná vůně chce pár dní zvykání, ale výsledky mluví za vše.',
        'Na zemeljski zeliščni vonj se je treba nekaj dni navaditi, a rezultati govorijo sami zase.',
        'An den erdigen Kräuterduft muss man sich ein paar Tage gewöhnen, aber die Ergebnisse sprechen für sich.',
      ),
    },
    {
      title: t('Pure ingredients', 'Čisté složení', 'Čiste sestavine', 'Reine Zutaten'),
      body: t(
        'A short list of ingredients and nothing unnecessary. My skin and hair have responded really well.',
        'Krátký seznam složek a nic zbytečného. Pokožka i vlasy reagují opravdu dobře.',
        'Kratek seznam sestavin in nič odvečnega. Koža in lasje so se odlično odzvali.',
        'Eine kurze Zutatenliste ohne Überflüssiges. Haut und Haare haben richtig gut darauf reagiert.',
      ),
    },
  ],
  combo: [
    {
      title: t('The perfect gift', 'Dokonalý dárek', 'Popolno darilo', 'Das perfekte Geschenk'),
      body: t(
        'A present for my sister, who loved it. Beautifully packed, and every product gets used.',
        'Dárek pro sestru, která byla nadšená. Krásně zabalené a každý produkt se využije.',
        'Darilo za sestro, ki je bila navdušena. Lepo zapakirano in vsak izdelek pride prav.',
        'Ein Geschenk für meine Schwester, sie war begeistert. Schön verpackt, und jedes Produkt wird benutzt.',
      ),
    },
    {
      title: t('A great way to try the range', 'Skvělý způsob, jak vyzkoušet celou řadu', 'Odličen način za preizkus linije', 'Ideal zum Kennenlernen'),
      body: t(
        'A nice way to try several products at once. My favourite is already reordered.',
        'Příjemný způsob, jak vyzkoušet několik produktů najednou. Svého favorita už mám objednaného znovu.',
        'Prijeten način, da preizkusiš več izdelkov hkrati. Svojega favorita imam že znova naročenega.',
        'Eine schöne Möglichkeit, mehrere Produkte auf einmal zu testen. Meinen Favoriten habe ich schon nachbestellt.',
      ),
    },
    {
      title: t('Good value set', 'Výhodná sada', 'Ugoden komplet', 'Preiswertes Set'),
      body: t(
        'Cheaper than buying everything separately, and the products work well together.',
        'Levnější než kupovat vše zvlášť a produkty se navzájem skvěle doplňují.',
        'Ceneje kot kupovati vse posebej, izdelki pa se lepo dopolnjujejo.',
        'Günstiger, als alles einzeln zu kaufen, und die Produkte ergänzen sich gut.',
      ),
    },
    {
      title: t('Lovely set', 'Krásná sada', 'Čudovit komplet', 'Ein schönes Set'),
      body: t(
        'Everything in it smells and feels lovely. Ideal for travelling, too.',
        'Všechno v ní krásně voní a příjemně se používá. Ideální i na cesty.',
        'Vse v njem lepo diši in je prijetno za uporabo. Idealen tudi za na pot.',
        'Alles darin duftet herrlich und fühlt sich toll an. Auch ideal für unterwegs.',
      ),
    },
  ],
}

/** Three-star texts: they fit any product. */
export const MIXED: ReviewText[] = [
  {
    title: t('Good, but not for me', 'Dobré, ale ne pro mě', 'Dobro, a ne zame', 'Gut, aber nichts für mich'),
    body: t(
      'The quality is fine, but the scent is a little too strong for my taste.',
      'Kvalita je v pořádku, ale vůně je na můj vkus trochu silná.',
      'Kakovost je v redu, a vonj je za moj okus nekoliko premočan.',
      'Die Qualität stimmt, aber der Duft ist mir etwas zu intensiv.',
    ),
  },
  {
    title: t('Decent', 'Slušné', 'Solidno', 'Ordentlich'),
    body: t(
      'It works, but I have not noticed a big difference from what I used before.',
      'Funguje, ale oproti předchozímu přípravku velký rozdíl nevidím.',
      'Deluje, vendar v primerjavi s prejšnjim izdelkom ne opazim velike razlike.',
      'Es wirkt, aber im Vergleich zu meinem bisherigen Produkt merke ich keinen großen Unterschied.',
    ),
  },
  {
    title: t('OK for the price', 'Za tu cenu v pořádku', 'Za to ceno v redu', 'Für den Preis in Ordnung'),
    body: t(
      'Nice ingredients, though the pack could be bigger for the price.',
      'Pěkné složení, jen by za tu cenu mohlo být balení větší.',
      'Lepe sestavine, le pakiranje bi bilo za to ceno lahko večje.',
      'Schöne Inhaltsstoffe, nur die Packung könnte für den Preis größer sein.',
    ),
  },
  {
    title: t('Mixed feelings', 'Smíšené pocity', 'Mešani občutki', 'Gemischte Gefühle'),
    body: t(
      'The texture is pleasant, but it took a while before I saw any results.',
      'Textura je příjemná, ale na výsledky se muselo dlouho čekat.',
      'Tekstura je prijetna, a na rezultate je bilo treba kar nekaj časa čakati.',
      'Die Textur ist angenehm, aber es hat eine Weile gedauert, bis ich Ergebnisse gesehen habe.',
    ),
  },
]

/** One- and two-star texts. */
export const CRITICAL: ReviewText[] = [
  {
    title: t('Not what I expected', 'Nic pro mě', 'Ni izpolnilo pričakovanj', 'Nicht, was ich erwartet habe'),
    body: t(
      'Unfortunately it did not suit me. Delivery and packaging were fine, though.',
      'Bohužel mi nesedlo. Doprava a balení ale byly v pořádku.',
      'Žal mi ni ustrezalo. Dostava in embalaža sta bili sicer v redu.',
      'Leider hat es mir nicht gepasst. Lieferung und Verpackung waren aber in Ordnung.',
    ),
  },
  {
    title: t('Too rich for me', 'Na mě příliš těžké', 'Zame pretežko', 'Zu reichhaltig für mich'),
    body: t(
      'The texture is too heavy for me and takes a long time to absorb.',
      'Textura je na mě příliš bohatá a dlouho se vstřebává.',
      'Tekstura je zame prebogata in se dolgo vpija.',
      'Die Textur ist mir zu schwer und zieht lange ein.',
    ),
  },
  {
    title: t('Disappointed', 'Zklamání', 'Razočaranje', 'Enttäuscht'),
    body: t(
      'I had high hopes, but after a month of use I see no difference.',
      'Očekávání byla vysoká, ale ani po měsíci používání nevidím žádný rozdíl.',
      'Pričakovanja so bila velika, a tudi po mesecu uporabe ne vidim nobene razlike.',
      'Ich hatte mir viel erhofft, aber nach einem Monat sehe ich keinen Unterschied.',
    ),
  },
]

/** Reviewers' display names as people write them in each language (first name, initial). */
export const AUTHORS: Record<Language, string[]> = {
  en: ['Emma W.', 'Olivia B.', 'Sophie T.', 'James H.', 'Hannah L.', 'Grace P.', 'Daniel R.', 'Chloe M.', 'Amelia S.', 'Lucy K.'],
  cz: ['Jana N.', 'Petra S.', 'Lucie D.', 'Tereza K.', 'Martin P.', 'Kateřina H.', 'Eva M.', 'Markéta V.', 'Tomáš B.', 'Veronika Č.'],
  sl: ['Maja K.', 'Nina H.', 'Ana Z.', 'Eva P.', 'Tina L.', 'Luka M.', 'Špela R.', 'Katja B.', 'Urška V.', 'Jure Š.'],
  ge: ['Lena M.', 'Anna S.', 'Julia K.', 'Laura B.', 'Sarah W.', 'Felix H.', 'Katharina F.', 'Miriam R.', 'Jonas E.', 'Sophie L.'],
}
