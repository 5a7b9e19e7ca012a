import { StaticMarkup } from '@/ui/static-markup'

import styles from './article.module.css'

/** The sanitised HTML body of a blog or news item (src/content/rich-text-html.server.ts), sent as HTML only. */
export function ArticleBody({ html }: { html: string }) {
  return <StaticMarkup className={styles.body} html={html} />
}
