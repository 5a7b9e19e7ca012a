import { readFileSync } from 'node:fs'
import { crc32 } from 'node:zlib'

import exifReader from 'exif-reader'
import fc from 'fast-check'
import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'

import {
  DOCUMENT_IMAGE_LONG_SIDE,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  DOCUMENT_NAME_MAX,
} from '@/schema/student-documents'

import { safeDocumentName, takeInPage, type IntakeRefusal } from './document-intake.server'

// A 64×40 photo, left half red and right half blue, with EXIF naming the camera and a GPS position (51°30′N 0°7′W).
// Made once with Debian's libheif-examples (heif-enc 1.15.1, x265 encoder) from a JPEG that sharp wrote with that
// EXIF: `heif-enc -q 60 -o document-photo.heic photo.jpg`. heif-enc copies the JPEG's EXIF into the HEIC.
const HEIC_PHOTO = readFileSync(new URL('../../tests/fixtures/document-photo.heic', import.meta.url))

const RED = [220, 0, 0]
const BLUE = [0, 0, 220]
const EXIF = {
  IFD0: { Make: 'TestPhone', Model: 'Camera 1' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
}
const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" photoshop:City="Lagos"/></rdf:RDF></x:xmpmeta>'
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

/** A picture whose left half is red and right half blue, so a rotation shows. */
function halves(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 3)
  for (let at = 0; at < width * height; at++) raw.set(at % width < width / 2 ? RED : BLUE, at * 3)
  return sharp(raw, { raw: { width, height, channels: 3 } })
}

const plain = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 200, b: 200 } } })

/** The colour at (x, y) of an image, near enough to compare with RED or BLUE after JPEG's losses. */
async function colourAt(bytes: Buffer, x: number, y: number): Promise<'red' | 'blue' | 'other'> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * info.channels
  const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!]
  if (r > 180 && g < 60 && b < 60) return 'red'
  if (b > 180 && r < 60 && g < 60) return 'blue'
  return 'other'
}

/** A PNG chunk, with its length and checksum. */
function pngChunk(type: string, data: Buffer): Buffer {
  const chunk = Buffer.alloc(12 + data.length)
  chunk.writeUInt32BE(data.length, 0)
  chunk.write(type, 4, 'latin1')
  data.copy(chunk, 8)
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length)
  return chunk
}

const IHDR_END = 8 + 25

/** A PNG with a tEXt chunk after its header, as cameras' and scanners' software write their notes. */
const withPngText = (png: Buffer, keyword: string, text: string) =>
  Buffer.concat([
    png.subarray(0, IHDR_END),
    pngChunk('tEXt', Buffer.from(`${keyword}\0${text}`, 'latin1')),
    png.subarray(IHDR_END),
  ])

/** A PNG whose header claims width × height, over the few pixels it holds. */
function pngClaiming(png: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(png)
  copy.writeUInt32BE(width, 16)
  copy.writeUInt32BE(height, 20)
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29)
  return copy
}

/** A JPEG whose frame header (SOF0) claims width × height. */
function jpegClaiming(jpeg: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(jpeg)
  const frame = copy.indexOf(Buffer.from([0xff, 0xc0]))
  copy.writeUInt16BE(height, frame + 5)
  copy.writeUInt16BE(width, frame + 7)
  return copy
}

/** A HEIC whose image spatial extents (each ispe box) claim width × height. */
function heicClaiming(heic: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(heic)
  for (let box = copy.indexOf('ispe', 0, 'latin1'); box >= 0; box = copy.indexOf('ispe', box + 1, 'latin1')) {
    copy.writeUInt32BE(width, box + 8)
    copy.writeUInt32BE(height, box + 12)
  }
  return copy
}

const bytesOf = (text: string) => Buffer.from(text, 'latin1')

async function accepted(name: string, bytes: Uint8Array) {
  const result = await takeInPage({ name, bytes })
  if (!result.ok) throw new Error(`refused ${name}: ${result.refusal.reason}`)
  return result.page
}

async function refusal(name: string, bytes: Uint8Array) {
  const result = await takeInPage({ name, bytes })
  return result.ok ? null : result.refusal
}

const REFUSAL_MESSAGES: Record<IntakeRefusal['reason'], string> = {
  empty: DOCUMENT_MESSAGES.empty,
  size: DOCUMENT_MESSAGES.tooLarge,
  type: DOCUMENT_MESSAGES.wrongType,
  pixels: DOCUMENT_MESSAGES.tooManyPixels,
  name: DOCUMENT_MESSAGES.badName,
  unreadable: DOCUMENT_MESSAGES.unreadable,
}

