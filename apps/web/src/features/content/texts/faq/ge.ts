import type { FaqText } from '../../content-types'

export const ge: FaqText = {
  title: 'Häufige Fragen',
  intro: 'Kurze Antworten auf die Fragen, die wir am häufigsten hören. Ist Ihre nicht dabei, schreiben Sie uns – Ihnen antwortet ein Mensch.',
  groups: [
    {
      id: 'orders-and-delivery',
      heading: 'Bestellung und Lieferung',
      items: [
        {
          id: 'delivery-time',
          question: 'Wie schnell kommt meine Bestellung an?',
          answer: [
            'Wir packen Bestellungen von Hand, meist innerhalb von ein bis zwei Werktagen nach der Bestätigung. Die Lieferung innerhalb der EU dauert dann in der Regel weitere zwei bis fünf Werktage. Die Versandkosten für Ihre Adresse sehen Sie im Warenkorb, bevor Sie bezahlen.',
          ],
        },
        {
          id: 'track-order',
          question: 'Wo sehe ich, wo meine Bestellung gerade ist?',
          answer: [
            'Öffnen Sie die [Sendungsverfolgung](/trackorder) oder [Ihre Bestellungen](/orderhistory). Jede Bestellung hat einen Verlauf mit allen Schritten – bestätigt, kommissioniert, an den Versanddienst übergeben, versandt, in Zustellung, zugestellt –, und bei jeder Änderung schicken wir Ihnen eine E-Mail.',
          ],
        },
        {
          id: 'guest-checkout',
          question: 'Brauche ich ein Kundenkonto, um zu bestellen?',
          answer: [
            'Nein. Sie können als Gast bestellen, mit Ihrer E-Mail- und Lieferadresse. Ein Konto bietet zusätzlich Ihre Bestellhistorie, eine Wunschliste, ein Wallet und einen schnelleren Checkout, und ein Warenkorb, den Sie als Gast gefüllt haben, bleibt nach der Anmeldung erhalten.',
          ],
        },
      ],
    },
    {
      id: 'payment',
      heading: 'Zahlung, Gutscheine und Geschenkkarten',
      items: [
        {
          id: 'payment-methods',
          question: 'Wie kann ich bezahlen?',
          answer: [
            {
              list: [
                '**Karte** – die Zahlung wickelt unser Zahlungsdienstleister ab; Ihre vollständige Kartennummer sehen und speichern wir nie.',
                '**Wallet** – Ihr Guthaben bei uns aus Aufladungen, Erstattungen und Geschenkkarten. In einer Bestellung können Sie es mit einer Karte kombinieren.',
                '**Geschenkkarte** – geben Sie ihren Code an der Kasse ein und bezahlen Sie eine Bestellung in der Währung der Karte, oder lösen Sie sie auf der [Einlöseseite](/redeem) in Ihr Wallet ein.',
                '**Nachnahme** – Sie bezahlen bei der Zustellung an den Kurier (bei Bestellungen bis 300 €, 300 $ oder 7.500 CZK).',
              ],
            },
          ],
        },
        {
          id: 'currency-and-vat',
          question: 'In welcher Währung bezahle ich, und ist die Umsatzsteuer enthalten?',
          answer: ['Das entscheidet das Land, in das wir liefern. Nach Tschechien zahlen Sie in Kronen, in der übrigen EU in Euro, jeweils inklusive der Umsatzsteuer des Lieferlandes; außerhalb der EU zahlen Sie in US-Dollar ohne Umsatzsteuer. Der Versand kommt im Warenkorb hinzu, und die Kasse zeigt Ihnen vor der Bestellung immer den Gesamtpreis inklusive Umsatzsteuer und Versand. Die Einzelheiten erklären unsere [AGB](/t&c#prices).'],
        },
        {
          id: 'coupons',
          question: 'Wie funktionieren Gutscheine?',
          answer: [
            'Geben Sie den Code im Warenkorb oder an der Kasse ein; den Rabatt sehen Sie, bevor Sie bezahlen. Die Codes, die Sie gerade nutzen können, finden Sie unter [Ihre Gutscheine](/coupan). Ein Gutschein kann einen Mindestbestellwert, ein Ablaufdatum und eine begrenzte Zahl von Einlösungen haben.',
            {
              list: [
                '**GET15** gibt Ihnen im deutschen, tschechischen und slowenischen Shop 15 % Rabatt, im englischen Shop 15 in der Währung der Bestellung (15 $, 15 € oder 379 CZK). Eine Bestellung behält die Sprache, in der sie aufgegeben wurde.',
                '**Newsletter-Code** – wenn Sie sich [für unseren Newsletter anmelden](/emailsignup), erhalten Sie einen persönlichen Code für einmalig 5 % Rabatt. Sie können ihn mit einem weiteren Gutschein kombinieren.',
              ],
            },
          ],
        },
        {
          id: 'wallet',
          question: 'Was ist das Wallet und wofür kann ich es nutzen?',
          answer: [
            'Das Wallet ist ein Guthaben in Ihrem Kundenkonto, in einer Währung. Sie können es auf der [Wallet-Seite](/wallet) per Karte aufladen, und auch Erstattungen und eingelöste Geschenkkarten landen dort. Damit bezahlen Sie jede Bestellung in seiner Währung, allein oder zusammen mit einer Karte.',
            { note: 'Wallet-Guthaben kann nicht auf ein Bankkonto ausgezahlt und nicht für Geschenkkarten verwendet werden, und mit im Ausland ausgegebenen Karten lässt sich das Wallet nicht aufladen: nur mit Karten aus der EU, Island, Liechtenstein oder Norwegen.' },
          ],
        },
        {
          id: 'gift-cards',
          question: 'Wie funktionieren Geschenkkarten?',
          answer: [
            '[Kaufen Sie eine Geschenkkarte](/giftcart) per Karte, in der Währung des Landes, für das Sie einkaufen: Wählen Sie den Betrag, geben Sie die E-Mail-Adresse der beschenkten Person ein und fügen Sie auf Wunsch eine Nachricht hinzu. Wir senden ihr einen einmaligen Code per E-Mail. Damit bezahlt sie an der Kasse Bestellungen in derselben Währung, oder sie löst ihn einmal auf der [Einlöseseite](/redeem) in ihr Wallet ein.',
          ],
        },
      ],
    },
    {
      id: 'returns-and-cancellation',
      heading: 'Widerruf und Stornierung',
      items: [
        {
          id: 'cancel-order',
          question: 'Kann ich meine Bestellung stornieren?',
          answer: [
            'Ja, bis sie versandt ist. Eine neue Bestellung wird sofort storniert. Von der Bestätigung bis zur Übergabe an den Versanddienst senden Sie eine Stornierungsanfrage, die unser Team annimmt oder ablehnt. Eine versandte Bestellung lässt sich nicht mehr stornieren. Die Einzelheiten stehen in unseren [Stornierungsbedingungen](/cancelpolicy).',
          ],
        },
        {
          id: 'return-product',
          question: 'Kann ich Produkte zurückschicken?',
          answer: [
            'Ja. Binnen 14 Tagen nach der Zustellung können Sie ohne Angabe von Gründen die ganze Bestellung oder einzelne Produkte widerrufen: auf der Seite der Bestellung in [Ihren Bestellungen](/orderhistory) oder, wenn Sie als Gast bestellt haben, in der [Sendungsverfolgung](/trackorder). Aus Hygienegründen ausgenommen ist versiegelte Kosmetik, deren Versiegelung Sie nach der Zustellung entfernt haben – außer sie ist mangelhaft. Alles erklärt die [Widerrufsbelehrung](/returnpolicy) mit Muster-Widerrufsformular.',
          ],
        },
        {
          id: 'refund-time',
          question: 'Wann bekomme ich mein Geld zurück?',
          answer: [
            'Auf dem Weg, auf dem Sie bezahlt haben, spätestens binnen 14 Tagen nach Ihrem Widerruf – wir dürfen warten, bis die Produkte wieder bei uns sind. Eine Stornierung erstatten wir sofort. Geld für Ihr Wallet oder Ihre Geschenkkarte ist da, sobald wir den Widerruf annehmen; eine Kartenerstattung senden wir sofort, und Ihre Bank zeigt sie meist innerhalb von 5 bis 10 Werktagen an. Den Kartenanteil können Sie auf Wunsch Ihrem Wallet gutschreiben lassen.',
          ],
        },
      ],
    },
    {
      id: 'products-and-ingredients',
      heading: 'Produkte und Inhaltsstoffe',
      items: [
        {
          id: 'inci',
          question: 'Was ist die INCI-Liste?',
          answer: [
            'INCI (International Nomenclature of Cosmetic Ingredients) ist die einheitliche Bezeichnung von Inhaltsstoffen auf Kosmetik in der ganzen EU. Die Inhaltsstoffe stehen in absteigender Menge; solche unter 1 % dürfen in beliebiger Reihenfolge folgen. Jede Produktseite zeigt die vollständige INCI-Liste – wir kürzen sie nie.',
          ],
        },
        {
          id: 'allergens',
          question: 'Woran erkenne ich, ob ein Produkt Allergene enthält?',
          answer: [
            'Sehen Sie sich die Allergene auf der Produktseite an. Das EU-Recht verlangt, dass Duftstoffallergene wie Linalool, Limonene oder Geraniol ab einer geringen Schwelle angegeben werden, und wir führen sie gesondert auf, damit Sie sie auf einen Blick sehen. Auch natürliche ätherische Öle enthalten diese Stoffe. Reagieren Sie auf einen bestimmten Inhaltsstoff, prüfen Sie zusätzlich die vollständige INCI-Liste.',
          ],
        },
        {
          id: 'pao',
          question: 'Was bedeutet das Symbol des offenen Tiegels mit „12M“?',
          answer: [
            'Das ist das PAO-Symbol (Period After Opening): wie viele Monate ein Produkt nach dem Öffnen gut bleibt – 12M bedeutet zwölf Monate. Ungeöffnet halten Produkte länger. Naturkosmetik enthält oft weniger Konservierungsstoffe; notieren Sie sich deshalb am besten, wann Sie ein Produkt geöffnet haben.',
          ],
        },
        {
          id: 'patch-test',
          question: 'Sollte ich einen Verträglichkeitstest machen?',
          answer: [
            'Bei einem neuen Produkt, besonders bei empfindlicher Haut, ja. Tragen Sie eine kleine Menge auf die Innenseite des Unterarms oder hinter das Ohr auf und lassen Sie sie 48 Stunden einwirken. Treten Rötung, Juckreiz oder Schwellung auf, waschen Sie das Produkt ab und verwenden Sie es nicht. Natürlich heißt nicht frei von Allergenen.',
          ],
        },
      ],
    },
    {
      id: 'account-and-security',
      heading: 'Konto und Sicherheit',
      items: [
        {
          id: 'two-factor',
          question: 'Wie aktiviere ich die Zwei-Faktor-Authentifizierung?',
          answer: [
            {
              steps: [
                'Öffnen Sie in Ihrem Konto die [Zwei-Faktor-Authentifizierung](/twofactorauthentication).',
                'Scannen Sie den QR-Code mit einer Authenticator-App, etwa Google Authenticator, Microsoft Authenticator oder Aegis, und geben Sie den sechsstelligen Code ein, den sie anzeigt.',
                'Wählen Sie drei Sicherheitsfragen und beantworten Sie sie. Die Antworten speichern wir nur als Hash.',
              ],
            },
            'Ab dann fragt die Anmeldung neben Ihrem Passwort auch nach dem Code aus Ihrer App.',
          ],
        },
        {
          id: 'lost-phone',
          question: 'Ich habe das Handy mit meiner Authenticator-App verloren. Was nun?',
          answer: [
            'Wählen Sie bei der Anmeldung die Option zum Zurücksetzen. Beantworten Sie Ihre drei Sicherheitsfragen und bestätigen Sie den Code, den wir an Ihre bestätigte E-Mail-Adresse senden; danach richten Sie die Zwei-Faktor-Authentifizierung auf Ihrem neuen Handy neu ein. Wissen Sie die Antworten nicht mehr, [schreiben Sie uns](/contactus) von Ihrer bestätigten E-Mail-Adresse aus.',
          ],
        },
      ],
    },
  ],
  contact: {
    heading: 'Noch eine Frage offen?',
    text: 'Schreiben Sie uns – jemand aus unserem Team antwortet, meist innerhalb eines Werktags.',
    to: '/contactus',
    label: 'Kontakt aufnehmen',
  },
}
