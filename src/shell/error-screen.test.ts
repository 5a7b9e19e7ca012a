import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ErrorScreen } from './error-screen'

const render = (error: Error) => renderToStaticMarkup(createElement(ErrorScreen, { error, reset: () => {} }))

describe('the error screen (docs/product.md §8)', () => {
  it('reads "Unexpected Application Error!" followed by the status and its text', () => {
    const html = render(Object.assign(new Error('ignored'), { status: 503, statusText: 'Service Unavailable' }))
    expect(html).toContain('Unexpected Application Error!')
    expect(html).toContain('503 Service Unavailable')
    expect(html).not.toContain('ignored')
  })

  it('falls back to the message when there is no status', () => {
    expect(render(new Error('Cannot read the settings'))).toContain('Cannot read the settings')
  })

  it('names a failed script chunk and the kind of failure', () => {
    const chunkError = Object.assign(new Error('Loading chunk 428 failed.\n(timeout: /_next/static/chunks/428.js)'), {
      name: 'ChunkLoadError',
    })
    expect(render(chunkError)).toContain('Loading chunk 428 failed (timeout).')
  })
})
