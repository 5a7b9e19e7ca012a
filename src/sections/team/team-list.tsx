import type { TeamMemberItem } from '@/content/team.server'

import { TEAM_PAGE, TEAM_SKELETONS } from './team-copy'
import styles from './team-list.module.css'
import { TeamMemberCard, TeamMemberSkeleton } from './team-member-card'

export function TeamList({ members }: { members: TeamMemberItem[] }) {
  if (!members.length) return <p className={styles.empty}>{TEAM_PAGE.empty}</p>
  return (
    <ul className={styles.list} aria-label={TEAM_PAGE.listLabel}>
      {members.map((member, index) => (
        <TeamMemberCard key={member.id} member={member} preload={index === 0} />
      ))}
    </ul>
  )
}

/** The team while it loads: two placeholders (site-spec §4). */
export function TeamListSkeleton() {
  return (
    <ul className={styles.list} aria-busy="true" aria-label={TEAM_PAGE.listLabel}>
      {Array.from({ length: TEAM_SKELETONS }, (_, index) => (
        <TeamMemberSkeleton key={index} />
      ))}
    </ul>
  )
}
