import type { Language } from '@shop/domain'

export interface DemoTestimonial {
  key: string
  name: string
  location: string
  rating: number
  lang: Language
  text: string
  days_ago: number
}

/** What customers said about the shop, two in each language. */
export const DEMO_TESTIMONIALS: DemoTestimonial[] = [
  {
    key: 'charlotte', name: 'Charlotte Evans', location: 'Bristol, UK', rating: 5, lang: 'en', days_ago: 12,
    text: 'I have been ordering here for over a year. Parcels arrive quickly, packed without plastic, and customer service answered my question about ingredients within hours.',
  },
  {
    key: 'daniel', name: 'Daniel Hughes', location: 'Dublin, Ireland', rating: 5, lang: 'en', days_ago: 140,
    text: "Finally a shop where I can read the full INCI list before I buy. My wife's sensitive skin has never been happier.",
  },
  {
    key: 'jana', name: 'Jana Nováková', location: 'Praha', rating: 5, lang: 'cz', days_ago: 30,
    text: 'Nakupuji tu pravidelně už rok. Balíčky chodí rychle, bez zbytečných plastů, a na dotaz ohledně složení mi odpověděli ještě týž den.',
  },
  {
    key: 'tomas', name: 'Tomáš Dvořák', location: 'Brno', rating: 4, lang: 'cz', days_ago: 210,
    text: 'Skvělý výběr přírodní kosmetiky a přehledný e-shop. Oceňuji, že u každého produktu je uvedené celé složení.',
  },
  {
    key: 'maja', name: 'Maja Kovač', location: 'Ljubljana', rating: 5, lang: 'sl', days_ago: 55,
    text: 'Čudovita izbira naravne kozmetike. Paket je prispel v dveh dneh, lepo zapakiran in brez plastike.',
  },
  {
    key: 'luka', name: 'Luka Horvat', location: 'Maribor', rating: 4, lang: 'sl', days_ago: 260,
    text: 'Prijazna podpora in hitra dostava. Všeč mi je, da lahko pred nakupom preberem vse sestavine.',
  },
  {
    key: 'lena', name: 'Lena Müller', location: 'München', rating: 5, lang: 'ge', days_ago: 75,
    text: 'Ich bestelle hier seit über einem Jahr. Die Lieferung ist schnell, die Verpackung plastikfrei, und der Kundenservice hat meine Frage zu den Inhaltsstoffen sofort beantwortet.',
  },
  {
    key: 'felix', name: 'Felix Schneider', location: 'Wien', rating: 5, lang: 'ge', days_ago: 320,
    text: 'Endlich ein Shop, in dem ich vor dem Kauf die komplette INCI-Liste lesen kann. Meine empfindliche Haut dankt es mir.',
  },
]
