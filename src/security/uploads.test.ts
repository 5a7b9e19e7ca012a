import { describe, expect, it } from 'vitest'

import { MAX_UPLOAD_BYTES, sniffType, UPLOAD_LIMITS, uploadRefusal } from './uploads'

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part)))

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const PDF = bytes('%PDF-1.7\n')
const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>')
const HTML = bytes('<!doctype html><script>alert(1)</script>')

describe('sniffType', () => {
  it('names the accepted types by their first bytes', () => {
    expect(sniffType(PNG)).toBe('image/png')
    expect(sniffType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(sniffType(bytes('GIF89a'))).toBe('image/gif')
    expect(sniffType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp')
    expect(sniffType(bytes([0, 0, 0, 28], 'ftypavif'))).toBe('image/avif')
    expect(sniffType(PDF)).toBe('application/pdf')
  })

  it('tells HEIC and other HEIF photos from AVIF by the brands of their ftyp box', () => {
    const ftyp = (major: string, ...compatible: string[]) =>
      bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], compatible.join(''))
    for (const major of ['heic', 'heix', 'hevc', 'heim', 'heis'])
      expect(sniffType(ftyp(major, 'mif1'))).toBe('image/heic')
    expect(sniffType(ftyp('mif1', 'mif1', 'heic', 'miaf'))).toBe('image/heic')
    expect(sniffType(ftyp('mif1', 'miaf'))).toBe('image/heif')
    expect(sniffType(ftyp('msf1'))).toBe('image/heif')
    expect(sniffType(ftyp('mif1', 'mif1', 'avif', 'miaf'))).toBe('image/avif')
    expect(sniffType(ftyp('avis', 'msf1'))).toBe('image/avif')
    // Brands past the end of the box are not the file's: here "heic" starts the next box.
    expect(sniffType(bytes([0, 0, 0, 16], 'ftypmif1', [0, 0, 0, 0], 'heic'))).toBe('image/heif')
    for (const video of [ftyp('isom', 'iso2', 'mp41'), ftyp('qt  '), bytes([0, 0, 0, 8], 'ftyp')])
      expect(sniffType(video)).toBeNull()
  })

  it('names nothing else: markup, scripts and empty files', () => {
    for (const head of [SVG, HTML, bytes('<?xml version="1.0"?><svg/>'), bytes(''), bytes('RIFF....WAVE')])
      expect(sniffType(head)).toBeNull()
  })
})

describe('uploadRefusal', () => {
  it('accepts an image in the media and a PDF in the documents', () => {
    expect(uploadRefusal('media', { name: 'photo.png', size: 1000, head: PNG })).toBeNull()
    expect(uploadRefusal('documents', { name: 'brochure.pdf', size: 1000, head: PDF })).toBeNull()
  })

  it('refuses markup whatever its name, and a type of the other collection', () => {
    expect(uploadRefusal('media', { name: 'logo.svg', size: 100, head: SVG })).toEqual({
      reason: 'type',
      message: 'logo.svg is not an accepted file. Images must be JPEG, PNG, WEBP, AVIF or GIF.',
    })
    expect(uploadRefusal('media', { name: 'photo.png', size: 100, head: HTML })?.reason).toBe('type')
    expect(uploadRefusal('media', { name: 'brochure.pdf', size: 100, head: PDF })?.reason).toBe('type')
    expect(uploadRefusal('documents', { name: 'brochure.pdf', size: 100, head: PNG })?.message).toBe(
      'brochure.pdf is not an accepted file. Documents must be PDF.',
    )
  })

  it('refuses a file above its collection’s limit, and accepts one at the limit', () => {
    const media = UPLOAD_LIMITS.media.maxBytes
    expect(uploadRefusal('media', { name: 'big.png', size: media, head: PNG })).toBeNull()
    expect(uploadRefusal('media', { name: 'big.png', size: media + 1, head: PNG })).toEqual({
      reason: 'size',
      message: 'big.png is too large. Images may be at most 10 MB.',
    })
    expect(uploadRefusal('documents', { name: 'big.pdf', size: media + 1, head: PDF })).toBeNull()
    expect(
      uploadRefusal('documents', { name: 'big.pdf', size: UPLOAD_LIMITS.documents.maxBytes + 1, head: PDF })?.reason,
    ).toBe('size')
  })

  it('lets the upload parser take the largest file any collection accepts', () => {
    expect(MAX_UPLOAD_BYTES).toBe(UPLOAD_LIMITS.documents.maxBytes)
  })
})
