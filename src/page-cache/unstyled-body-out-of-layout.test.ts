import { describe, expect, it } from 'vitest'

import { PAGE_END_MARKER, UNSTYLED_BODY_RULE, withUnstyledBodyOutOfLayout } from './unstyled-body-out-of-layout'

const PAGE =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/a.css"/></head>' +
  '<body><p>Hi</p><script>self.__next_f.push([0])</script></body></html>'

describe('withUnstyledBodyOutOfLayout', () => {
  it('writes the rule first in the head after the character set, and the marker last in the body', () => {
    expect(withUnstyledBodyOutOfLayout(PAGE)).toBe(
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
        UNSTYLED_BODY_RULE +
        '<link rel="stylesheet" href="/a.css"/></head>' +
        `<body><p>Hi</p><script>self.__next_f.push([0])</script>${PAGE_END_MARKER}</body></html>`,
    )
  })

  it('hides the body only while the marker is not yet in it', () => {
    expect(UNSTYLED_BODY_RULE).toBe('<style>body:not(:has(>[data-page-end])){content-visibility:hidden}</style>')
    expect(PAGE_END_MARKER).toContain('data-page-end')
  })

  it('writes the rule first in a head that does not open with the character set', () => {
    expect(withUnstyledBodyOutOfLayout('<html><head><title>T</title></head><body></body></html>')).toBe(
      `<html><head>${UNSTYLED_BODY_RULE}<title>T</title></head><body>${PAGE_END_MARKER}</body></html>`,
    )
  })

  it('leaves a document without a head or without the end of its body as it is', () => {
    expect(withUnstyledBodyOutOfLayout('<p>fragment</p></body>')).toBe('<p>fragment</p></body>')
    expect(withUnstyledBodyOutOfLayout('<html><head></head><body><p>cut')).toBe('<html><head></head><body><p>cut')
  })
})
