import { randomBytes } from 'node:crypto'

import { expect, test, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

import { cms, staffHeaders } from '../../tests/support/http-api'
import { UPLOAD_LIMITS } from './uploads'

// Uploads through the CMS API as staff (docs/decisions/0061-upload-limits.md): only the collection's types, up to
// its size, judged by the file's content; a refused file leaves nothing behind.

const upload = async (
  request: APIRequestContext,
  collection: 'media' | 'documents',
  file: { name: string; mimeType: string; buffer: Buffer },
  data: Record<string, unknown>,
) =>
  request.post(`/cms-api/${collection}`, {
    headers: await staffHeaders(request),
    multipart: { file, _payload: JSON.stringify(data) },
  })

const errorOf = async (response: Awaited<ReturnType<typeof upload>>) =>
  ((await response.json()) as { errors: { message: string }[] }).errors.map((error) => error.message).join(' ')

test('a PNG image is stored and served with its type, not sniffed', async ({ request }) => {
  const name = `upload-check-${randomBytes(4).toString('hex')}.png`
  const png = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#553cdf' } })
    .png()
    .toBuffer()
  const response = await upload(request, 'media', { name, mimeType: 'image/png', buffer: png }, { alt: 'A test tile' })
  expect(response.status(), await response.text()).toBe(201)
  const { doc } = (await response.json()) as { doc: { id: number; filename: string; url: string } }
  try {
    expect(doc.url).toBe(`/images/${doc.filename}`)
    const served = await request.get(doc.url)
    expect(served.status()).toBe(200)
    expect(served.headers()['content-type']).toBe('image/png')
    expect(served.headers()['x-content-type-options']).toBe('nosniff')
    expect(Buffer.compare(await served.body(), png)).toBe(0)
  } finally {
    await cms(request).remove('media', doc.id)
  }
})

/** A PDF of `size` bytes: a header, a comment as padding, and the trailer Payload checks for. */
const pdfOfSize = (size: number) => {
  const head = '%PDF-1.4\n%'
  const tail = '\nxref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 >>\nstartxref\n0\n%%EOF\n'
  return Buffer.concat([Buffer.from(head), Buffer.alloc(size - head.length - tail.length, 'x'), Buffer.from(tail)])
}

test('a document above 10 MB and within its limit is stored whole; one above the limit is refused', async ({
  request,
}) => {
  const size = UPLOAD_LIMITS.media.maxBytes + 5 * 1024 * 1024
  const name = `large-${randomBytes(4).toString('hex')}.pdf`
  const response = await upload(
    request,
    'documents',
    { name, mimeType: 'application/pdf', buffer: pdfOfSize(size) },
    { title: 'A large document' },
  )
  expect(response.status(), await response.text()).toBe(201)
  const { doc } = (await response.json()) as { doc: { id: number; filesize: number; url: string } }
  try {
    expect(doc.filesize).toBe(size)
    const served = await request.get(doc.url)
    expect(served.headers()['content-type']).toBe('application/pdf')
    expect(served.headers()['x-content-type-options']).toBe('nosniff')
    expect((await served.body()).length).toBe(size)
  } finally {
    await cms(request).remove('documents', doc.id)
  }

  const before = (await cms(request).find('documents')).totalDocs
  const tooLarge = await upload(
    request,
    'documents',
    { name: `huge-${name}`, mimeType: 'application/pdf', buffer: pdfOfSize(UPLOAD_LIMITS.documents.maxBytes + 1) },
    { title: 'Too large' },
  )
  expect(tooLarge.status()).toBe(413)
  expect(await errorOf(tooLarge)).toMatch(/size limit|too large/i)
  expect((await cms(request).find('documents')).totalDocs).toBe(before)
})

test('markup, disguised files, the wrong type and oversize files are refused with a reason, and nothing is stored', async ({
  request,
}) => {
  const staff = cms(request)
  const before = { media: (await staff.find('media')).totalDocs, documents: (await staff.find('documents')).totalDocs }
  const tag = randomBytes(4).toString('hex')
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
    .png()
    .toBuffer()
  const oversize = Buffer.concat([png, Buffer.alloc(UPLOAD_LIMITS.media.maxBytes + 1 - png.length)])
  const attempts = [
    {
      collection: 'media' as const,
      file: {
        name: `script-${tag}.svg`,
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
        ),
      },
      status: 400,
      reason: /not an accepted file|Invalid MIME type|not allowed|harmful/,
    },
    {
      collection: 'media' as const,
      file: {
        name: `disguised-${tag}.png`,
        mimeType: 'image/png',
        buffer: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      },
      status: 400,
      reason: /not an accepted file\. Images must be JPEG, PNG, WEBP, AVIF or GIF/,
    },
    {
      collection: 'media' as const,
      file: { name: `page-${tag}.html`, mimeType: 'text/html', buffer: Buffer.from('<h1>hello</h1>') },
      status: 400,
      reason: /not an accepted file|Invalid MIME type|not allowed/,
    },
    {
      collection: 'documents' as const,
      file: { name: `tile-${tag}.pdf`, mimeType: 'application/pdf', buffer: png },
      status: 400,
      reason: /not an accepted file\. Documents must be PDF/,
    },
    {
      collection: 'media' as const,
      file: { name: `huge-${tag}.png`, mimeType: 'image/png', buffer: oversize },
      status: 413,
      reason: /too large\. Images may be at most 10 MB/,
    },
  ]
  for (const attempt of attempts) {
    const data = attempt.collection === 'media' ? { alt: 'Refused' } : { title: 'Refused' }
    const response = await upload(request, attempt.collection, attempt.file, data)
    expect(response.status(), attempt.file.name).toBe(attempt.status)
    expect(await errorOf(response), attempt.file.name).toMatch(attempt.reason)
  }
  expect((await staff.find('media')).totalDocs).toBe(before.media)
  expect((await staff.find('documents')).totalDocs).toBe(before.documents)
  expect((await staff.find('media', `where[filename][contains]=${tag}`)).totalDocs).toBe(0)
  for (const name of [`disguised-${tag}.png`, `huge-${tag}.png`])
    expect((await request.get(`/images/${name}`)).status(), name).toBe(404)
})
