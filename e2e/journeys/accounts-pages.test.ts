import assert from 'node:assert/strict'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import {
  BASE_URL,
  DESKTOP,
  PHONE,
  SCREENSHOT_DIR,
  accountButton,
  createAccountViaApi,
  horizontalOverflow,
  launch,
  openAccountMenu,
  openPage,
  screenshot,
  settled,
  storedSession,
  toast,
  uniqueEmail,
} from '../support'

/**
 * Issue 3, the account pages: /profile saves a new name, /addressmyinfo adds, changes and deletes
 * an address, /youraccount leads to every account page, a guest is sent to /login, and one user
 * cannot touch another's address. Then every account screen at phone and desktop width: no page or
 * console errors, nothing wider than the screen, and a full-page screenshot in e2e/screenshots.
 */

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

type Session = { access: string; username: string }

const storageOf = (s: Session) => ({ Token: s.access, Username: s.username })

async function call(method: string, p: string, token: string | null, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${BASE_URL}${p}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: res.status, json: (await res.json().catch(() => ({}))) as Record<string, unknown> }
}

const ADDRESS = {
  first_name: 'Marie',
  last_name: 'Veselá',
  street: 'Lipová 1234/5',
  city: 'Brno',
  zip_code: '602 00',
  state: 'Jihomoravský kraj',
  /** Picked from the country list by its code; the address card names it ("Czechia") */
  country: 'CZ',
}

async function fillAddress(page: Page, a: Partial<typeof ADDRESS>): Promise<void> {
  const labels: Record<keyof typeof ADDRESS, string> = {
    first_name: 'First name',
    last_name: 'Last name',
    street: 'Street and descriptive number',
    city: 'City',
    zip_code: 'Zip code',
    state: 'State',
    country: 'Country',
  }
  for (const [k, v] of Object.entries(a)) {
    const field = page.getByLabel(labels[k as keyof typeof ADDRESS], { exact: true })
    await (k === 'country' ? field.selectOption(v) : field.fill(v))
  }
}

