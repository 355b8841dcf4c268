import type { Language } from '../languages'

/**
 * The model withdrawal form of Directive 2011/83/EU, Annex I(B), in the wording of each language's
 * transposition (CZ: příloha 2 nařízení vlády 363/2013 Sb.; SI: ZVPot-1 priloga; DE/AT: Anlage 2
 * zu Art. 246a EGBGB / Anhang I FAGG). The withdrawal policy page and the confirmation email both
 * print it from here, addressed to the seller, so the two can never differ.
 */
export interface WithdrawalFormText {
  title: string
  /** The bracketed instruction under the title. */
  instruction: string
  /** "To:" followed by the seller's name, address and email. */
  to: string
  /** The statement and the blanks the consumer fills in, in order. */
  lines: string[]
  /** What the asterisk means. */
  footnote: string
}

export interface FormAddressee {
  name: string
  address: string
  email: string
}

const FORMS: Record<Language, Omit<WithdrawalFormText, 'to'> & { toLabel: string }> = {
  en: {
    title: 'Model withdrawal form',
    instruction: '(complete and return this form only if you wish to withdraw from the contract)',
    toLabel: 'To',
    lines: [
      'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*):',
      'Ordered on (*)/received on (*):',
      'Name of consumer(s):',
      'Address of consumer(s):',
      'Signature of consumer(s) (only if this form is notified on paper):',
      'Date:',
    ],
    footnote: '(*) Delete as appropriate.',
  },
  cz: {
    title: 'Vzorový formulář pro odstoupení od smlouvy',
    instruction: '(vyplňte tento formulář a pošlete jej zpět pouze v případě, že chcete odstoupit od smlouvy)',
    toLabel: 'Adresát',
    lines: [
      'Oznamuji/oznamujeme (*), že tímto odstupuji/odstupujeme (*) od smlouvy o nákupu tohoto zboží (*)/o poskytnutí těchto služeb (*):',
      'Datum objednání (*)/datum obdržení (*):',
      'Jméno a příjmení spotřebitele/spotřebitelů:',
      'Adresa spotřebitele/spotřebitelů:',
      'Podpis spotřebitele/spotřebitelů (pouze pokud je tento formulář zasílán v listinné podobě):',
      'Datum:',
    ],
    footnote: '(*) Nehodící se škrtněte nebo údaje doplňte.',
  },
  sl: {
    title: 'Vzorčni obrazec za odstop od pogodbe',
    instruction: '(izpolnite in vrnite ta obrazec le, če želite odstopiti od pogodbe)',
    toLabel: 'Naslovnik',
    lines: [
      'Obveščam(o) (*), da odstopam(o) (*) od pogodbe za nakup naslednjega blaga (*)/za opravo naslednje storitve (*):',
      'Datum naročila (*)/datum prejema (*):',
      'Ime in priimek potrošnika(-ov):',
      'Naslov potrošnika(-ov):',
      'Podpis potrošnika(-ov) (samo če se obrazec pošlje v papirni obliki):',
      'Datum:',
    ],
    footnote: '(*) Neustrezno prečrtajte.',
  },
  ge: {
    title: 'Muster-Widerrufsformular',
    instruction: '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
    toLabel: 'An',
    lines: [
      'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*):',
      'Bestellt am (*)/erhalten am (*):',
      'Name des/der Verbraucher(s):',
      'Anschrift des/der Verbraucher(s):',
      'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier):',
      'Datum:',
    ],
    footnote: '(*) Unzutreffendes streichen.',
  },
}

/** The model form in a language, addressed to the seller. */
export function withdrawalForm(lang: Language, seller: FormAddressee): WithdrawalFormText {
  const { toLabel, ...form } = FORMS[lang]
  return { ...form, to: `${toLabel}: ${seller.name}, ${seller.address}, ${seller.email}` }
}
