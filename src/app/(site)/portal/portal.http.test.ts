import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test'

import { SIGN_IN_SENT, PORTAL_MESSAGES } from '@/schema/portal'
import { cms, staffHeaders } from '../../../../tests/support/http-api'
import { anIp, unique } from '../../../../tests/support/leads'
import {
  askForLink,
  newPortalFile,
  portalSession,
  signInLinkFor,
  type PortalFile,
} from '../../../../tests/support/portal'
import { PORTAL_TEXT } from './_lib/portal-copy'

// The portal on the built server (docs/product.md §15, §20; docs/decisions/0175, 0177): the sign-in that tells nobody
// whether an address has a file, the link that only its button spends, the cookie's flags, pages no cache keeps, and
// every portal address and post answering only about the signed-in student: another student's ids, a parent whose
// access was withdrawn and a signed-out visitor all get 404 (or the sign-in form), and nothing is stored.

let asha: PortalFile
let ben: PortalFile

test.beforeAll(async ({ request }) => {
  asha = await newPortalFile(request, 'Asha Rao')
  ben = await newPortalFile(request, 'Ben Okafor')
})

const contexts: APIRequestContext[] = []
test.afterAll(async () => {
  await Promise.all(contexts.map((context) => context.dispose()))
})

async function signedIn(request: APIRequestContext, baseURL: string, email: string) {
  const session = await portalSession(request, baseURL, email)
  contexts.push(session.context)
  return session
}

async function signedOut(baseURL: string) {
  const context = await playwrightRequest.newContext({ baseURL })
  contexts.push(context)
  return context
}

const get = (context: APIRequestContext, path: string) => context.get(path, { maxRedirects: 0 })
const post = (context: APIRequestContext, path: string, form: Record<string, string> = {}) =>
  context.post(path, { form, maxRedirects: 0 })

/** Every portal post, with the ids of `other`'s records where a post names one. */
const EVERY_POST = (other: PortalFile): [string, Record<string, string>][] => [
  ['/portal/messages/send', { body: 'Let me in', student: String(other.student.id) }],
  [
    '/portal/family/invite',
    { name: 'Someone', email: `someone.${unique()}@example.com`, student: String(other.student.id) },
  ],
  ['/portal/family/withdraw', { guardian: String(other.guardian.id) }],
  ['/portal/privacy/export', { student: String(other.student.id) }],
  ['/portal/privacy/delete', { student: String(other.student.id) }],
]

async function messagesOf(request: APIRequestContext, file: PortalFile) {
  return (await cms(request).find('student-messages', `where[student][equals]=${file.student.id}&limit=0`)).docs
}

test('asking for a link answers the same for an address with a file and without, and mails only the first', async ({
  request,
  baseURL,
}) => {
  const context = await signedOut(baseURL!)
  const known = await askForLink(context, asha.student.email.toUpperCase())
  const unknown = await askForLink(context, `nobody.${unique()}@example.com`)
  for (const answer of [known, unknown]) {
    expect(answer.status()).toBe(303)
    expect(answer.headers().location).toBe('/portal/sign-in/sent')
    expect(answer.headers()['cache-control']).toContain('no-store')
  }
  expect(await known.text()).toBe(await unknown.text())
  const sent = await context.get('/portal/sign-in/sent')
  expect(await sent.text()).toContain(SIGN_IN_SENT)
  await signInLinkFor(request, asha.student.email)

  // A malformed address comes back to the form with the message, in a cookie for the portal's path only.
  const malformed = await askForLink(context, 'not-an-address')
  expect(malformed.headers().location).toBe('/portal')
  expect(malformed.headers()['set-cookie']).toMatch(/^portal-form=[^;]+;.*Path=\/portal;.*HttpOnly/i)
  expect(await (await context.get('/portal')).text()).toContain('Invalid email address format.')
})