describe('account pages', () => {
  it('a guest opening /profile (or another account page) is sent to /login', async () => {
    const { context, page, errors } = await openPage(browser)
    try {
      for (const p of ['/profile', '/addressmyinfo', '/youraccount', '/Twofactor']) {
        await page.goto(p)
        await page.waitForURL((u) => u.pathname === '/login', { timeout: 10_000 })
        await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor()
      }
      assert.deepEqual(errors, [], `console or page errors:\n${errors.join('\n')}`)
    } finally {
      await context.close()
    }
  })

  // One account for the journeys below (the server allows 10 signups per IP in 10 minutes, and
  // every journey file of a run shares one server). The hub journey signs it out: it runs last.
  const name = 'Alena Procházková'
  const email = uniqueEmail('profile')
  let session: Session
  before(async () => {
    session = await createAccountViaApi(name, email, 'hibiscus-3')
  })

  it('/profile shows the user and saves a new name ("Profile updated successfully")', async () => {
    const { context, page, errors } = await openPage(browser)
    try {
      // Signed in as SPEC's storage says, set before the app starts (no reload afterwards).
      await page.goto('/')
      await page.evaluate((s) => {
        localStorage.setItem('Token', s.Token)
        localStorage.setItem('Username', s.Username)
      }, storageOf(session))
      await page.goto('/profile')
      await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor({ timeout: 10_000 })
      const nameField = page.getByLabel('Name', { exact: true })
      const emailField = page.getByLabel('Email', { exact: true })
      await nameField.waitFor({ timeout: 10_000 })
      assert.equal(await nameField.inputValue(), name)
      assert.equal(await emailField.inputValue(), email)
      await page.getByText('Confirmed', { exact: true }).waitFor()
      assert.equal(await page.getByLabel('Phone number', { exact: true }).inputValue(), '')
      assert.equal(await page.getByLabel('Gender', { exact: true }).inputValue(), '')

      // Saving nothing says so; an empty name is SPEC's message.
      const save = page.getByRole('button', { name: 'Save changes' })
      await save.click()
      await page.getByText('There is nothing to save yet.').waitFor()
      await nameField.fill('   ')
      await save.click()
      await page.getByRole('main').getByRole('alert').filter({ hasText: 'Please fill a name' }).waitFor()

      const newName = 'Alena Nová' // the hub journey below greets this name
      await nameField.fill(newName)
      await page.getByLabel('Gender', { exact: true }).selectOption('female')
      await save.click()
      await toast(page, 'Profile updated successfully').waitFor({ timeout: 10_000 })
      await page.waitForFunction((n) => localStorage.getItem('Username') === n, newName)
      await accountButton(page, newName).waitFor()
      assert.equal(await nameField.inputValue(), newName)

      // The server kept it.
      const me = await call('GET', '/auth/profile', session.access)
      assert.equal(me.status, 200)
      assert.equal(me.json.username, newName)
      assert.equal(me.json.gender, 'female')
      assert.equal(me.json.email, email)

      assert.deepEqual(errors, [], `console or page errors:\n${errors.join('\n')}`)
    } finally {
      await context.close()
    }
  })

  it('/addressmyinfo adds, changes and deletes an address; another user cannot touch it', async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP, storageOf(session))
    try {
      await page.goto('/addressmyinfo')
      await page.getByRole('heading', { level: 1, name: 'Address book' }).waitFor({ timeout: 10_000 })
      await page.getByText('You have no saved addresses yet.').waitFor({ timeout: 10_000 })

      await page.getByRole('button', { name: 'Add a new address' }).click()
      await page.getByRole('heading', { name: 'New address' }).waitFor()
      // The shared rules: empty required fields and a bad zip code are named under their fields.
      await page.getByRole('button', { name: 'Save address' }).click()
      for (const text of ['Please fill first name', 'Please fill last name', 'Please fill street and number', 'Please fill city', 'Please fill country', 'Please enter a valid zip code']) {
        await page.getByRole('main').getByRole('alert').filter({ hasText: text }).first().waitFor()
      }
      await fillAddress(page, ADDRESS)
      await page.getByRole('button', { name: 'Save address' }).click()
      await toast(page, 'Your information added successfully').waitFor({ timeout: 10_000 })

      const list = page.getByRole('list', { name: 'Your addresses' })
      const card = list.getByRole('listitem').filter({ hasText: ADDRESS.street })
      await card.waitFor()
      for (const line of [`${ADDRESS.first_name} ${ADDRESS.last_name}`, ADDRESS.street, `${ADDRESS.zip_code} ${ADDRESS.city}`, ADDRESS.state, 'Czechia']) {
        await card.getByText(line, { exact: true }).waitFor()
      }
      // The first address is the default one.
      await card.getByText('Default', { exact: true }).waitFor()
      await page.getByText('1 address', { exact: true }).waitFor()

      // Another signed-in user can neither read nor change nor delete it.
      const stranger = await createAccountViaApi('Stranger', uniqueEmail('stranger'), 'stranger-1')
      const mine = await call('GET', '/auth/user-address', session.access)
      const id = ((mine.json.data as Array<{ id: string }>) ?? [])[0]?.id
      assert.ok(id, 'the address has an id')
      const theirs = await call('GET', '/auth/user-address', stranger.access)
      assert.equal(theirs.status, 200)
      assert.deepEqual(theirs.json.data, [], "another user's list is empty")
      const patch = await call('PATCH', '/auth/user-address', stranger.access, { id, city: 'Hacked' })
      assert.ok(patch.status === 404 || patch.status === 403, `another user's PATCH answered ${patch.status}`)
      const del = await call('DELETE', '/auth/user-address', stranger.access, { id })
      assert.ok(del.status === 404 || del.status === 403, `another user's DELETE answered ${del.status}`)
      const guest = await call('GET', '/auth/user-address', null)
      assert.equal(guest.status, 401, 'a guest is refused')
      const still = await call('GET', '/auth/user-address', session.access)
      assert.equal((still.json.data as Array<{ city: string }>)[0]?.city, ADDRESS.city, 'the address is unchanged')

      // Change it.
      await card.getByRole('button', { name: `Edit the address ${ADDRESS.street}` }).click()
      await page.getByRole('heading', { name: 'Change address' }).waitFor()
      assert.equal(await page.getByLabel('City', { exact: true }).inputValue(), ADDRESS.city)
      await fillAddress(page, { city: 'Olomouc', zip_code: '779 00', street: 'Horní náměstí 10' })
      await page.getByRole('button', { name: 'Save address' }).click()
      await toast(page, 'Your information updated successfully').waitFor({ timeout: 10_000 })
      const changed = list.getByRole('listitem').filter({ hasText: 'Horní náměstí 10' })
      await changed.getByText('779 00 Olomouc', { exact: true }).waitFor()
      assert.equal(await list.getByText(ADDRESS.street).count(), 0)

      // Delete it: asked first, the safe choice focused.
      await changed.getByRole('button', { name: 'Delete the address Horní náměstí 10' }).click()
      const confirm = changed.getByRole('group', { name: 'Delete this address?' })
      await confirm.waitFor()
      assert.equal(await confirm.getByRole('button', { name: 'Cancel' }).evaluate((b) => b === document.activeElement), true, 'Cancel has the focus')
      await confirm.getByRole('button', { name: 'Yes, delete' }).click()
      await toast(page, 'The address was deleted.').waitFor({ timeout: 10_000 })
      await page.getByText('You have no saved addresses yet.').waitFor()
      const none = await call('GET', '/auth/user-address', session.access)
      assert.deepEqual(none.json.data, [])

      assert.deepEqual(errors, [], `console or page errors:\n${errors.join('\n')}`)
    } finally {
      await context.close()
    }
  })

  it('/youraccount greets the user and its links lead to every account page', async () => {
    // The profile journey renamed the account.
    const hubName = 'Alena Nová'
    const { context, page, errors } = await openPage(browser, DESKTOP, { Token: session.access, Username: hubName })
    try {
      await page.goto('/')
      const menu = await openAccountMenu(page, hubName)
      await menu.getByRole('menuitem', { name: 'Your account' }).click()
      await page.waitForURL((u) => u.pathname === '/youraccount')
      await page.getByRole('heading', { level: 1, name: `Hello, ${hubName}` }).waitFor({ timeout: 10_000 })

      const cards: Array<[RegExp, string, string]> = [
        [/^Profile/, '/profile', 'Profile'],
        [/^Address book/, '/addressmyinfo', 'Address book'],
        [/^Shipping address/, '/shippingaddress', 'Shipping address'],
        [/^Change password/, '/changepassword', 'Change password'],
        [/^Two-factor authentication/, '/Twofactor', 'Two-factor authentication'],
      ]
      await page.getByRole('link', { name: /^Two-factor authentication\s*Off/ }).waitFor({ timeout: 10_000 })
      for (const [link, to, heading] of cards) {
        await page.getByRole('main').getByRole('link', { name: link }).click()
        await page.waitForURL((u) => u.pathname === to, { timeout: 10_000 })
        await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 10_000 })
        // Back through the breadcrumb (the /changepassword card has none: back with the browser).
        const crumb = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Your account' })
        if (await crumb.count()) await crumb.click()
        else await page.goBack()
        await page.waitForURL((u) => u.pathname === '/youraccount')
        await page.getByRole('heading', { level: 1, name: `Hello, ${hubName}` }).waitFor()
      }

      // Signing out here ends the session on the server too.
      await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click()
      await page.waitForURL((u) => u.pathname === '/')
      await page.waitForFunction(() => !localStorage.getItem('Token'))
      assert.equal((await call('GET', '/auth/profile', session.access)).status, 401, 'the token is revoked')

      assert.deepEqual(errors, [], `console or page errors:\n${errors.join('\n')}`)
    } finally {
      await context.close()
    }
  })
})

