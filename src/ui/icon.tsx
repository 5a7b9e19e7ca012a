import type { BrandIconName, IconName } from './icon-drawings'
import { brandSymbolId, iconHref } from './icon-href'

import styles from './icon.module.css'

/** Lucide's drawing style (src/ui/styles/base.css). */
const ICON_CLASS = 'icon'

type Props = {
  /** The icon's name in src/ui/icon-drawings.ts (Lucide's name, for example `Phone`). */
  name: IconName
  /** Width and height in px. */
  size?: number
  /** Lucide draws with 2. */
  strokeWidth?: number
  className?: string
}

/**
 * A Lucide icon, drawn from the page's sprite of symbols (docs/decisions/0156-icon-symbols-in-the-page.md): each use
 * carries a reference to the symbol, not its drawing. It has no state and no client code, so a server component renders it into the HTML
 * (docs/decisions/0092-server-rendered-icons.md). Icons are decorative: the text beside them, or a visually hidden
 * label, names the control.
 */
export function Icon({ name, size = 24, strokeWidth, className }: Props) {
  return (
    <svg
      width={size}
      height={size}
      className={className ? `${ICON_CLASS} ${className}` : ICON_CLASS}
      // No style attribute at all when unset: an explicit undefined is still written into the router's payload.
      {...(strokeWidth ? { style: { strokeWidth } } : {})}
      aria-hidden="true"
    >
      <use href={iconHref(name)} />
    </svg>
  )
}

/** A network's own mark (WhatsApp, LinkedIn, …), filled with the text colour, from the same sprite. */
export function BrandIcon({ name, size = 24, className }: { name: BrandIconName; size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      className={className ? `${styles.brand} ${className}` : styles.brand}
      aria-hidden="true"
    >
      <use href={iconHref(brandSymbolId(name))} />
    </svg>
  )
}
