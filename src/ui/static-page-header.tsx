import { PageHeaderContent, pageHeaderClass, type PageHeaderProps } from './page-header'
import { StaticMarkup } from './static-markup'

/**
 * PageHeader for a server-rendered page, sent as HTML only (StaticMarkup, docs/decisions/0196): its actions, if any,
 * must be static too (plain links, no client component).
 */
export function StaticPageHeader(props: PageHeaderProps) {
  return (
    <StaticMarkup className={pageHeaderClass}>
      <PageHeaderContent {...props} />
    </StaticMarkup>
  )
}
