'use client'

import type { ReactNode, RefObject } from 'react'

import { DialogHead, DialogPanel, DialogRoot } from '@/ui/dialog'

type Props = {
  open: boolean
  onOpen: () => void
  onClose: () => void
  /** The button that opened the dialog: focus returns to it on close (there are several). */
  opener: RefObject<HTMLElement | null>
  form: ReactNode
}

/**
 * The popup itself (docs/product.md §4), loaded on the first opening (docs/decisions/0081): closed only by its close
 * icon or after a successful submission, never by a click on the backdrop or Escape; focus trapped while open.
 */
export default function EnquiryDialogPanel({ open, onOpen, onClose, opener, form }: Props) {
  return (
    <DialogRoot open={open} onOpenChange={(next) => (next ? onOpen() : undefined)}>
      <DialogPanel
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
        <DialogHead
          title="Enquire now"
          description="Tell us a little about yourself and a counsellor will call you back."
          closeLabel="Close"
          onClose={onClose}
        />
        {form}
      </DialogPanel>
    </DialogRoot>
  )
}
