/** A step of a breadcrumb trail: its name and, for every step but the page itself, its path. */
export type Crumb = { name: string; path: string }

/** schema.org BreadcrumbList from the home page down to the current page. */
export function breadcrumbList(trail: Crumb[], siteUrl: string) {
  const base = siteUrl.replace(/\/$/, '')
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${base}${crumb.path}`,
    })),
  }
}