interface Screen {
  name: string
  path: string
  heading: string
  signedIn?: boolean
  /** Brings the page into the state worth looking at. */
  prepare?: (page: Page) => Promise<void>
}

const PASSWORD = 'screens-pass-1'

const SCREENS: Screen[] = [
  { name: 'signup', path: '/signup', heading: 'Create your account' },
  {
    name: 'signup-errors',
    path: '/signup',
    heading: 'Create your account',
    prepare: async (page) => {
      await page.getByLabel('Email or phone number', { exact: true }).fill('anna@example')
      await page.getByLabel('Password', { exact: true }).fill('abc')
      await page.getByRole('button', { name: 'Sign up', exact: true }).click()
      await page.getByText('Please fill a name').waitFor()
    },
  },
  { name: 'login', path: '/login', heading: 'Welcome back' },
  { name: 'Verificationemail', path: '/Verificationemail', heading: 'Check your email' },
  { name: 'forgetpassword', path: '/forgetpassword', heading: 'Forgot your password?' },
  { name: 'youraccount', path: '/youraccount', heading: 'Hello, Screens User', signedIn: true },
  { name: 'profile', path: '/profile', heading: 'Profile', signedIn: true, prepare: (page) => page.getByLabel('Name', { exact: true }).waitFor() },
  {
    name: 'addressmyinfo',
    path: '/addressmyinfo',
    heading: 'Address book',
    signedIn: true,
    prepare: (page) => page.getByRole('list', { name: 'Your addresses' }).waitFor({ timeout: 10_000 }),
  },
  {
    name: 'addressmyinfo-form',
    path: '/addressmyinfo',
    heading: 'Address book',
    signedIn: true,
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Add a new address' }).click()
      await page.getByRole('heading', { name: 'New address' }).waitFor()
    },
  },
  { name: 'changepassword', path: '/changepassword', heading: 'Change password', signedIn: true },
  { name: 'Twofactor', path: '/Twofactor', heading: 'Two-factor authentication', signedIn: true, prepare: (page) => page.getByText('Turn it on in two steps').waitFor({ timeout: 10_000 }) },
  {
    name: 'twofactorauthentication',
    path: '/twofactorauthentication',
    heading: 'Set up your authenticator app',
    signedIn: true,
    prepare: async (page) => {
      await page.getByLabel('Your password', { exact: true }).fill(PASSWORD)
      await page.getByRole('button', { name: 'Show QR code' }).click()
      await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor({ timeout: 10_000 })
    },
  },
  {
    name: 'twofactorauthenticationquestion',
    path: '/twofactorauthenticationquestion',
    heading: 'Security questions',
    signedIn: true,
    prepare: (page) => page.getByLabel('Question', { exact: true }).first().waitFor({ timeout: 10_000 }),
  },
]

