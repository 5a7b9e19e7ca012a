// What each upload collection accepts (docs/decisions/0061-upload-limits.md): its types and its largest file.

const MB = 1024 * 1024

export const UPLOAD_LIMITS = {
  media: {
    label: 'Images',
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
    maxBytes: 10 * MB,
  },
  documents: { label: 'Documents', mimeTypes: ['application/pdf'], maxBytes: 20 * MB },
} as const satisfies Record<string, { label: string; mimeTypes: readonly string[]; maxBytes: number }>

export type UploadCollection = keyof typeof UPLOAD_LIMITS

/** The request limit of the upload parser: the largest file any collection accepts. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_LIMITS).map((limit) => limit.maxBytes))

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0))
const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte)

const AVIF_BRANDS = ['avif', 'avis']
// HEVC-coded HEIF, as phone cameras write it (ISO/IEC 23008-12 annex B); mif1 and msf1 say only "some HEIF".
const HEIC_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']
const HEIF_BRANDS = ['mif1', 'msf1']

/** The brands of an ISO media file's `ftyp` box: the major brand first, then the compatible ones. */
function ftypBrands(head: Uint8Array): string[] {
  if (head.length < 12 || !startsWith(head, ascii('ftyp'), 4)) return []
  const brandAt = (at: number) => String.fromCharCode(...head.subarray(at, at + 4))
  const boxEnd = Math.min(new DataView(head.buffer, head.byteOffset, 4).getUint32(0), head.length, 256)
  const brands = [brandAt(8)]
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(brandAt(at))
  return brands
}

/** AVIF, HEIC or another HEIF from its brands; an AVIF that names itself only mif1 says so in its compatible brands. */
function isoImageType(head: Uint8Array): string | null {
  const [major, ...compatible] = ftypBrands(head)
  if (!major) return null
  if (AVIF_BRANDS.includes(major)) return 'image/avif'
  if (HEIC_BRANDS.includes(major)) return 'image/heic'
  if (!HEIF_BRANDS.includes(major)) return null
  if (compatible.some((brand) => AVIF_BRANDS.includes(brand))) return 'image/avif'
  if (compatible.some((brand) => HEIC_BRANDS.includes(brand))) return 'image/heic'
  return 'image/heif'
}

/** The type a file's first bytes show, among the types the site accepts; null for anything else. */
export function sniffType(head: Uint8Array): string | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif'
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp'
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf'
  return isoImageType(head)
}

const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`

export type UploadRefusal = { reason: 'size' | 'type'; message: string }

/** Why `collection` refuses a file, or null when it accepts it. */
export function uploadRefusal(
  collection: UploadCollection,
  file: { size: number; head: Uint8Array; name: string },
): UploadRefusal | null {
  const limit = UPLOAD_LIMITS[collection]
  // Two sentences, not a colon: the admin shows a message with a colon as a list, split at its commas.
  const what = limit.label
  if (file.size > limit.maxBytes)
    return {
      reason: 'size',
      message: `${file.name} is too large. ${what} may be at most ${megabytes(limit.maxBytes)}.`,
    }
  const type = sniffType(file.head)
  if (!type || !(limit.mimeTypes as readonly string[]).includes(type)) {
    const formats = limit.mimeTypes.map((mime) => mime.split('/')[1]!.toUpperCase())
    const listed = formats.length > 1 ? `${formats.slice(0, -1).join(', ')} or ${formats.at(-1)}` : formats[0]
    return { reason: 'type', message: `${file.name} is not an accepted file. ${what} must be ${listed}.` }
  }
  return null
}