describe('takeInPage: photos', () => {
  it('re-encodes a JPEG upright and without its EXIF (GPS, camera) or XMP', async () => {
    const sent = await halves(80, 40).withExif(EXIF).withMetadata({ orientation: 6 }).withXmp(XMP).jpeg().toBuffer()
    const before = await sharp(sent).metadata()
    expect(before.orientation).toBe(6)
    expect(exifReader(before.exif!).GPSInfo?.GPSLatitude).toEqual([51, 30, 0])
    expect(exifReader(before.exif!).Image?.Make).toBe('TestPhone')
    expect(before.xmp?.toString()).toContain('Lagos')

    const page = await accepted('passport.jpeg', sent)
    expect(page).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg', fileName: 'passport.jpg' })
    const after = await sharp(page.bytes).metadata()
    expect(after).toMatchObject({ format: 'jpeg', width: 40, height: 80 })
    for (const kept of ['exif', 'xmp', 'iptc', 'orientation', 'icc'] as const) expect(after[kept]).toBeUndefined()
    for (const text of ['TestPhone', 'Lagos', 'Exif']) expect(page.bytes.includes(text, 0, 'latin1')).toBe(false)
    // Orientation 6 turns the picture a quarter to the right: its left (red) half is now at the top.
    expect(await colourAt(page.bytes, 20, 5)).toBe('red')
    expect(await colourAt(page.bytes, 20, 75)).toBe('blue')
  })

  it('re-encodes a PNG as a PNG without its text chunks or EXIF', async () => {
    const png = await halves(60, 30).withExif(EXIF).png().toBuffer()
    const sent = withPngText(png, 'Comment', 'Taken at 51.5072 N, 0.1276 W')
    const before = await sharp(sent).metadata()
    expect(before.comments).toEqual([{ keyword: 'Comment', text: 'Taken at 51.5072 N, 0.1276 W' }])
    expect(before.exif).toBeDefined()

    const page = await accepted('transcript.png', sent)
    expect(page).toMatchObject({ contentType: 'image/png', extension: 'png', fileName: 'transcript.png' })
    const after = await sharp(page.bytes).metadata()
    expect(after).toMatchObject({ format: 'png', width: 60, height: 30 })
    expect(after.comments).toBeUndefined()
    expect(after.exif).toBeUndefined()
    for (const text of ['51.5072', 'TestPhone', 'tEXt', 'eXIf'])
      expect(page.bytes.includes(text, 0, 'latin1')).toBe(false)
    expect(await colourAt(page.bytes, 5, 15)).toBe('red')
  })

  it('turns a HEIC photo from a phone into a JPEG without its EXIF, named with .jpg', async () => {
    expect(HEIC_PHOTO.subarray(4, 12).toString('latin1')).toBe('ftypheic')
    expect(HEIC_PHOTO.includes('TestPhone', 0, 'latin1')).toBe(true)

    const page = await accepted('IMG_1.HEIC', HEIC_PHOTO)
    expect(page).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg', fileName: 'IMG_1.jpg' })
    const after = await sharp(page.bytes).metadata()
    expect(after).toMatchObject({ format: 'jpeg', width: 64, height: 40 })
    expect(after.exif).toBeUndefined()
    expect(page.bytes.includes('TestPhone', 0, 'latin1')).toBe(false)
    expect(await colourAt(page.bytes, 8, 20)).toBe('red')
    expect(await colourAt(page.bytes, 56, 20)).toBe('blue')
  })

  it('shrinks a photo to DOCUMENT_IMAGE_LONG_SIDE on its longer side, and never enlarges one', async () => {
    const wide = await accepted('wide.jpg', await plain(4_000, 1_000).jpeg().toBuffer())
    expect(await sharp(wide.bytes).metadata()).toMatchObject({ width: DOCUMENT_IMAGE_LONG_SIDE, height: 750 })
    const tall = await accepted('tall.png', await plain(1_000, 4_000).png().toBuffer())
    expect(await sharp(tall.bytes).metadata()).toMatchObject({ width: 750, height: DOCUMENT_IMAGE_LONG_SIDE })
    const small = await accepted('small.jpg', await plain(300, 200).jpeg().toBuffer())
    expect(await sharp(small.bytes).metadata()).toMatchObject({ width: 300, height: 200 })
  })
})