test('the mailed link’s page spends nothing; its button signs in once, with an HttpOnly, Lax cookie for /portal only', async ({
  request,
  baseURL,
}) => {
  const context = await signedOut(baseURL!)
  await askForLink(context, asha.student.email)
  const link = await signInLinkFor(request, asha.student.email)
  for (let visit = 0; visit < 2; visit++) {
    const page = await context.get(link)
    expect(page.status()).toBe(200)
    const html = await page.text()
    expect(html).toContain(`>${PORTAL_TEXT.confirm.button}</button>`)
    expect(html).toContain('action="/portal/session"')
  }
  const token = new URLSearchParams(link.split('?')[1]).get('token')!
  const first = await post(context, '/portal/session', { token })
  expect(first.status()).toBe(303)
  expect(first.headers().location).toBe('/portal')
  const cookie = first.headers()['set-cookie']!
  expect(cookie).toMatch(/^portal_session=[A-Za-z0-9_-]{43};/)
  expect(cookie).toMatch(/Path=\/portal(;|$)/)
  expect(cookie).toMatch(/Max-Age=2592000/)
  expect(cookie).toMatch(/HttpOnly/i)
  expect(cookie).toMatch(/SameSite=lax/i)
  // The test server is served over http: no Secure flag, which a site on https sets.
  expect(cookie).not.toMatch(/Secure/i)
  expect(await (await context.get('/portal')).text()).toContain(PORTAL_TEXT.home.title(asha.student.name))

  // Used once, the link signs nobody in again, and its page says so with the form to ask again.
  const again = await signedOut(baseURL!)
  const second = await post(again, '/portal/session', { token })
  expect(second.status()).toBe(303)
  expect(second.headers()['set-cookie']).toBeUndefined()
  const spent = await (await again.get(second.headers().location!)).text()
  expect(spent).toContain(PORTAL_TEXT.confirm.spentTitle)
  expect(spent).toContain('action="/portal/sign-in"')

  // Signing out deletes the session: the same cookie opens nothing afterwards.
  const signOut = await post(context, '/portal/sign-out')
  expect(signOut.status()).toBe(303)
  const replay = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { cookie: cookie.split(';')[0]! } })
  contexts.push(replay)
  expect(await (await replay.get('/portal')).text()).toContain(PORTAL_TEXT.signIn.title)
})

test('portal pages are private, no-store and noindex, and never answered from the page cache', async ({
  request,
  baseURL,
}) => {
  const visitor = await signedOut(baseURL!)
  const { context } = await signedIn(request, baseURL!, asha.student.email)
  for (const [who, path] of [
    [visitor, '/portal'],
    [visitor, '/portal'],
    [visitor, '/portal/sign-in/sent'],
    [context, '/portal'],
    [context, '/portal/messages'],
    [context, '/portal/family'],
    [context, '/portal/privacy'],
    [context, `/portal/applications/${asha.application.id}`],
  ] as const) {
    const response = await get(who, path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['cache-control'], path).toBe('private, no-store')
    expect(response.headers()['x-robots-tag'], path).toBe('noindex, nofollow')
    expect(response.headers()['x-page-cache'], path).toBeUndefined()
    expect(await response.text(), path).toMatch(/<meta name="robots" content="noindex, nofollow"\/>/)
  }
  // A signed-out visit before did not leave the sign-in form for the student.
  expect(await (await get(context, '/portal')).text()).toContain(asha.application.programme)
})

