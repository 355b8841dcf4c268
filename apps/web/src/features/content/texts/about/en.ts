import type { PageText } from '../../content-types'

export const en: PageText = {
  title: 'About us',
  intro:
    'We are a small shop for natural cosmetics with one simple idea: you should know exactly what you put on your skin, and who made it.',
  highlights: [
    { value: '14', label: 'independent makers' },
    { value: '4', label: 'continents' },
    { value: '5', label: 'product categories' },
    { value: '4', label: 'languages' },
  ],
  sections: [
    {
      id: 'our-story',
      heading: 'Our story',
      blocks: [
        'Lumen & Leaf began at a kitchen table in Prague, with a shoebox of creams collected on our travels and a notebook full of ingredient lists. We kept finding wonderful products from small makers that were hard to buy anywhere else – and, on the other side, labels that promised “natural” while hiding what was inside.',
        'So we built the shop we wanted to buy from ourselves: a short, carefully chosen range, every ingredient in plain sight, and people behind the counter who read the small print for you.',
      ],
    },
    {
      id: 'our-range',
      heading: 'What you will find here',
      blocks: [
        'Our shelves hold five kinds of products:',
        {
          list: [
            '**Skin care** – cleansers, toners, serums, creams and oils for the face and the eye area.',
            '**Hair care** – gentle shampoos, conditioners, masks and scalp oils.',
            '**Body care** – soaps, body butters, lotions, scrubs and deodorants.',
            '**Ayurveda** – traditional formulas with herbs such as neem, tulsi, ashwagandha and amla.',
            '**Combo sets** – routines and gift sets made of products that work well side by side, with their own, kinder price.',
          ],
        },
      ],
    },
    {
      id: 'our-makers',
      heading: 'Our makers',
      blocks: [
        'Everything we sell comes from 14 independent makers in Europe, Asia, Africa and South America. Most are family businesses or small workshops, and many grow or press their own raw materials. We talk to every one of them – and visit whenever we can – before their products reach our shelves.',
        {
          cards: [
            { title: 'Verdana Botanicals', meta: 'Slovenia', text: 'Calendula, lavender and chamomile from its own herb farm in the hills of Goriška Brda, for gentle everyday skin care.' },
            { title: 'Alpenrose Naturkosmetik', meta: 'Austria', text: 'Edelweiss, arnica and alpine rose from Tyrol in calm, rich creams and balms.' },
            { title: 'Lípa Natural', meta: 'Czech Republic', text: 'Linden blossom, honey and meadow herbs from the Vysočina highlands, with short ingredient lists.' },
            { title: 'Kama Veda', meta: 'India', text: 'Ayurvedic oils slow-cooked with fresh herbs in Kerala, to recipes more than two thousand years old.' },
            { title: 'Shea Haven', meta: 'Ghana', text: 'Unrefined shea butter bought directly from women’s cooperatives in northern Ghana at fair-trade prices.' },
            { title: 'Rosehip Lab', meta: 'Chile', text: 'Oil cold-pressed from wild rosehips of the Andes and Patagonia, and the serums built on it.' },
          ],
        },
        'You will meet the other eight – from Nordic Birch in Finland to Lotus Ayur in Sri Lanka – in our [brand overview](/topbrand).',
      ],
    },
    {
      id: 'what-we-stand-for',
      heading: 'What we stand for',
      blocks: [
        {
          list: [
            '**The full INCI list on every product.** Each product page shows the complete ingredient list in international (INCI) names, in the order the maker declares them. No “secret blends”, no shortened lists.',
            '**Certifications you can check.** We show the seals a product really holds – COSMOS and NATRUE for natural and organic cosmetics, vegan, cruelty-free and fair trade. Where a product has no certificate, we do not invent one.',
            '**Allergens at a glance.** Fragrance allergens declared under EU cosmetics law are listed separately, so you do not have to hunt for them in a long list.',
            '**Period after opening.** The little open-jar symbol (for example 12M) is written out on every product page: how many months a product stays good once you open it.',
            '**Honest reviews.** Only shoppers who bought a product can review it, and every review is marked as a verified purchase.',
          ],
        },
      ],
    },
    {
      id: 'packing-and-shipping',
      heading: 'How we pack and ship',
      blocks: [
        'We pack every order by hand in our own storeroom, usually within one or two working days. Glass is wrapped in corrugated paper, boxes are recycled cardboard, and we fill the gaps with paper, never plastic. When a maker already ships in minimal packaging, we leave it that way.',
        'You can follow each step – confirmed, picked, handed to the carrier, shipped, out for delivery, delivered – in [order tracking](/trackorder), and we email you at every change.',
      ],
    },
    {
      id: 'languages',
      heading: 'Four languages, one shop',
      blocks: [
        'The whole shop – product texts, ingredient notes, emails and these pages – is available in English, Czech (čeština), Slovenian (slovenščina) and German (Deutsch). Choose your language in the header; your device remembers the choice.',
        'Prices are always in US dollars, written in the number format of your language.',
        'A question, a wish, a maker we should meet? [Write to us](/contactus) – a person will answer, in your language.',
      ],
    },
  ],
  related: [
    { to: '/faq', label: 'Frequently asked questions', text: 'Delivery, payment, returns and ingredients in short answers.' },
    { to: '/returnpolicy', label: 'Return policy', text: 'Fourteen days to change your mind about sealed products.' },
  ],
}
