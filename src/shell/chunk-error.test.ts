import { describe, expect, it } from 'vitest'

import { chunkErrorText, describeChunkError } from './chunk-error'

describe('chunk load errors', () => {
  it('names the chunk and a timeout', () => {
    const failure = describeChunkError({
      name: 'ChunkLoadError',
      message: 'Loading chunk 428 failed.\n(timeout: http://localhost:3000/_next/static/chunks/428.js)',
    })
    expect(failure).toEqual({ chunk: '428', kind: 'timeout' })
    expect(chunkErrorText(failure!)).toBe('Loading chunk 428 failed (timeout).')
  })

  it('tells a missing chunk from any other failure', () => {
    expect(
      describeChunkError({
        name: 'ChunkLoadError',
        message: 'Loading chunk app-page failed.\n(missing: /_next/static/chunks/app-page.js)',
      })?.kind,
    ).toBe('missing')
    expect(
      describeChunkError({
        name: 'ChunkLoadError',
        message: 'Loading chunk 7 failed.\n(error: /_next/static/chunks/7.js)',
      })?.kind,
    ).toBe('other')
  })

  it('ignores errors that are not about chunks', () => {
    expect(describeChunkError(new TypeError('x is undefined'))).toBeUndefined()
  })
})
