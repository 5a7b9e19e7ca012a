import styles from './chat-button.module.css'
import { chatUrl } from '@/schema/contact-links'
import { BrandIcon } from '@/ui/icon'
import { StaticMarkup } from '@/ui/static-markup'

/** The floating messaging-app chat with the consultancy, on every page: a plain link, so HTML only (StaticMarkup). */
export function ChatButton({ number, name }: { number: string; name: string }) {
  return (
    <StaticMarkup as="aside" aria-label="Chat with us">
      <a
        className={styles.chat}
        href={chatUrl(number, { text: `Hello ${name}, I would like some advice.` })}
        target="_blank"
        rel="noopener noreferrer"
      >
        <BrandIcon name="whatsapp" size={28} />
        <span className="sr-only">Chat with us on WhatsApp (opens in a new tab)</span>
      </a>
    </StaticMarkup>
  )
}
