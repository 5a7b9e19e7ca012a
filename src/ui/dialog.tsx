'use client'

import * as Radix from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'

import styles from './dialog.module.css'
import { Icon } from './icon'

/** The open state and focus handling of one dialog (Radix Dialog's root). */
export const DialogRoot = Radix.Root

type PanelProps = Omit<Radix.DialogContentProps, 'className'> & {
  /** `md` for a form, `sm` for a short list of choices. */
  size?: 'md' | 'sm'
  /** A test id for the backdrop, for tests that click it. */
  overlayTestId?: string
}

/** A centred modal panel over a dimmed backdrop; focus stays inside while it is open. */
export function DialogPanel({ size = 'md', overlayTestId, children, ...contentProps }: PanelProps) {
  return (
    <Radix.Portal>
      <Radix.Overlay className={styles.overlay} data-testid={overlayTestId} />
      <Radix.Content className={`${styles.panel} ${styles[size]}`} {...contentProps}>
        {children}
      </Radix.Content>
    </Radix.Portal>
  )
}

/** The dialog's title (its accessible name), an optional description, and the close button. */
export function DialogHead({
  title,
  description,
  closeLabel,
  onClose,
}: {
  title: string
  description?: ReactNode
  closeLabel: string
  onClose: () => void
}) {
  return (
    <div className={styles.head}>
      <div>
        <Radix.Title className={styles.title}>{title}</Radix.Title>
        {description && <Radix.Description className={styles.description}>{description}</Radix.Description>}
      </div>
      <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
        <Icon name="X" size={22} />
      </button>
    </div>
  )
}
