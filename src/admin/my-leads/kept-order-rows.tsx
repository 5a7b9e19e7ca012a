'use client'

import { Fragment, useState, type ReactNode } from 'react'

import { keptOrder } from './kept-order'

/**
 * The rows of My leads in the order they had when the page was opened, while it refreshes its data in place (a
 * logged contact refreshes it): the row just answered stays under the pointer instead of moving to the end. A reload,
 * or leaving the page and coming back, shows the server's order again.
 */
export function KeptOrderRows({ rows }: { rows: { key: string; row: ReactNode }[] }) {
  const [first] = useState(() => rows.map(({ key }) => key))
  return keptOrder(first, rows).map(({ key, row }) => <Fragment key={key}>{row}</Fragment>)
}
