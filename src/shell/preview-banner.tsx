import type { Metadata } from 'next'

import styles from './preview-banner.module.css'

export const PREVIEW_TEXT = {
  label: 'Draft preview',
  note: 'You are seeing the latest saved version, draft included, because you are signed in to the admin. Visitors see the published page.',
  leave: 'See the published page',
} as const

/** A preview is for staff alone: never indexed, never followed. */
export const PREVIEW_METADATA: Metadata = { robots: { index: false, follow: false } }

/** Above an item shown to content staff as its latest draft (docs/decisions/0120). */
export function PreviewBanner({ publishedPath }: { publishedPath: string }) {
  return (
    <div className={styles.banner} role="note" aria-label={PREVIEW_TEXT.label}>
      <strong>{PREVIEW_TEXT.label}.</strong> {PREVIEW_TEXT.note} <a href={publishedPath}>{PREVIEW_TEXT.leave}</a>
    </div>
  )
}
