import type React from 'react'

import { Container } from '@/ui/container'
import { Icon } from '@/ui/icon'

import styles from './enquiry-block.module.css'

/** The id calls to action on a page scroll to. */
export const ENQUIRY_ID = 'enquiry'

const PROMISES = [
  'Free and without obligation',
  'A counsellor will contact you shortly',
  'Your details are never shared with third parties',
]

/**
 * The page's enquiry block: an anchor calls to action scroll to, a heading, a short pitch and, in `children`,
 * the consultation form.
 */
export function EnquiryBlock({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  return (
    <section id={ENQUIRY_ID} aria-labelledby={`${ENQUIRY_ID}-title`} className={styles.block} tabIndex={-1}>
      <Container>
        <div className={styles.panel}>
          <div className={styles.pitch}>
            <p className={styles.eyebrow}>Free consultation</p>
            <h2 id={`${ENQUIRY_ID}-title`} className={styles.title}>
              {title}
            </h2>
            <p className={styles.text}>{text}</p>
            <ul className={styles.promises}>
              {PROMISES.map((promise) => (
                <li key={promise}>
                  <Icon name="ShieldCheck" size={18} />
                  {promise}
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.slot}>{children}</div>
        </div>
      </Container>
    </section>
  )
}
