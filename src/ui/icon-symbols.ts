import type { ReactElement, ReactNode } from 'react'

// Imported by next.config.ts at build time (relative imports only): the symbols reach the pages through `env`.
import { escapeHtml } from '../security/escape-html'
import { BRAND_ICONS, LINE_ICONS } from './icon-drawings'
import { brandSymbolId } from './icon-href'

/** One SVG element of the sprite, its attributes escaped (React's `key` is not one). */
function element(tag: string, attributes: Record<string, unknown>, inner = ''): string {
  const pairs = Object.entries(attributes)
    .filter(([name]) => name !== 'key')
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
  return inner ? `<${tag}${pairs.join('')}>${inner}</${tag}>` : `<${tag}${pairs.join('')}/>`
}

function lineSymbol(name: string, drawing: (typeof LINE_ICONS)[keyof typeof LINE_ICONS]): string {
  const shapes = drawing.map(([tag, attributes]) => element(tag, attributes ?? {})).join('')
  return element('symbol', { id: name, viewBox: '0 0 24 24' }, shapes)
}

type Drawn = ReactElement<{ children?: ReactNode; attr?: { viewBox?: string } } & Record<string, unknown>>

/** SVG markup of the shapes react-icons draws: plain elements, whose props are their attributes. */
function shapesOf(children: ReactNode): string {
  return [children]
    .flat(Infinity as 1)
    .filter((child): child is Drawn => typeof child === 'object' && child !== null && 'type' in child)
    .map(({ type, props: { children: inner, ...attributes } }) => element(String(type), attributes, shapesOf(inner)))
    .join('')
}

function brandSymbol(name: string, Icon: (typeof BRAND_ICONS)[keyof typeof BRAND_ICONS]): string {
  // A react-icons component returns its base element with the drawing's viewBox and shapes as children.
  const { props } = Icon({}) as Drawn
  const viewBox = props.attr?.viewBox ?? '0 0 512 512'
  return element('symbol', { id: brandSymbolId(name), viewBox }, shapesOf(props.children))
}

/** Every icon's `<symbol>`, one after another: the inside of the page's sprite (src/ui/icon-sprite.tsx). */
export const ICON_SYMBOLS = [
  ...Object.entries(LINE_ICONS).map(([name, drawing]) => lineSymbol(name, drawing)),
  ...Object.entries(BRAND_ICONS).map(([name, Icon]) => brandSymbol(name, Icon)),
].join('')
