import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test'

import { DEMO_ADMIN, cms } from './http-api'
import { anIp, unique } from './leads'

// Student files for the portal's tests, made as staff make them (through /cms-api as the demo admin), and the portal's
// sign-in as a student or a parent does it: ask for a link, take it from the outbox, press Sign in.

export type PortalFile = {
  student: { id: number; name: string; email: string }
  application: { id: number; programme: string }
  guardian: { id: number; name: string; email: string }
}

let adminId: number | undefined

async function demoAdminId(request: APIRequestContext): Promise<number> {
  if (adminId === undefined) {
    const response = await request.post('/cms-api/users/login', { data: DEMO_ADMIN })
    expect(response.status()).toBe(200)
    adminId = ((await response.json()) as { user: { id: number } }).user.id
  }
  return adminId
}

/** A student file with one application (stage moved once), one parent invited by staff, and one staff message. */
export async function newPortalFile(request: APIRequestContext, name: string): Promise<PortalFile> {
  const staff = cms(request)
  const id = unique()
  const counsellor = await demoAdminId(request)
  const university = await staff.create('universities', { name: `University ${id}`, country: 'GB', city: 'Leeds' })
  const first = name.split(' ')[0]!.toLowerCase()
  const student = await staff.create('students', {
    name,
    email: `${first}.${id}@example.com`,
    counsellors: [counsellor],
    intake: '2027-09',
  })
  const programme = `MSc ${name} Studies ${id}`
  const application = await staff.create('applications', {
    student: student.id,
    university: university.id,
    programme,
    intake: '2027-09',
    stage: 'submitted',
    deadlines: [{ kind: 'deposit', dueAt: new Date(Date.now() + 20 * 86_400_000).toISOString() }],
  })
  await staff.update('applications', application.id, { stage: 'conditional-offer' })
  const guardian = await staff.create('guardians', {
    student: student.id,
    name: `Parent of ${name}`,
    email: `parent.${first}.${id}@example.com`,
    relationship: 'Mother',
  })
  await staff.create('student-messages', { student: student.id, body: `Welcome, ${name}: your file is open.` })
  return {
    student: { id: student.id, name, email: student.email },
    application: { id: application.id, programme },
    guardian: { id: guardian.id, name: guardian.name, email: guardian.email },
  }
}

/** The newest sign-in link the outbox holds for `email`, read as an admin (counsellors never see them). */
export async function signInLinkFor(request: APIRequestContext, email: string): Promise<string> {
  const { docs } = await cms(request).find(
    'outbox-messages',
    `where[to][equals]=${encodeURIComponent(email)}&where[kind][equals]=portal-sign-in&sort=-createdAt&limit=1`,
  )
  expect(docs, `a sign-in link for ${email}`).toHaveLength(1)
  const link = /https?:\/\/\S+\/portal\/sign-in\/confirm\?token=[A-Za-z0-9_-]+/.exec(docs[0].text)?.[0]
  expect(link).toBeTruthy()
  return new URL(link!).pathname + new URL(link!).search
}

/** Asks for a sign-in link for `email` as the form does; the answer is a 303 to the page that says one is on its way. */
export async function askForLink(context: APIRequestContext, email: string, ip = anIp()) {
  return context.post('/portal/sign-in', { form: { email }, headers: { 'x-forwarded-for': ip }, maxRedirects: 0 })
}

/**
 * A request context of its own (its own cookies) signed in to the portal as `email`: the link is asked for, taken from
 * the outbox and its Sign in button pressed. Disposed of by the caller.
 */
export async function portalSession(staff: APIRequestContext, baseURL: string, email: string) {
  const context = await playwrightRequest.newContext({ baseURL })
  expect((await askForLink(context, email)).status()).toBe(303)
  const token = new URLSearchParams((await signInLinkFor(staff, email)).split('?')[1]).get('token')!
  const signedIn = await context.post('/portal/session', { form: { token }, maxRedirects: 0 })
  expect(signedIn.status()).toBe(303)
  expect(signedIn.headers().location).toBe('/portal')
  const cookie = signedIn
    .headersArray()
    .find((header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith('portal_session='))
  expect(cookie).toBeTruthy()
  return { context, cookie: cookie!.value, secret: /^portal_session=([^;]+)/.exec(cookie!.value)![1]! }
}