test('a student signed in reaches only their own file: another student’s ids are 404 and nothing of theirs changes', async ({
  request,
  baseURL,
}) => {
  const { context } = await signedIn(request, baseURL!, asha.student.email)
  const own = await get(context, `/portal/applications/${asha.application.id}`)
  expect(own.status()).toBe(200)
  expect(await own.text()).toContain(asha.application.programme)
  for (const path of [
    `/portal/applications/${ben.application.id}`,
    '/portal/applications/0',
    '/portal/applications/not-a-number',
  ]) {
    const answer = await get(context, path)
    expect(answer.status(), path).toBe(404)
    // The site's own not-found page, in the HTML: the same for another student's id as for no such id.
    expect(await answer.text(), path).toMatch(/<h1[^>]*>Oops! page not found<\/h1>/)
  }
  for (const path of ['/portal', '/portal/messages', '/portal/family', '/portal/privacy']) {
    const html = await (await get(context, path)).text()
    expect(html, path).not.toContain(ben.student.name)
    expect(html, path).not.toContain(ben.application.programme)
    expect(html, path).not.toContain(ben.guardian.email)
  }

  const benMessages = (await messagesOf(request, ben)).length
  expect((await post(context, '/portal/family/withdraw', { guardian: String(ben.guardian.id) })).status()).toBe(404)
  const guardians = (await cms(request).find('guardians', `where[id][equals]=${ben.guardian.id}`)).docs
  expect(guardians[0].revokedAt ?? null).toBeNull()

  // A post naming another student's file writes to the viewer's own, never to the other's.
  const sent = await post(context, '/portal/messages/send', {
    body: 'My own question',
    student: String(ben.student.id),
  })
  expect(sent.status()).toBe(303)
  expect((await messagesOf(request, ben)).length).toBe(benMessages)
  expect((await messagesOf(request, asha)).map((message) => message.body)).toContain('My own question')

  const download = await post(context, '/portal/privacy/export', { student: String(ben.student.id) })
  expect(download.status()).toBe(200)
  expect(download.headers()['content-disposition']).toMatch(/^attachment; filename="my-student-file-/)
  const data = await download.text()
  expect(data).toContain(asha.student.email)
  expect(data).not.toContain(ben.student.email)
  expect(data).not.toMatch(/token|password/i)
})

test('a student invites a parent, who is mailed an invitation, and asks for the file to be deleted, which mails the admins', async ({
  request,
  baseURL,
}) => {
  const dana = await newPortalFile(request, 'Dana Lee')
  const { context } = await signedIn(request, baseURL!, dana.student.email)
  const email = `father.${unique()}@example.com`
  const invited = await post(context, '/portal/family/invite', { name: 'Sam Lee', email, relationship: 'Father' })
  expect(invited.status()).toBe(303)
  expect(invited.headers().location).toBe('/portal/family?invited=1')
  const family = await (await get(context, '/portal/family?invited=1')).text()
  expect(family).toContain(PORTAL_TEXT.family.invited)
  expect(family).toMatch(/Sam Lee(<!-- -->)? \(Father\)/)
  expect(family).toContain(email)
  const [guardian] = (await cms(request).find('guardians', `where[email][equals]=${encodeURIComponent(email)}`)).docs
  expect(guardian).toMatchObject({ student: dana.student.id, invitedBy: 'student' })
  const invitations = await cms(request).find(
    'outbox-messages',
    `where[to][equals]=${encodeURIComponent(email)}&where[kind][equals]=portal-invitation`,
  )
  expect(invitations.totalDocs).toBe(1)
  // Their own address is not a parent's: the form comes back with the message.
  const own = await post(context, '/portal/family/invite', { name: 'Me', email: dana.student.email })
  expect(own.headers().location).toBe('/portal/family')
  expect(await (await get(context, '/portal/family')).text()).toContain(PORTAL_MESSAGES.guardianIsStudent)

  const asked = await post(context, '/portal/privacy/delete')
  expect(asked.status()).toBe(303)
  expect(await (await get(context, '/portal/privacy')).text()).toMatch(/You asked on .* for your file to be deleted/)
  const [file] = (await cms(request).find('students', `where[id][equals]=${dana.student.id}`)).docs
  expect(file.deletionRequestedAt).toBeTruthy()
  const notices = await cms(request).find('outbox-messages', 'where[kind][equals]=deletion-request&limit=0')
  expect(notices.docs.map((notice) => notice.subject)).toContain('Dana Lee asks for their student file to be deleted')
  const audit = await cms(request).find(
    'student-audit-log',
    `where[studentId][equals]=${dana.student.id}&where[action][equals]=deletion-requested`,
  )
  expect(audit.totalDocs).toBe(1)
})

test('a parent reads their student’s file only: every post from their session is a 404 and stores nothing', async ({
  request,
  baseURL,
}) => {
  const { context } = await signedIn(request, baseURL!, asha.guardian.email)
  const home = await (await get(context, '/portal')).text()
  expect(home).toContain(PORTAL_TEXT.home.readOnly(asha.student.name))
  expect(home).toContain(asha.application.programme)
  const messages = await (await get(context, '/portal/messages')).text()
  expect(messages).toContain(`Welcome, ${asha.student.name}`)
  expect(messages).not.toContain('<textarea')
  expect(messages).toContain(PORTAL_TEXT.messages.readOnly)
  expect(await (await get(context, '/portal/family')).text()).not.toContain('action="/portal/family/invite"')
  expect(await (await get(context, '/portal/privacy')).text()).not.toContain('action="/portal/privacy/export"')

  const before = (await messagesOf(request, asha)).length
  for (const [path, form] of [
    ...EVERY_POST(asha),
    ['/portal/family/withdraw', { guardian: String(asha.guardian.id) }] as [string, Record<string, string>],
  ]) {
    expect((await post(context, path, form)).status(), path).toBe(404)
  }
  expect((await messagesOf(request, asha)).length).toBe(before)
  const [file] = (await cms(request).find('students', `where[id][equals]=${asha.student.id}`)).docs
  expect(file.deletionRequestedAt ?? null).toBeNull()
  expect((await get(context, `/portal/applications/${ben.application.id}`)).status()).toBe(404)
})

test('a parent whose access was withdrawn, and a signed-out visitor, reach nothing', async ({ request, baseURL }) => {
  const carla = await newPortalFile(request, 'Carla Diaz')
  const parent = await signedIn(request, baseURL!, carla.guardian.email)
  expect(await (await get(parent.context, '/portal')).text()).toContain(carla.application.programme)
  const student = await signedIn(request, baseURL!, carla.student.email)
  expect(
    (await post(student.context, '/portal/family/withdraw', { guardian: String(carla.guardian.id) })).status(),
  ).toBe(303)
  const visitor = await signedOut(baseURL!)
  const before = (await messagesOf(request, carla)).length
  for (const who of [parent.context, visitor]) {
    const home = await get(who, '/portal')
    expect(home.status()).toBe(200)
    expect(await home.text()).toContain(PORTAL_TEXT.signIn.title)
    for (const path of ['/portal/messages', '/portal/family', '/portal/privacy']) {
      const answer = await get(who, path)
      expect([303, 307], path).toContain(answer.status())
      expect(answer.headers().location, path).toBe('/portal')
    }
    for (const id of [carla.application.id, asha.application.id]) {
      expect((await get(who, `/portal/applications/${id}`)).status()).toBe(404)
    }
    for (const [path, form] of EVERY_POST(carla)) expect((await post(who, path, form)).status(), path).toBe(404)
  }
  expect((await messagesOf(request, carla)).length).toBe(before)
  // The withdrawn parent cannot even ask for a new link.
  await askForLink(visitor, carla.guardian.email)
  const { docs } = await cms(request).find(
    'outbox-messages',
    `where[to][equals]=${encodeURIComponent(carla.guardian.email)}&where[kind][equals]=portal-sign-in&limit=0`,
  )
  expect(docs).toHaveLength(1)
})

test('the portal’s cookie opens neither the admin nor the CMS API', async ({ request, baseURL }) => {
  const { secret } = await signedIn(request, baseURL!, ben.student.email)
  const withCookie = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `portal_session=${secret}` },
  })
  contexts.push(withCookie)
  expect(await (await withCookie.get('/portal')).text()).toContain(ben.application.programme)
  const students = await withCookie.get('/cms-api/students')
  expect([401, 403]).toContain(students.status())
  expect(await students.text()).not.toContain(ben.student.email)
  const me = await (await withCookie.get('/cms-api/users/me')).json()
  expect(me.user).toBeNull()
  for (const collection of ['student-messages', 'applications', 'guardians', 'portal-sessions']) {
    expect([401, 403], collection).toContain((await withCookie.get(`/cms-api/${collection}`)).status())
  }
  // The admin sends a visitor it does not know to its login (a redirect, or, once its page streams, a refresh to it).
  const admin = await withCookie.get('/admin', { maxRedirects: 0 })
  const where = `${admin.headers().location ?? ''} ${admin.status() === 200 ? await admin.text() : ''}`
  expect(where).toMatch(/\/admin\/login/)
  expect(where).not.toContain(ben.student.name)
  // What a staff session gets instead: the admin itself, no way to its login.
  const token = (await staffHeaders(request)).Authorization!.replace(/^JWT /, '')
  const staff = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { cookie: `payload-token=${token}` } })
  contexts.push(staff)
  const dashboard = await staff.get('/admin', { maxRedirects: 0 })
  expect(dashboard.status()).toBe(200)
  expect(await dashboard.text()).not.toMatch(/\/admin\/login/)
})

test('sign-in is rate limited per email address, whoever asks, and per client address', async ({ baseURL }) => {
  const context = await signedOut(baseURL!)
  const email = `limited.${unique()}@example.com`
  for (let attempt = 0; attempt < 5; attempt++) {
    expect((await askForLink(context, email)).headers().location).toBe('/portal/sign-in/sent')
  }
  const sixth = await askForLink(context, email)
  expect(sixth.headers().location).toBe('/portal')
  expect(await (await context.get('/portal')).text()).toContain(PORTAL_MESSAGES.tooMany)
  // Another address from the same client still gets its answer.
  expect((await askForLink(context, `other.${unique()}@example.com`)).headers().location).toBe('/portal/sign-in/sent')

  const ip = anIp()
  let refused = 0
  for (let attempt = 0; attempt < 21; attempt++) {
    const answer = await askForLink(context, `many.${unique()}@example.com`, ip)
    if (answer.headers().location === '/portal') refused++
  }
  expect(refused).toBe(1)
})
