import { randomBytes } from 'node:crypto'

import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

import { DOCUMENT_MESSAGES } from '@/schema/student-documents'
import { cms } from '../../../../../tests/support/http-api'
import { unique } from '../../../../../tests/support/leads'
import { newPortalFile, portalSession, type PortalFile } from '../../../../../tests/support/portal'

// A student's private documents on the built server (issue: documents; docs/decisions/0189): an upload stores a
// version only when every page passes, a file's one address streams it to the student, their parent, their
// counsellors and admins with headers no shared cache or sniffer misreads, and answers 404, the same as for no file,
// to another student, a parent whose access was withdrawn, an editor, another counsellor and a signed-out visitor.
// Every bad upload gets a clear message, stores nothing and leaves the earlier version as it was.

let asha: PortalFile
let ben: PortalFile
let ashasPassport: number
let bensPassport: number
const contexts: APIRequestContext[] = []

const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366aa' } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' },
    })
    .jpeg()
    .toBuffer()

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')

type Part = { name: string; mimeType: string; buffer: Buffer }
/** One file sent as the page's form sends it (no Accept: the answer is a redirect). */
const upload = (context: APIRequestContext, request: number, file: Part) =>
  context.post(`/portal/uploads/${request}`, { multipart: { files: file }, maxRedirects: 0 })

/** Several parts under one name: Playwright's multipart takes a FormData for that. */
const uploadMany = (context: APIRequestContext, request: number | string, files: Part[]) => {
  const form = new FormData()
  for (const file of files)
    form.append('files', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name)
  return context.post(`/portal/uploads/${request}`, {
    multipart: form,
    maxRedirects: 0,
    headers: { accept: 'application/json' },
  })
}

async function signedIn(request: APIRequestContext, baseURL: string, email: string) {
  const session = await portalSession(request, baseURL, email)
  contexts.push(session.context)
  return session.context
}

async function staffSignedIn(baseURL: string, email: string, password: string) {
  const context = await playwrightRequest.newContext({ baseURL })
  contexts.push(context)
  expect((await context.post('/cms-api/users/login', { data: { email, password } })).status()).toBe(200)
  return context
}

async function requestFor(request: APIRequestContext, file: PortalFile, name: string) {
  return (
    await cms(request).create('requested-documents', {
      student: file.student.id,
      applications: [file.application.id],
      name,
      scope: 'student',
      required: true,
      status: 'missing',
    })
  ).id as number
}

const versionsOf = async (request: APIRequestContext, id: number) =>
  (await cms(request).find('document-versions', `where[request][equals]=${id}&sort=version&limit=0`)).docs

test.beforeAll(async ({ request }) => {
  asha = await newPortalFile(request, 'Asha Rao')
  ben = await newPortalFile(request, 'Ben Okafor')
  ashasPassport = await requestFor(request, asha, 'Passport')
  bensPassport = await requestFor(request, ben, 'Passport')
})

test.afterAll(async () => {
  await Promise.all(contexts.map((context) => context.dispose()))
})

test('a student uploads a photo and a PDF; the file streams to those it belongs to and is a 404 to everyone else', async ({
  request,
  baseURL,
}) => {
  const student = await signedIn(request, baseURL!, asha.student.email)
  const sent = await uploadMany(student, ashasPassport, [
    { name: 'passport.jpg', mimeType: 'image/jpeg', buffer: await photo() },
    { name: 'visa page.pdf', mimeType: 'application/pdf', buffer: PDF },
  ])
  expect(sent.status(), await sent.text()).toBe(201)
  expect(await sent.json()).toEqual({ version: 1, message: DOCUMENT_MESSAGES.sent })
  const [version] = await versionsOf(request, ashasPassport)
  expect(version).toMatchObject({ version: 1, status: 'to-review', uploadedBy: 'student' })
  expect(version.pages.map((page: { contentType: string }) => page.contentType)).toEqual([
    'image/jpeg',
    'application/pdf',
  ])

  const address = `/portal/files/${version.id}/0`
  const shown = await student.get(address)
  expect(shown.status()).toBe(200)
  const headers = shown.headers()
  expect(headers['content-type']).toBe('image/jpeg')
  expect(headers['content-disposition']).toBe(`inline; filename="passport.jpg"; filename*=UTF-8''passport.jpg`)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['cache-control']).toBe('private, no-store')
  expect(headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/)
  // Re-encoded: the camera's make and the location are gone.
  const metadata = await sharp(await shown.body()).metadata()
  expect(metadata.exif).toBeUndefined()
  expect(metadata.width).toBe(640)
  const pdf = await student.get(`/portal/files/${version.id}/1?download`)
  expect(pdf.headers()['content-disposition']).toMatch(/^attachment; filename="visa page.pdf"/)
  expect(Buffer.compare(await pdf.body(), PDF)).toBe(0)

  // The student's parent reads it; so do an admin and the file's counsellor (the demo admin serves these files).
  const parent = await signedIn(request, baseURL!, asha.guardian.email)
  expect((await parent.get(address)).status()).toBe(200)
  const admin = await staffSignedIn(baseURL!, 'admin@example.com', 'demo-admin-password')
  expect((await admin.get(address)).status()).toBe(200)

  // Everyone else gets the 404 an address with no file gets.
  const password = 'a-right-password-123'
  const editor = await cms(request).create('users', {
    email: `editor-${unique()}@example.org`,
    password,
    name: 'Editor',
    role: 'editor',
  })
  const colleague = await cms(request).create('users', {
    email: `colleague-${unique()}@example.org`,
    password,
    name: 'Colleague',
    role: 'counsellor',
    takesNewLeads: false,
  })
  const strangers = [
    await signedIn(request, baseURL!, ben.student.email),
    await staffSignedIn(baseURL!, editor.email, password),
    await staffSignedIn(baseURL!, colleague.email, password),
    await playwrightRequest.newContext({ baseURL }),
  ]
  contexts.push(strangers[3]!)
  const nothing = await student.get(`/portal/files/${version.id}/9`)
  expect(nothing.status()).toBe(404)
  for (const stranger of strangers) {
    const answer = await stranger.get(address)
    expect(answer.status()).toBe(404)
    expect(await answer.text()).toBe(await nothing.text())
    expect((await stranger.get(`/portal/files/applications/${asha.application.id}`)).status()).toBe(404)
  }

  // Withdrawn, the parent's next request is a 404 too.
  expect(
    (
      await student.post('/portal/family/withdraw', { form: { guardian: String(asha.guardian.id) }, maxRedirects: 0 })
    ).status(),
  ).toBe(303)
  expect((await parent.get(address)).status()).toBe(404)
})

