import { createHash } from 'node:crypto'

import type { ReactElement, ReactNode } from 'react'

import { BRAND_ICONS, LINE_ICONS } from './icon-drawings'
import { brandSymbolId } from './icon-sheet-path'

const escapeAttribute = (value: string | number) =>
  String(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

function lineSymbol(name: string, drawing: (typeof LINE_ICONS)[keyof typeof LINE_ICONS]): string {
  const shapes = drawing
    .map(([tag, attributes]) => {
      const pairs = Object.entries(attributes ?? {})
        .filter(([key]) => key !== 'key')
        .map(([key, value]) => `${key}="${escapeAttribute(value as string | number)}"`)
      return `<${tag} ${pairs.join(' ')}/>`
    })
    .join('')
  return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`
}

type Drawn = ReactElement<{ children?: ReactNode; attr?: { viewBox?: string } } & Record<string, unknown>>

/** SVG markup of the shapes react-icons draws: plain elements, whose props are their attributes. */
function shapesOf(children: ReactNode): string {
  return [children]
    .flat(Infinity as 1)
    .filter((child): child is Drawn => typeof child === 'object' && child !== null && 'type' in child)
    .map(({ type, props }) => {
      const { children: inner, ...attributes } = props
      const pairs = Object.entries(attributes).map(([key, value]) => `${key}="${escapeAttribute(value as string)}"`)
      return `<${String(type)} ${pairs.join(' ')}>${shapesOf(inner)}</${String(type)}>`
    })
    .join('')
}

function brandSymbol(name: string, Icon: (typeof BRAND_ICONS)[keyof typeof BRAND_ICONS]): string {
  // A react-icons component returns its base element with the drawing's viewBox and shapes as children.
  const { props } = Icon({}) as Drawn
  const viewBox = props.attr?.viewBox ?? '0 0 512 512'
  return `<symbol id="${brandSymbolId(name)}" viewBox="${viewBox}">${shapesOf(props.children)}</symbol>`
}

/** The icon sheet: one `<symbol>` per icon of src/ui/icon-drawings.ts, and its ETag. */
export const ICON_SHEET = (() => {
  const symbols = [
    ...Object.entries(LINE_ICONS).map(([name, drawing]) => lineSymbol(name, drawing)),
    ...Object.entries(BRAND_ICONS).map(([name, Icon]) => brandSymbol(name, Icon)),
  ]
  const body = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`
  return { body, etag: `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"` }
})()
