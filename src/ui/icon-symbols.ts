import type { ReactElement, ReactNode } from 'react'
import { optimize } from 'svgo'

// Imported by next.config.ts at build time (relative imports only): the symbols reach the pages through `env`.
import { brandMarkShapes } from '../brand/brand-mark-shapes'
import { escapeHtml } from '../security/escape-html'
import { BRAND_ICONS, LINE_ICONS } from './icon-drawings'
import { brandSymbolId, LOGO_SYMBOL_ID } from './icon-href'

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

/**
 * A brand mark's shapes in whole units of its viewBox (hundreds wide), which no one sees at the 17–28 px the pages
 * draw them: Font Awesome writes one decimal, and a sprite with every brand mark was twice as long (issue 65).
 */
export function roundedShapes(viewBox: string, shapes: string): string {
  const { data } = optimize(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${shapes}</svg>`, {
    floatPrecision: 0,
    multipass: true,
  })
  return data.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '')
}

function brandSymbol(name: string, Icon: (typeof BRAND_ICONS)[keyof typeof BRAND_ICONS]): string {
  // A react-icons component returns its base element with the drawing's viewBox and shapes as children.
  const { props } = Icon({}) as Drawn
  const viewBox = props.attr?.viewBox ?? '0 0 512 512'
  return element('symbol', { id: brandSymbolId(name), viewBox }, roundedShapes(viewBox, shapesOf(props.children)))
}

const kebabCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/** The consultancy's mark, which the header and the footer both draw (src/shell/logo.tsx). */
function logoSymbol(): string {
  const shapes = brandMarkShapes().map(([tag, attributes]) =>
    element(tag, Object.fromEntries(Object.entries(attributes).map(([name, value]) => [kebabCase(name), value]))),
  )
  return element('symbol', { id: LOGO_SYMBOL_ID, viewBox: '0 0 40 40' }, shapes.join(''))
}

/** Every icon's `<symbol>`, one after another: the inside of the page's sprite (src/ui/icon-sprite.tsx). */
export const ICON_SYMBOLS = [
  ...Object.entries(LINE_ICONS).map(([name, drawing]) => lineSymbol(name, drawing)),
  ...Object.entries(BRAND_ICONS).map(([name, Icon]) => brandSymbol(name, Icon)),
  logoSymbol(),
].join('')
