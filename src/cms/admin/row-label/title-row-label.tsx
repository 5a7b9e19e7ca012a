'use client'

import { useRowLabel } from '@payloadcms/ui'

/** An array row labelled by its title, so a collapsed list of cards or steps reads as their titles. */
export function TitleRowLabel() {
  const { data, rowNumber } = useRowLabel<{ title?: string }>()
  const title = typeof data?.title === 'string' ? data.title.trim() : ''
  return <span>{title || `Item ${String((rowNumber ?? 0) + 1).padStart(2, '0')}`}</span>
}
