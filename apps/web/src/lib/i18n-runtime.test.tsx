import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RenderScope, Trans, addCatalog, beginRender, fixedT, i18n, renderedNamespaces, useTranslation, type TFunction } from './i18n-runtime'

// Catalogs of a namespace of this test's own ('rt'), in two languages, as the app's JSON files look.
beforeAll(() => {
  addCatalog('en', 'rt', {
    hello: 'Hello, {{name}}!',
    nested: { deep: { key: 'Deep' } },
    items_one: '{{count}} item',
    items_other: '{{count}} items',
    empty: '',
    link: 'Read the <terms>terms</terms> and the <privacy>policy</privacy>.',
    showing: 'Showing results for <query>{{text}}</query>',
    self: 'Before <br/> after',
  })
  addCatalog('en', 'rt2', { only2: 'From the second namespace', hello: 'not this one' })
  addCatalog('cz', 'rt', {
    hello: 'Ahoj, {{name}}!',
    items_one: '{{count}} položka',
    items_few: '{{count}} položky',
    items_many: '{{count}} položky',
    items_other: '{{count}} položek',
  })
  addCatalog('sl', 'rt', {
    items_one: '{{count}} izdelek',
    items_two: '{{count}} izdelka',
    items_few: '{{count}} izdelki',
    items_other: '{{count}} izdelkov',
  })
  addCatalog('ge', 'rt', { hello: 'Hallo, {{name}}!' })
})

afterAll(async () => {
  await i18n.changeLanguage('en')
})

describe('t', () => {
  const t = fixedT('en', 'rt')

  it('fills {{placeholders}} without HTML-escaping them (React escapes) and keeps a placeholder without a value', () => {
    expect(t('hello', { name: '<b>Ann & Bob</b>' })).toBe('Hello, <b>Ann & Bob</b>!')
    expect(t('hello')).toBe('Hello, {{name}}!')
  })

  it('reads nested keys, the ns: prefix and the ns option, and several namespaces in order', () => {
    expect(t('nested.deep.key')).toBe('Deep')
    expect(t('rt2:only2')).toBe('From the second namespace')
    expect(t('only2', { ns: 'rt2' })).toBe('From the second namespace')
    const both = fixedT('en', ['rt', 'rt2'])
    expect(both('hello', { name: 'A' })).toBe('Hello, A!')
    expect(both('only2')).toBe('From the second namespace')
  })

  it('picks the plural form Intl.PluralRules gives for the real language (cs, sl)', () => {
    expect(t('items', { count: 1 })).toBe('1 item')
    expect(t('items', { count: 5 })).toBe('5 items')
    const cz = fixedT('cz', 'rt')
    expect([1, 3, 5, 1.5].map((count) => cz('items', { count }))).toEqual(['1 položka', '3 položky', '5 položek', '1.5 položky'])
    const sl = fixedT('sl', 'rt')
    expect([1, 2, 3, 5, 101, 102].map((count) => sl('items', { count }))).toEqual([
      '1 izdelek',
      '2 izdelka',
      '3 izdelki',
      '5 izdelkov',
      '101 izdelek',
      '102 izdelka',
    ])
  })

  it('answers a missing key with its defaultValue (interpolated, even empty) or the key itself', () => {
    expect(t('nope', 'Fallback')).toBe('Fallback')
    expect(t('nope', { defaultValue: 'Hi {{who}}', who: 'you' })).toBe('Hi you')
    expect(t('nope', { defaultValue: '' })).toBe('')
    expect(t('nope.deeper')).toBe('nope.deeper')
    expect(t('rt:nope')).toBe('nope')
    // A key that names a group, not a text, is missing too.
    expect(t('nested.deep')).toBe('nested.deep')
    // An empty text is a text.
    expect(t('empty', 'Fallback')).toBe('')
    // A namespace never loaded shows keys.
    expect(fixedT('en', 'never-loaded')('x.y')).toBe('x.y')
  })
})

