// One page of a student's document as the portal received it, made safe to keep (docs/decisions/0188): its type read
// from its bytes, a PDF checked and kept as sent, a photo's size read from its header before it is decoded and then
// re-encoded, so that nothing of its metadata (location, camera, XMP) survives. It stores nothing and never throws.
import sharp from 'sharp'

import {
  DOCUMENT_FALLBACK_NAME,
  DOCUMENT_IMAGE_LONG_SIDE,
  DOCUMENT_JPEG_QUALITY,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_PIXELS,
  DOCUMENT_MESSAGES,
  DOCUMENT_NAME_MAX,
} from '@/schema/student-documents'

import { sniffType } from './uploads'

export type AcceptedPage = {
  bytes: Buffer
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png'
  extension: 'pdf' | 'jpg' | 'png'
  fileName: string
}
export type IntakeRefusal = {
  reason: 'empty' | 'size' | 'type' | 'pixels' | 'name' | 'unreadable'
  message: string
}
export type IntakeResult = { ok: true; page: AcceptedPage } | { ok: false; refusal: IntakeRefusal }

const MESSAGES: Record<IntakeRefusal['reason'], string> = {
  empty: DOCUMENT_MESSAGES.empty,
  size: DOCUMENT_MESSAGES.tooLarge,
  type: DOCUMENT_MESSAGES.wrongType,
  pixels: DOCUMENT_MESSAGES.tooManyPixels,
  name: DOCUMENT_MESSAGES.badName,
  unreadable: DOCUMENT_MESSAGES.unreadable,
}

const refuse = (reason: IntakeRefusal['reason']): IntakeResult => ({
  ok: false,
  refusal: { reason, message: MESSAGES[reason] },
})

// What a page is kept as, by the type its bytes show: a HEIC or HEIF photo becomes a JPEG that every browser shows.
const KEPT_AS = {
  'application/pdf': { contentType: 'application/pdf', extension: 'pdf' },
  'image/jpeg': { contentType: 'image/jpeg', extension: 'jpg' },
  'image/png': { contentType: 'image/png', extension: 'png' },
  'image/heic': { contentType: 'image/jpeg', extension: 'jpg' },
  'image/heif': { contentType: 'image/jpeg', extension: 'jpg' },
} as const satisfies Record<string, Pick<AcceptedPage, 'contentType' | 'extension'>>
type SentType = keyof typeof KEPT_AS

// Control characters, line separators, and the bidirectional overrides and isolates that make "passport\u202Efdp.exe"
// show as "passportexe.pdf". Other format characters stay: Persian and Arabic names need the zero-width non-joiner.
const UNSAFE_CHARACTERS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u
// The extensions a page's own name may carry for its type; the kept name ends with the extension of the type found.
const DOCUMENT_EXTENSIONS = new Set(['pdf', 'jpg', 'jpeg', 'jpe', 'jfif', 'png', 'heic', 'heif', 'hif'])

function splitExtension(name: string): { stem: string; extension: string } {
  const match = /\.[\p{L}\p{N}]{1,10}$/u.exec(name)
  return match ? { stem: name.slice(0, match.index), extension: match[0] } : { stem: name, extension: '' }
}

/** `text` cut to at most `max` UTF-16 units (a database field's measure) without splitting a character. */
function cutTo(text: string, max: number): string {
  let kept = ''
  for (const character of text) {
    if (kept.length + character.length > max) break
    kept += character
  }
  return kept
}

/** `name` cut to DOCUMENT_NAME_MAX, its extension kept. */
function cutName(name: string): string {
  if (name.length <= DOCUMENT_NAME_MAX) return name
  const { stem, extension } = splitExtension(name)
  return cutTo(stem, DOCUMENT_NAME_MAX - extension.length).trimEnd() + extension
}

/** `name` trimmed, or null when it is empty, only dots, or holds a path separator or an unsafe character. */
function checkedName(name: string): string | null {
  if (/[/\\]/.test(name) || UNSAFE_CHARACTERS.test(name)) return null
  const trimmed = name.normalize('NFC').trim()
  return !trimmed || /^\.+$/.test(trimmed) ? null : trimmed
}

/**
 * The name a page may be kept under: trimmed and cut to DOCUMENT_NAME_MAX with its extension kept; null when it is
 * empty, only dots, or holds a path separator or a control or direction-changing character.
 */
export function safeDocumentName(name: string): string | null {
  const checked = checkedName(name)
  return checked === null ? null : cutName(checked)
}

