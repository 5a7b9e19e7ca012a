import { TEAM_PAGE } from '@/sections/team/team-copy'
import { TeamListSkeleton } from '@/sections/team/team-list'
import { PageHeader } from '@/ui/page-header'
import { Section } from '@/ui/section'

export default function TeamLoading() {
  return (
    <>
      <PageHeader eyebrow={TEAM_PAGE.eyebrow} title={TEAM_PAGE.title} lead={TEAM_PAGE.lead} />
      <Section>
        <TeamListSkeleton />
      </Section>
    </>
  )
}
