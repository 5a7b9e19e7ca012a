import { Icon } from '@/ui/icon'

import styles from './faq-accordion.module.css'

/**
 * Questions and answers as native disclosure widgets: each opens and closes with a click, Enter or Space, without
 * client JavaScript, and the first is open (docs/product.md §2).
 */
export function FaqAccordion({ items }: { items: { question: string; answer: string }[] }) {
  return (
    <div className={styles.accordion}>
      {items.map((item, index) => (
        <details key={item.question} open={index === 0}>
          <summary>
            <span>{item.question}</span>
            <Icon name="ChevronDown" size={20} />
          </summary>
          <div>
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  )
}
