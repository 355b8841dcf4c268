import type { PageText } from '../../content-types'

export const ge: PageText = {
  title: 'Über uns',
  intro:
    'Wir sind ein kleiner Shop für Naturkosmetik mit einer einfachen Idee: Sie sollen genau wissen, was Sie auf Ihre Haut auftragen – und wer es hergestellt hat.',
  highlights: [
    { value: '14', label: 'unabhängige Hersteller' },
    { value: '4', label: 'Kontinente' },
    { value: '5', label: 'Produktkategorien' },
    { value: '4', label: 'Sprachen' },
  ],
  sections: [
    {
      id: 'our-story',
      heading: 'Unsere Geschichte',
      blocks: [
        'Lumen & Leaf begann an einem Küchentisch in Prag – mit einem Schuhkarton voller Cremes, die wir auf Reisen gesammelt hatten, und einem Notizbuch voller Inhaltsstofflisten. Immer wieder fanden wir wunderbare Produkte kleiner Hersteller, die man anderswo kaum kaufen konnte, und auf der anderen Seite Etiketten, die „natürlich“ versprachen, aber verschwiegen, was drin ist.',
        'Also haben wir den Shop gebaut, in dem wir selbst gern einkaufen würden: ein kleines, sorgfältig ausgewähltes Sortiment, jeder Inhaltsstoff offen sichtbar und Menschen hinter der Theke, die das Kleingedruckte für Sie lesen.',
      ],
    },
    {
      id: 'our-range',
      heading: 'Was Sie bei uns finden',
      blocks: [
        'In unseren Regalen stehen Produkte aus fünf Bereichen:',
        {
          list: [
            '**Hautpflege** – Reinigung, Gesichtswasser, Seren, Cremes und Öle für Gesicht und Augenpartie.',
            '**Haarpflege** – milde Shampoos, Spülungen, Kuren und Kopfhautöle.',
            '**Körperpflege** – Seifen, Körperbutter, Lotionen, Peelings und Deodorants.',
            '**Ayurveda** – traditionelle Rezepturen mit Kräutern wie Neem, Tulsi, Ashwagandha und Amla.',
            '**Sets** – Pflegeroutinen und Geschenksets aus Produkten, die gut zusammenpassen, mit eigenem, günstigerem Preis.',
          ],
        },
      ],
    },
    {
      id: 'our-makers',
      heading: 'Unsere Hersteller',
      blocks: [
        'Alles, was wir verkaufen, stammt von 14 unabhängigen Herstellern aus Europa, Asien, Afrika und Südamerika. Die meisten sind Familienbetriebe oder kleine Werkstätten, und viele bauen ihre Rohstoffe selbst an oder pressen sie selbst. Mit jedem von ihnen sprechen wir – und besuchen sie, wann immer es geht –, bevor ihre Produkte in unsere Regale kommen.',
        {
          cards: [
            { title: 'Verdana Botanicals', meta: 'Slowenien', text: 'Ringelblume, Lavendel und Kamille vom eigenen Kräuterhof in den Hügeln der Goriška Brda, für sanfte tägliche Hautpflege.' },
            { title: 'Alpenrose Naturkosmetik', meta: 'Österreich', text: 'Edelweiß, Arnika und Alpenrose aus Tirol in beruhigenden, reichhaltigen Cremes und Balsamen.' },
            { title: 'Lípa Natural', meta: 'Tschechien', text: 'Lindenblüte, Honig und Wiesenkräuter aus dem Böhmisch-Mährischen Hochland, mit kurzen Inhaltsstofflisten.' },
            { title: 'Kama Veda', meta: 'Indien', text: 'Ayurvedische Öle, in Kerala langsam mit frischen Kräutern gekocht – nach über zweitausend Jahre alten Rezepturen.' },
            { title: 'Shea Haven', meta: 'Ghana', text: 'Unraffinierte Sheabutter, direkt von Frauenkooperativen im Norden Ghanas zu Fair-Trade-Preisen gekauft.' },
            { title: 'Rosehip Lab', meta: 'Chile', text: 'Kaltgepresstes Öl wilder Hagebutten aus den Anden und Patagonien und die Seren, die darauf aufbauen.' },
          ],
        },
        'Die übrigen acht – von Nordic Birch aus Finnland bis Lotus Ayur aus Sri Lanka – stellen wir Ihnen in unserer [Markenübersicht](/topbrand) vor.',
      ],
    },
    {
      id: 'what-we-stand-for',
      heading: 'Wofür wir stehen',
      blocks: [
        {
          list: [
            '**Die vollständige INCI-Liste bei jedem Produkt.** Jede Produktseite zeigt alle Inhaltsstoffe mit ihren internationalen INCI-Namen, in der Reihenfolge, die der Hersteller angibt. Keine „Geheimmischungen“, keine gekürzten Listen.',
            '**Zertifikate, die Sie prüfen können.** Wir zeigen die Siegel, die ein Produkt wirklich trägt – COSMOS und NATRUE für Natur- und Biokosmetik, vegan, tierversuchsfrei und Fair Trade. Hat ein Produkt kein Zertifikat, erfinden wir keines.',
            '**Allergene auf einen Blick.** Duftstoffallergene, die nach dem EU-Kosmetikrecht anzugeben sind, führen wir gesondert auf, damit Sie sie nicht in einer langen Liste suchen müssen.',
            '**Haltbarkeit nach dem Öffnen.** Das kleine Symbol des offenen Tiegels (zum Beispiel 12M) schreiben wir auf jeder Produktseite aus: wie viele Monate ein Produkt nach dem Öffnen gut bleibt.',
            '**Ehrliche Bewertungen.** Bewerten kann nur, wer ein Produkt gekauft hat, und jede Bewertung ist als verifizierter Kauf gekennzeichnet.',
          ],
        },
      ],
    },
    {
      id: 'packing-and-shipping',
      heading: 'Wie wir verpacken und versenden',
      blocks: [
        'Wir packen jede Bestellung von Hand in unserem eigenen Lager, meist innerhalb von ein bis zwei Werktagen. Glas wickeln wir in Wellpappe, die Kartons sind aus Recyclingpappe, und Lücken füllen wir mit Papier, niemals mit Plastik. Verschickt ein Hersteller seine Produkte schon in minimaler Verpackung, lassen wir es dabei.',
        'Jeden Schritt – bestätigt, kommissioniert, an den Versanddienst übergeben, versandt, in Zustellung, zugestellt – können Sie in der [Sendungsverfolgung](/trackorder) mitverfolgen, und bei jeder Änderung schicken wir Ihnen eine E-Mail.',
      ],
    },
    {
      id: 'languages',
      heading: 'Vier Sprachen, ein Shop',
      blocks: [
        'Der ganze Shop – Produkttexte, Hinweise zu Inhaltsstoffen, E-Mails und diese Seiten – ist auf Englisch, Tschechisch (čeština), Slowenisch (slovenščina) und Deutsch verfügbar. Die Sprache wählen Sie in der Kopfzeile; Ihr Gerät merkt sich Ihre Wahl.',
        'Die Preise sind immer in US-Dollar angegeben, im Zahlenformat Ihrer Sprache.',
        'Eine Frage, ein Wunsch, ein Hersteller, den wir kennenlernen sollten? [Schreiben Sie uns](/contactus) – Ihnen antwortet ein Mensch, und zwar in Ihrer Sprache.',
      ],
    },
  ],
  related: [
    { to: '/faq', label: 'Häufige Fragen', text: 'Lieferung, Zahlung, Rückgabe und Inhaltsstoffe in kurzen Antworten.' },
    { to: '/returnpolicy', label: 'Rückgabe', text: 'Vierzehn Tage Bedenkzeit für versiegelte Produkte.' },
  ],
}