test('every bad upload is refused with its message, stores nothing and leaves the earlier version untouched; none is a 5xx', async ({
  request,
  baseURL,
}) => {
  const student = await signedIn(request, baseURL!, ben.student.email)
  const good = await upload(student, bensPassport, {
    name: 'passport.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(),
  })
  expect(good.status()).toBe(303)
  expect(good.headers().location).toBe(`/portal/documents/${bensPassport}?sent=1`)
  const before = await versionsOf(request, bensPassport)
  expect(before).toHaveLength(1)

  const hugePng = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: '#fff' } })
    .png({ compressionLevel: 9 })
    .toBuffer()
  const cases: [string, Part[], string][] = [
    [
      'a program named like a PDF',
      [{ name: 'transcript.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00 this is not a pdf') }],
      DOCUMENT_MESSAGES.wrongType,
    ],
    [
      'an empty file',
      [{ name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) }],
      DOCUMENT_MESSAGES.empty,
    ],
    [
      'a file over 10 MB',
      [{ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([PDF, randomBytes(10 * 1024 * 1024)]) }],
      DOCUMENT_MESSAGES.tooLarge,
    ],
    [
      'a photo of huge dimensions',
      [{ name: 'huge.png', mimeType: 'image/png', buffer: hugePng }],
      DOCUMENT_MESSAGES.tooManyPixels,
    ],
    [
      'a name with path separators',
      [{ name: '../../etc/passwd.pdf', mimeType: 'application/pdf', buffer: PDF }],
      DOCUMENT_MESSAGES.badName,
    ],
    [
      'a name with control characters',
      [{ name: 'pass\u0007port.pdf', mimeType: 'application/pdf', buffer: PDF }],
      DOCUMENT_MESSAGES.badName,
    ],
    ['no file at all', [], DOCUMENT_MESSAGES.noFile],
  ]
  for (const [what, files, message] of cases) {
    const answer = await uploadMany(student, bensPassport, files)
    expect(answer.status(), what).toBeLessThan(500)
    expect(answer.status(), what).not.toBe(201)
    expect(((await answer.json()) as { error: string }).error, what).toContain(message)
  }
  // Without a script the refusal comes back on the document's page, with the message by the file input.
  const refused = await upload(student, bensPassport, {
    name: 'notes.txt.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('plain text'),
  })
  expect(refused.status()).toBe(303)
  expect(refused.headers().location).toBe(`/portal/documents/${bensPassport}`)
  expect(await (await student.get(`/portal/documents/${bensPassport}`)).text()).toContain(DOCUMENT_MESSAGES.wrongType)

  // Another student's document, and no session: 404 and nothing stored; its page is the site's not-found page.
  const theirs = await student.get(`/portal/documents/${ashasPassport}`)
  expect(theirs.status()).toBe(404)
  expect(await theirs.text()).toMatch(/<h1[^>]*>Oops! page not found<\/h1>/)
  expect(
    (await uploadMany(student, ashasPassport, [{ name: 'p.pdf', mimeType: 'application/pdf', buffer: PDF }])).status(),
  ).toBe(404)
  const visitor = await playwrightRequest.newContext({ baseURL })
  contexts.push(visitor)
  expect(
    (await uploadMany(visitor, bensPassport, [{ name: 'p.pdf', mimeType: 'application/pdf', buffer: PDF }])).status(),
  ).toBe(404)
  // Garbage bodies: never a 5xx.
  for (const body of [
    randomBytes(2000),
    Buffer.from('--x\r\nContent-Disposition: form-data; name="files"\r\n\r\n'),
    Buffer.alloc(0),
  ]) {
    const answer = await student.post(`/portal/uploads/${bensPassport}`, {
      data: body,
      headers: { 'content-type': 'multipart/form-data; boundary=x', accept: 'application/json' },
    })
    expect(answer.status()).toBeLessThan(500)
  }
  for (const id of ['0', '-1', 'abc', '99999999999', '1e3', `${bensPassport}%00`]) {
    expect(
      (await uploadMany(student, id, [{ name: 'p.pdf', mimeType: 'application/pdf', buffer: PDF }])).status(),
      id,
    ).toBe(404)
  }

  // Ids no record can have (PostgreSQL's ids are 32-bit) are a 404 on every portal address, never a failed query.
  for (const path of [
    '/portal/applications/99999999999',
    '/portal/documents/99999999999',
    '/portal/files/99999999999/0',
    '/portal/files/applications/2147483648',
  ]) {
    expect((await student.get(path, { maxRedirects: 0 })).status(), path).toBe(404)
  }

  const after = await versionsOf(request, bensPassport)
  expect(after).toEqual(before)
})
