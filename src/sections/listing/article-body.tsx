import styles from './article.module.css'

/** The sanitised HTML body of a blog or news item (src/content/rich-text-html.server.ts). */
export function ArticleBody({ html }: { html: string }) {
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
}
