import { Container } from '@/ui/container'

import type { Action } from '../types'
import { ActionLink } from './action-link'
import styles from './cta-band.module.css'

/** A dark band that asks for the next step: a short title, one line and one button. */
export function CtaBand({ title, text, action }: { title: string; text: string; action: Action }) {
  return (
    <section className={styles.band} aria-label={title}>
      <Container>
        <div className={styles.panel}>
          <div>
            <p className={styles.title}>{title}</p>
            <p className={styles.text}>{text}</p>
          </div>
          <ActionLink action={action} variant="accent" />
        </div>
      </Container>
    </section>
  )
}
