import type { TeamMemberItem } from '@/content/team.server'

import { TEAM_PAGE } from './team-copy'
import styles from './team-list.module.css'
import { TeamMemberCard } from './team-member-card'

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
