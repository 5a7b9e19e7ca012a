import { siteUrl } from '@/config/env.server'
import { breadcrumbList, type Crumb } from '@/seo/breadcrumbs'
import { JsonLd } from '@/seo/json-ld'
import { Icon } from '@/ui/icon'
import { PageLink } from '@/ui/page-link'

import styles from './breadcrumbs.module.css'

/** The visible trail from the home page to this page, and the same trail as a BreadcrumbList for search engines. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const full = [{ name: 'Home', path: '/' }, ...trail]
  return (
    <>
      <JsonLd data={breadcrumbList(full, siteUrl())} />
      <nav aria-label="Breadcrumb" className={styles.trail}>
        <ol>
          {full.map((crumb, index) => {
            const last = index === full.length - 1
            return (
              <li key={`${crumb.path}-${crumb.name}`}>
                {last ? (
                  <span aria-current="page">{crumb.name}</span>
                ) : (
                  <>
                    <PageLink href={crumb.path}>{crumb.name}</PageLink>
                    <Icon name="ChevronRight" size={14} />
                  </>
                )}
              </li>
            )
          })}
        </ol>
      </nav>
    </>
  )
}
