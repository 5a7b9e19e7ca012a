import type { BlogSummary } from '@/content/blogs.server'
import { blogPath } from '@/sections/blog/blog-strings'
import { SEARCH_IDEAS, SEARCH_PATH, SEARCH_TEXT } from '@/schema/search-text'
import { ButtonLink } from '@/ui/button'
import { PageLink } from '@/ui/page-link'

import styles from './search.module.css'

/** When a search finds nothing: what to try, the most read guides, and a way to ask a counsellor. */
export function SearchEmpty({ query, popular }: { query: string; popular: BlogSummary[] }) {
  return (
    <section aria-labelledby="search-summary" className={styles.results}>
      <h2 id="search-summary" className={styles.summary}>
        {SEARCH_TEXT.nothingFound(query)}
      </h2>
      <p>{SEARCH_TEXT.nothingFoundHelp}</p>
      <h3 className={styles.subheading}>{SEARCH_TEXT.tryOne}</h3>
      <ul className={styles.ideas}>
        {SEARCH_IDEAS.map((idea) => (
          <li key={idea}>
            <PageLink href={`${SEARCH_PATH}?q=${encodeURIComponent(idea)}`}>{idea}</PageLink>
          </li>
        ))}
      </ul>
      {popular.length ? (
        <>
          <h3 className={styles.subheading}>{SEARCH_TEXT.mostRead}</h3>
          <ul className={styles.popular}>
            {popular.map((blog) => (
              <li key={blog.id}>
                <PageLink href={blogPath(blog.slug)}>{blog.title}</PageLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <ButtonLink href="/enquiry">{SEARCH_TEXT.enquire}</ButtonLink>
      </p>
    </section>
  )
}