describe('takeInPage: PDFs', () => {
  it('keeps a PDF byte for byte', async () => {
    const page = await accepted('Transcript 2026.pdf', PDF)
    expect(page).toMatchObject({ contentType: 'application/pdf', extension: 'pdf', fileName: 'Transcript 2026.pdf' })
    expect(page.bytes.equals(PDF)).toBe(true)
  })

  it('accepts a PDF of exactly DOCUMENT_MAX_BYTES', async () => {
    const pdf = Buffer.alloc(DOCUMENT_MAX_BYTES, 0x20)
    pdf.write('%PDF-1.7\n', 0, 'latin1')
    pdf.write('%%EOF\n', DOCUMENT_MAX_BYTES - 6, 'latin1')
    expect((await accepted('big.pdf', pdf)).bytes.length).toBe(DOCUMENT_MAX_BYTES)
  })

  it('refuses a PDF cut short (no %%EOF near its end) as unreadable', async () => {
    expect(await refusal('transcript.pdf', PDF.subarray(0, PDF.length - 7))).toEqual({
      reason: 'unreadable',
      message: DOCUMENT_MESSAGES.unreadable,
    })
    const eofFarFromTheEnd = Buffer.concat([PDF, Buffer.alloc(2_000, 0x20)])
    expect((await refusal('transcript.pdf', eofFarFromTheEnd))?.reason).toBe('unreadable')
  })
})

describe('takeInPage: names', () => {
  it('gives the kept name the extension of the type the bytes showed', async () => {
    const jpeg = await plain(20, 20).jpeg().toBuffer()
    expect((await accepted('scan.JPEG', jpeg)).fileName).toBe('scan.jpg')
    expect((await accepted('photo.png', jpeg)).fileName).toBe('photo.jpg')
    expect((await accepted('passport', PDF)).fileName).toBe('passport.pdf')
    expect((await accepted('Scan 12.05.2026', PDF)).fileName).toBe('Scan 12.05.2026.pdf')
    expect((await accepted('  CV  final.pdf ', PDF)).fileName).toBe('CV  final.pdf')
    expect((await accepted('.pdf', PDF)).fileName).toBe('document.pdf')
    const long = await accepted(`${'a'.repeat(300)}.HEIC`, HEIC_PHOTO)
    expect(long.fileName).toBe(`${'a'.repeat(DOCUMENT_NAME_MAX - 4)}.jpg`)
  })
})

