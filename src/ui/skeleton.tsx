import styles from './skeleton.module.css'

/** A placeholder block shown only while the client loads more items; never in server HTML. */
export function Skeleton({
  height = '1rem',
  width = '100%',
  radius = 'var(--radius-sm)',
  aspectRatio,
}: {
  height?: string
  width?: string
  radius?: string
  /** e.g. '16 / 9' for an image placeholder (with height 'auto'). */
  aspectRatio?: string
}) {
  return (
    <span aria-hidden="true" className={styles.skeleton} style={{ height, width, borderRadius: radius, aspectRatio }} />
  )
}
