'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import type { ReactNode, RefObject } from 'react'

import styles from './enquiry-dialog.module.css'

type Props = {
  open: boolean
  onOpen: () => void
  onClose: () => void
  /** The button that opened the dialog: focus returns to it on close (there are several). */
  opener: RefObject<HTMLElement | null>
  form: ReactNode
}

/**
 * The popup itself (site-spec §4), loaded on the first opening (docs/decisions/0081): closed only by its close
 * icon or after a successful submission, never by a click on the backdrop or Escape; focus trapped while open.
 */
export default function EnquiryDialogPanel({ open, onOpen, onClose, opener, form }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpen() : undefined)}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault()
              opener.current.focus()
            }
          }}
        >
          <div className={styles.head}>
            <div>
              <Dialog.Title className={styles.title}>Enquire now</Dialog.Title>
              <Dialog.Description className={styles.description}>
                Tell us a little about yourself and a counsellor will call you back.
              </Dialog.Description>
            </div>
            <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
              <X aria-hidden="true" size={22} />
            </button>
          </div>
          {form}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
