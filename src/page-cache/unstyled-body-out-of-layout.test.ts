import { describe, expect, it } from 'vitest'

import { UNSTYLED_BODY_RULE, withUnstyledBodyOutOfLayout } from './unstyled-body-out-of-layout'

describe('withUnstyledBodyOutOfLayout', () => {
  it('writes the rule first in the head after the character set, before the stylesheets that show the body again', () => {
    const page =
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/a.css"/></head><body><p>Hi</p></body></html>'
    const sent = withUnstyledBodyOutOfLayout(page)
    expect(sent).toBe(page.replace('<meta charSet="utf-8"/>', `<meta charSet="utf-8"/>${UNSTYLED_BODY_RULE}`))
    expect(sent.indexOf(UNSTYLED_BODY_RULE)).toBeLessThan(sent.indexOf('rel="stylesheet"'))
  })

  it('shows the body by itself two seconds after it would otherwise stay hidden', () => {
    expect(UNSTYLED_BODY_RULE).toContain('body{content-visibility:hidden;animation:0s 2s forwards shown-unstyled}')
    expect(UNSTYLED_BODY_RULE).toContain('@keyframes shown-unstyled{to{content-visibility:visible}}')
  })

  it('writes it first in a head that does not open with the character set', () => {
    expect(withUnstyledBodyOutOfLayout('<html><head><title>T</title></head></html>')).toBe(
      `<html><head>${UNSTYLED_BODY_RULE}<title>T</title></head></html>`,
    )
  })

  it('leaves a document without a head as it is', () => {
    expect(withUnstyledBodyOutOfLayout('<p>fragment</p>')).toBe('<p>fragment</p>')
  })
})
