import styles from './block-heading.module.css'

/** The eyebrow, heading (h2 for a page band, h3 inside a topic) and lead that open a block. */
export function BlockHeading({
  id,
  level,
  eyebrow,
  title,
  lead,
  align = 'start',
}: {
  id: string
  level: 2 | 3
  eyebrow?: string
  title: string
  lead?: string
  align?: 'start' | 'center'
}) {
  const Tag = level === 2 ? 'h2' : 'h3'
  return (
    <div className={[styles.heading, align === 'center' ? styles.center : '', styles[`level${level}`]].join(' ')}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Tag id={id} className={styles.title}>
        {title}
      </Tag>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  )
}

/** A stable id for a heading, from its block's id or its title. */
export const headingId = (block: { id?: string; title: string }) =>
  block.id
    ? `${block.id}-title`
    : block.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
