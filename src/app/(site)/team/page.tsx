import { listTeamMembers } from '@/content/team.server'
import { ALL_ITEMS } from '@/sections/shared/list-requests'
import { TEAM_PAGE } from '@/sections/team/team-copy'
import { TeamList } from '@/sections/team/team-list'
import { pageMetadata } from '@/seo/page-metadata'
import { StaticPageHeader } from '@/ui/static-page-header'
import { Section } from '@/ui/section'

export const generateMetadata = () =>
  pageMetadata({ title: TEAM_PAGE.title, description: TEAM_PAGE.lead, path: '/team' })

export default async function TeamPage() {
  const team = await listTeamMembers(ALL_ITEMS)
  return (
    <>
      <StaticPageHeader eyebrow={TEAM_PAGE.eyebrow} title={TEAM_PAGE.title} lead={TEAM_PAGE.lead} />
      <Section>
        <TeamList members={team.items} />
      </Section>
    </>
  )
}