describe('takeInPage: refusals', () => {
  it('refuses an empty file', async () => {
    expect(await refusal('passport.pdf', new Uint8Array(0))).toEqual({
      reason: 'empty',
      message: DOCUMENT_MESSAGES.empty,
    })
  })

  it('refuses a file over DOCUMENT_MAX_BYTES before reading it', async () => {
    const pdf = Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 0x20)
    pdf.write('%PDF-1.7\n', 0, 'latin1')
    expect(await refusal('big.pdf', pdf)).toEqual({ reason: 'size', message: DOCUMENT_MESSAGES.tooLarge })
  })

  it('refuses by its bytes a file of another type, whatever its name says', async () => {
    const gif = await plain(10, 10).gif().toBuffer()
    const avif = await plain(10, 10).avif().toBuffer()
    const sent = [
      ['passport.pdf', bytesOf('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff')], // a Windows program
      ['passport.pdf', bytesOf('My passport number is 123456789\n')],
      ['photo.jpg', gif],
      ['photo.heic', avif],
      ['page.png', bytesOf('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ['video.heic', bytesOf('\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isomiso2')],
    ] as const
    for (const [name, bytes] of sent)
      expect(await refusal(name, bytes)).toEqual({ reason: 'type', message: DOCUMENT_MESSAGES.wrongType })
  })

  it('refuses a photo whose header claims more than DOCUMENT_MAX_PIXELS, before decoding it', async () => {
    const png = await plain(8, 8).png().toBuffer()
    const jpeg = await plain(8, 8).jpeg().toBuffer()
    // None of these holds the pixels it claims: decoding would fail as unreadable, so "pixels" shows the header was
    // read first.
    for (const [name, bytes] of [
      ['huge.png', pngClaiming(png, 10_000, 10_000)],
      ['huge.jpg', jpegClaiming(jpeg, 60_000, 60_000)],
      ['huge.heic', heicClaiming(HEIC_PHOTO, 10_000, 10_000)],
    ] as const)
      expect(await refusal(name, bytes)).toEqual({ reason: 'pixels', message: DOCUMENT_MESSAGES.tooManyPixels })
    // Just under the limit, the same lie is found when the pixels are missing.
    expect((await refusal('huge.png', pngClaiming(png, 6_000, 10_000)))?.reason).toBe('unreadable')
  })

  it('refuses a name with a path separator or a control character, or an empty one', async () => {
    for (const name of ['../passport.pdf', 'a/b.pdf', 'C:\\Users\\me\\passport.pdf', 'pass\u0000port.pdf', '..', ''])
      expect(await refusal(name, PDF)).toEqual({ reason: 'name', message: DOCUMENT_MESSAGES.badName })
  })

  it('refuses a photo cut short, or a HEIC whose insides are not a picture, as unreadable', async () => {
    const jpeg = await halves(200, 100).jpeg().toBuffer()
    const png = await halves(200, 100).png().toBuffer()
    const log = vi.spyOn(console, 'log').mockImplementation(() => {}) // libheif prints why it could not parse
    try {
      for (const [name, bytes] of [
        ['photo.jpg', jpeg.subarray(0, jpeg.length / 2)],
        ['photo.png', png.subarray(0, png.length - 20)],
        ['photo.heic', HEIC_PHOTO.subarray(0, 400)],
        ['photo.heic', bytesOf('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic' + 'x'.repeat(100))],
      ] as const)
        expect(await refusal(name, bytes)).toEqual({ reason: 'unreadable', message: DOCUMENT_MESSAGES.unreadable })
    } finally {
      log.mockRestore()
    }
  })
})

describe('safeDocumentName', () => {
  it('keeps an ordinary name trimmed, in any script', () => {
    expect(safeDocumentName('  Passport scan.pdf  ')).toBe('Passport scan.pdf')
    expect(safeDocumentName('گواهی‌نامه.pdf')).toBe('گواهی‌نامه.pdf') // the zero-width non-joiner stays
    expect(safeDocumentName('成绩单 (1).jpg')).toBe('成绩单 (1).jpg')
    expect(safeDocumentName('.hidden')).toBe('.hidden')
  })

  it('cuts a long name to DOCUMENT_NAME_MAX, keeping its extension and whole characters', () => {
    expect(safeDocumentName(`${'b'.repeat(200)}.pdf`)).toBe(`${'b'.repeat(DOCUMENT_NAME_MAX - 4)}.pdf`)
    const emoji = safeDocumentName(`${'😀'.repeat(100)}.jpeg`)!
    expect(emoji.length).toBeLessThanOrEqual(DOCUMENT_NAME_MAX)
    expect(emoji).toMatch(/^(😀)+\.jpeg$/u)
    expect(safeDocumentName('c'.repeat(500))).toBe('c'.repeat(DOCUMENT_NAME_MAX))
  })

  it('answers null for a path, a control or direction-changing character, or nothing but dots and spaces', () => {
    for (const name of [
      '',
      '   ',
      '.',
      '..',
      '...',
      '../../etc/passwd',
      'folder/passport.pdf',
      'folder\\passport.pdf',
      'passport\u0000.pdf',
      'pass\nport.pdf',
      'passport.pdf\r',
      'pass\u007fport.pdf',
      'pass\u0085port.pdf',
      'passport\u2028.pdf',
      'passport\u202Efdp.exe', // shows as "passportexe.pdf"
      'passport\u2067.pdf',
    ])
      expect(safeDocumentName(name), JSON.stringify(name)).toBeNull()
  })
})

describe('takeInPage under garbled input', () => {
  it('never throws, and answers a page or a known refusal with its message', async () => {
    const jpeg = await halves(40, 20).withExif(EXIF).jpeg().toBuffer()
    const png = await halves(40, 20).png().toBuffer()
    const heads = [jpeg, png, PDF, HEIC_PHOTO, bytesOf('GIF89a'), bytesOf('MZ')]
    const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts))
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 300 }),
      fc.constant(new Uint8Array(64)),
      // a known file cut anywhere, with random bytes after the cut
      fc
        .tuple(fc.constantFrom(...heads), fc.nat(), fc.uint8Array({ maxLength: 64 }))
        .map(([head, cut, tail]) => concat(head.subarray(0, cut % (head.length + 1)), tail)),
      // a known file with a few bytes changed
      fc
        .tuple(
          fc.constantFrom(...heads),
          fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 4 }),
        )
        .map(([head, changes]) => {
          const copy = new Uint8Array(head)
          for (const [at, value] of changes) copy[at % copy.length] = value
          return copy
        }),
      // a PNG header claiming any size, up to 2³¹-1 on each side
      fc
        .tuple(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }))
        .map(([width, height]) => new Uint8Array(pngClaiming(png, width, height))),
    )
    const names = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.constantFrom('passport.pdf', 'IMG_0001.HEIC', '../x', 'a\u0000b', '', '..', ' .jpg '),
    )
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    try {
      await fc.assert(
        fc.asyncProperty(names, bytes, async (name, sent) => {
          const result = await takeInPage({ name, bytes: sent })
          if (!result.ok) return result.refusal.message === REFUSAL_MESSAGES[result.refusal.reason]
          const { page } = result
          return (
            page.bytes.length > 0 &&
            page.fileName.endsWith(`.${page.extension}`) &&
            safeDocumentName(page.fileName) === page.fileName &&
            page.fileName.length <= DOCUMENT_NAME_MAX
          )
        }),
        { numRuns: 400 },
      )
    } finally {
      log.mockRestore()
    }
  })
})