describe('<Trans>', () => {
  const t: TFunction = fixedT('en', 'rt')

  it('puts the components around their text', () => {
    const { container } = render(<Trans t={t} i18nKey="link" components={{ terms: <a href="/t" />, privacy: <a href="/p" /> }} />)
    expect(container.innerHTML).toBe('Read the <a href="/t">terms</a> and the <a href="/p">policy</a>.')
  })

  it('reads the tags before the values go in: a value never becomes an element', () => {
    const { container } = render(<Trans t={t} i18nKey="showing" values={{ text: '<query>x</query>' }} components={{ query: <a href="/s" /> }} />)
    expect(container.innerHTML).toBe('Showing results for <a href="/s">&lt;query&gt;x&lt;/query&gt;</a>')
  })

  it('renders a self-closing tag as the component itself', () => {
    const { container } = render(<Trans t={t} i18nKey="self" components={{ br: <br /> }} />)
    expect(container.innerHTML).toBe('Before <br> after')
  })
})

function Greeting({ ns = 'rt' }: { ns?: string }) {
  const { t } = useTranslation(ns)
  return <p>{t('hello', { name: 'Eva' })}</p>
}

describe('useTranslation in the browser', () => {
  it('follows changeLanguage (shop or BCP 47 codes) and i18n.language', async () => {
    render(<Greeting />)
    expect(screen.getByText('Hello, Eva!')).toBeTruthy()
    await act(() => i18n.changeLanguage('cs'))
    expect(i18n.language).toBe('cz')
    expect(screen.getByText('Ahoj, Eva!')).toBeTruthy()
    await act(() => i18n.changeLanguage('ge'))
    expect(screen.getByText('Hallo, Eva!')).toBeTruthy()
    await act(() => i18n.changeLanguage('en'))
  })

  it('suspends until a namespace is loaded, then shows its texts', async () => {
    render(
      <Suspense fallback={<p>Loading texts</p>}>
        <CommonLoading />
      </Suspense>,
    )
    expect(await screen.findByText('Loading...')).toBeTruthy()
  })

  it('with useSuspense: false renders at once with ready: false and the keys, then the texts', async () => {
    function Reasons() {
      const { t, ready } = useTranslation('reasons', { useSuspense: false })
      return <p>{ready ? t('reason.out_of_stock') : `not ready: ${t('reason.out_of_stock')}`}</p>
    }
    render(<Reasons />)
    expect(screen.getByText('not ready: reason.out_of_stock')).toBeTruthy()
    expect(await screen.findByText('This product is out of stock')).toBeTruthy()
  })
})

function CommonLoading() {
  const { t } = useTranslation('common')
  return <p>{t('loading')}</p>
}

describe('server renders', () => {
  it('each render speaks its own language, a t kept from one stays in it, and it lists the namespaces it used', async () => {
    let keptT: TFunction | undefined
    function Page({ keep }: { keep?: boolean }) {
      const { t } = useTranslation('rt')
      if (keep) keptT = t
      return <p>{t('hello', { name: 'Jan' }) + ' ' + t('rt2:only2')}</p>
    }
    beginRender('cz')
    const cz = renderToString(<Page keep />)
    const czNamespaces = renderedNamespaces()
    // Another request's render in between, as concurrent requests interleave on the server.
    await Promise.resolve()
    beginRender('ge')
    const ge = renderToString(<Page />)
    expect(cz).toContain('Ahoj, Jan!')
    expect(ge).toContain('Hallo, Jan!')
    expect(czNamespaces.sort()).toEqual(['rt', 'rt2'])
    expect(renderedNamespaces().sort()).toEqual(['rt', 'rt2'])
    expect(keptT!('hello', { name: 'Jan' })).toBe('Ahoj, Jan!')
  })

  it('a renderer that is not synchronous gives each render its record through RenderScope', () => {
    function Page() {
      const { t } = useTranslation('rt')
      return <p>{t('hello', { name: 'Jan' }) + ' ' + t('rt2:only2')}</p>
    }
    const cz = beginRender('cz')
    const ge = beginRender('ge') // the last one begun is what a render without the context would use
    const html = renderToString(
      <RenderScope value={cz}>
        <Page />
      </RenderScope>,
    )
    expect(html).toContain('Ahoj, Jan!')
    expect([...cz.used].sort()).toEqual(['rt', 'rt2'])
    expect([...ge.used]).toEqual([])
  })
})
