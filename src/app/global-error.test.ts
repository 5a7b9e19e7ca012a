import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import GlobalError from './global-error'

const render = (error: Error) => renderToStaticMarkup(createElement(GlobalError, { error, reset: () => {} }))

describe('the error screen when the root layout itself fails (docs/product.md §8)', () => {
  it('reads "Unexpected Application Error!" and the status or message, with a way on', () => {
    const html = render(Object.assign(new Error('ignored'), { status: 503, statusText: 'Service Unavailable' }))
    expect(html).toContain('<h1>Unexpected Application Error!</h1>')
    expect(html).toContain('503 Service Unavailable')
    expect(html).toContain('Try again')
    expect(html).toMatch(/<a href="\/"[^>]*>Go to the home page<\/a>/)
    expect(render(new Error('Cannot read the settings'))).toContain('Cannot read the settings')
  })
})