describe('account screens', () => {
  let session: Session
  before(async () => {
    session = await createAccountViaApi('Screens User', uniqueEmail('screens'), PASSWORD)
    const questions = await call('POST', '/auth/two-factor/questions', session.access, {
      questions: [
        { question: 'What was the name of your first pet?', answer: 'Micka' },
        { question: 'In which town were you born?', answer: 'Brno' },
        { question: 'What street did you live on as a child?', answer: 'Lipová' },
      ],
      password: PASSWORD,
    })
    assert.equal(questions.status, 200, `security questions: ${JSON.stringify(questions.json)}`)
    for (const a of [ADDRESS, { ...ADDRESS, first_name: 'Jan', street: 'Dlouhá 7', city: 'Praha', zip_code: '110 00', state: '', is_default: false }]) {
      const added = await call('POST', '/auth/user-address', session.access, a)
      assert.ok(added.status < 300, `address: ${added.status} ${JSON.stringify(added.json)}`)
    }
  })

  for (const [viewportName, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    describe(`at ${viewportName} width (${viewport.width}×${viewport.height})`, () => {
      for (const screen of SCREENS) {
        it(screen.name, async () => {
          const { context, page, errors } = await openPage(browser, viewport, screen.signedIn ? storageOf(session) : {})
          try {
            await page.goto(screen.path)
            await page.getByRole('heading', { level: 1, name: screen.heading }).waitFor({ timeout: 10_000 })
            await settled(page)
            await screen.prepare?.(page)
            await settled(page)
            // A focused field may have scrolled the page a little; a full-page picture of a
            // scrolled page draws the hidden skip link (fixed, above the top) into it.
            await page.evaluate(() => window.scrollTo(0, 0))
            await screenshot(page, `${viewportName}-${screen.name}`)
            const overflow = await horizontalOverflow(page, viewport.width)
            assert.equal(overflow, null, overflow ?? '')
            assert.deepEqual(errors, [], `${screen.name}: console or page errors:\n${errors.join('\n')}`)
          } finally {
            await context.close()
          }
        })
      }

      it('account menu, signed in (screen-size picture)', async () => {
        const { context, page, errors } = await openPage(browser, viewport, storageOf(session))
        try {
          await page.goto('/')
          await accountButton(page, session.username).waitFor({ timeout: 10_000 })
          const menu = await openAccountMenu(page, session.username)
          await menu.getByRole('menuitem', { name: 'Sign out' }).waitFor()
          await page.waitForTimeout(300)
          await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${viewportName}-open-account-menu.png`) })
          const box = await menu.boundingBox()
          assert.ok(box && box.x >= 0 && box.x + box.width <= viewport.width + 0.5, `the account menu sticks out of the screen: ${JSON.stringify(box)}`)
          assert.equal((await storedSession(page)).Username, session.username)
          assert.deepEqual(errors, [], `console or page errors:\n${errors.join('\n')}`)
        } finally {
          await context.close()
        }
      })
    })
  }
})
