import type { IconNode } from 'lucide'
import { createElement, type ReactElement } from 'react'

import styles from './icon.module.css'

type Props = {
  /** The icon's drawing, from `lucide` (for example `import { Phone } from 'lucide'`). */
  icon: IconNode
  /** Width and height in px. */
  size?: number
  /** Lucide draws with 2. */
  strokeWidth?: number
  /** 'currentColor' for a solid glyph (the play button); outlined by default. */
  fill?: string
  className?: string
}

// One set of child elements per drawing, shared by every use of it: the page's payload then carries each drawing once
// and refers back to it, instead of repeating the same path data for every arrow on the page.
const drawings = new WeakMap<IconNode, ReactElement[]>()

function drawingOf(icon: IconNode) {
  let drawing = drawings.get(icon)
  if (!drawing) {
    drawing = icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))
    drawings.set(icon, drawing)
  }
  return drawing
}

/**
 * A Lucide icon drawn as plain SVG. It has no state and no client code, so a server component renders it into the
 * HTML and the page does not hydrate a component for it (docs/decisions/0092-server-rendered-icons.md). Icons are
 * decorative: the text beside them, or a visually hidden label, names the control.
 */
export function Icon({ icon, size = 24, strokeWidth, fill, className }: Props) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      className={className ? `${styles.icon} ${className}` : styles.icon}
      style={strokeWidth || fill ? { strokeWidth, fill } : undefined}
      aria-hidden="true"
    >
      {drawingOf(icon)}
    </svg>
  )
}
