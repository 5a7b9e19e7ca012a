import type { TeamMemberItem } from '@/content/team.server'
import { Image } from '@/ui/image'

import { FOLLOW_ON, NETWORK_NAME, TEAM_PAGE } from './team-copy'
import styles from './team-member-card.module.css'
import { BrandIcon } from '@/ui/icon'

/** A team member (docs/product.md §2): photo, name, designation, qualifications, and 'Follow on' when linked. */
export function TeamMemberCard({ member, preload = false }: { member: TeamMemberItem; preload?: boolean }) {
  const nameId = `team-member-${member.id}`
  return (
    <li className={styles.card} aria-labelledby={nameId}>
      {member.image ? (
        <Image
          src={member.image.url}
          alt={member.image.alt}
          width={member.image.width || 800}
          sourceWidth={member.image.width || undefined}
          height={member.image.height || 800}
          sizes="(max-width: 600px) 92vw, 220px"
          preload={preload}
          fetchPriority={preload ? 'high' : undefined}
          className={styles.photo}
        />
      ) : null}
      <div className={styles.body}>
        <h2 id={nameId} className={styles.name}>
          {member.name}
        </h2>
        <p className={styles.designation}>{member.designation}</p>
        {member.qualifications.length ? (
          <>
            <h3 className="sr-only">{TEAM_PAGE.qualifications}</h3>
            <ul className={styles.qualifications}>
              {member.qualifications.map((qualification) => (
                <li key={qualification}>{qualification}</li>
              ))}
            </ul>
          </>
        ) : null}
        {member.linkedUrl ? (
          <a className={styles.follow} href={member.linkedUrl} target="_blank" rel="noopener noreferrer">
            {FOLLOW_ON}
            <BrandIcon name="linkedin" size={16} />
            <span className="sr-only">
              {' '}
              {NETWORK_NAME}: {member.name} (opens in a new tab)
            </span>
          </a>
        ) : null}
      </div>
    </li>
  )
}