/** A checked name ending with the extension of the type the bytes showed: IMG_1.HEIC kept as a JPEG is IMG_1.jpg. */
function keptName(checked: string, extension: AcceptedPage['extension']): string {
  const { stem, extension: own } = splitExtension(checked)
  const base = DOCUMENT_EXTENSIONS.has(own.slice(1).toLowerCase()) ? stem.trimEnd() : checked
  return cutName(`${base || DOCUMENT_FALLBACK_NAME}.${extension}`)
}

// A PDF reader looks for the end-of-file marker in the last 1024 bytes (ISO 32000-1, annex H): a file without one was
// cut short on its way, or is no PDF.
const PDF_TAIL = 1024

function isWholePdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-' && bytes.subarray(-PDF_TAIL).includes('%%EOF', 0, 'latin1')
}

const LONG_SIDE = {
  width: DOCUMENT_IMAGE_LONG_SIDE,
  height: DOCUMENT_IMAGE_LONG_SIDE,
  fit: 'inside',
  withoutEnlargement: true,
} as const

const tooManyPixels = (width: number, height: number) => width * height > DOCUMENT_MAX_PIXELS

/**
 * A JPEG or PNG drawn again in its own format: turned upright by its EXIF orientation, its longer side at most
 * DOCUMENT_IMAGE_LONG_SIDE. sharp writes no metadata unless asked to, so EXIF, XMP, IPTC and text chunks are left out.
 */
async function redrawn(bytes: Buffer, type: 'image/jpeg' | 'image/png'): Promise<Buffer | 'pixels'> {
  // The header alone, sharp's own pixel limit off so that it answers the size: a small file can claim a picture too
  // large to hold in memory.
  const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata()
  if (!width || !height) throw new Error('no dimensions in the header')
  if (tooManyPixels(width, height)) return 'pixels'
  const image = sharp(bytes, { limitInputPixels: DOCUMENT_MAX_PIXELS }).autoOrient().resize(LONG_SIDE)
  return type === 'image/png' ? image.png().toBuffer() : image.jpeg({ quality: DOCUMENT_JPEG_QUALITY }).toBuffer()
}

/**
 * A HEIC or HEIF photo as a JPEG. The sharp the site ships decodes AV1 but not HEVC, so heic-decode (libheif in
 * WebAssembly) decodes it, after its size is read from the container. libheif turns the picture upright by the
 * file's own rotation and mirroring, which the format says to follow rather than the EXIF orientation.
 */
async function fromHeif(bytes: Buffer): Promise<Buffer | 'pixels'> {
  const { default: heicDecode } = await import('heic-decode')
  const images = await heicDecode.all({ buffer: bytes })
  try {
    const first = images[0]
    if (!first) throw new Error('no image in the file')
    if (tooManyPixels(first.width, first.height)) return 'pixels'
    const { width, height, data } = await first.decode()
    return await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width, height, channels: 4 },
    })
      .resize(LONG_SIDE)
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: DOCUMENT_JPEG_QUALITY })
      .toBuffer()
  } finally {
    images.dispose()
  }
}

async function keptBytes(bytes: Buffer, type: SentType): Promise<Buffer | 'pixels' | 'unreadable'> {
  try {
    if (type === 'application/pdf') return isWholePdf(bytes) ? Buffer.from(bytes) : 'unreadable'
    if (type === 'image/heic' || type === 'image/heif') return await fromHeif(bytes)
    return await redrawn(bytes, type)
  } catch {
    // A file cut short, a header that lies, a codec variant the decoders refuse: the student can send it again.
    return 'unreadable'
  }
}

/**
 * Takes in one page (file) of a document: refuses it with one of the reasons of IntakeRefusal and its message for
 * the student, or answers the bytes to keep, their type and extension, and the name to keep them under.
 */
export async function takeInPage(file: { name: string; bytes: Uint8Array }): Promise<IntakeResult> {
  if (file.bytes.length === 0) return refuse('empty')
  if (file.bytes.length > DOCUMENT_MAX_BYTES) return refuse('size')
  const name = checkedName(file.name)
  if (name === null) return refuse('name')
  const type = sniffType(file.bytes)
  if (type === null || !(type in KEPT_AS)) return refuse('type')
  const sent = type as SentType
  const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength)
  const kept = await keptBytes(bytes, sent)
  if (kept === 'pixels' || kept === 'unreadable') return refuse(kept)
  const { contentType, extension } = KEPT_AS[sent]
  return { ok: true, page: { bytes: kept, contentType, extension, fileName: keptName(name, extension) } }
}
