import type React from 'react'

import { StaticMarkup } from '@/ui/static-markup'

import styles from './message-panel.module.css'

/** The 'Send us a message' panel of the contact page; the contact form goes in `children`. */
export function MessagePanel({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  return (
    <section id="send-us-a-message" aria-labelledby="message-title" className={styles.panel}>
      <StaticMarkup>
        <h2 id="message-title" className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
      </StaticMarkup>
      <div className={styles.slot}>{children}</div>
    </section>
  )
}
