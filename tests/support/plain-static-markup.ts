import { createElement, type ReactNode } from 'react'

/**
 * StaticMarkup as plain markup, for tests that render a section with react-dom/server outside Next: there is no
 * request to read, and the element is drawn as the page's HTML draws it (docs/decisions/0196-static-markup.md).
 * Use with `vi.mock('@/ui/static-markup', () => plainStaticMarkup)`.
 */
export const plainStaticMarkup = {
  StaticMarkup: ({
    as = 'div',
    html,
    children,
    ...attributes
  }: {
    as?: string
    html?: string
    children?: ReactNode
    [attribute: string]: unknown
  }) =>
    html === undefined
      ? createElement(as, attributes, children)
      : createElement(as, { ...attributes, dangerouslySetInnerHTML: { __html: html } }),
}
