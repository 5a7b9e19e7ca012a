'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { usePathname } from 'next/navigation'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'

import styles from './enquiry-dialog.module.css'

type EnquiryDialogApi = { open: () => void; close: () => void; isOpen: boolean }

const EnquiryDialogContext = createContext<EnquiryDialogApi | null>(null)

/** The dialog's controls when rendered inside the shell, else null (a form placed on its own). */
export function useOptionalEnquiryDialog(): EnquiryDialogApi | null {
  return useContext(EnquiryDialogContext)
}

export function useEnquiryDialog(): EnquiryDialogApi {
  const api = useContext(EnquiryDialogContext)
  if (!api) throw new Error('useEnquiryDialog must be used inside <EnquiryDialogProvider>')
  return api
}

/**
 * The enquiry popup (site-spec §4): opened by 'Enquire now', closed only by its close icon or after a
 * successful submission, never by a click on the backdrop or Escape. Focus is trapped while open and
 * returns to the button that opened it.
 */
export function EnquiryDialogProvider({ children, form }: { children: ReactNode; form: ReactNode }) {
  const [isOpen, setOpen] = useState(false)
  const opener = useRef<HTMLElement | null>(null)
  const open = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setOpen(true)
  }, [])
  const close = useCallback(() => setOpen(false), [])
  const api = useMemo(() => ({ open, close, isOpen }), [open, close, isOpen])
  const pathname = usePathname()
  // Following a link inside the dialog is not a dismissal, but the dialog belongs to the page it was opened on.
  useEffect(() => setOpen(false), [pathname])

  return (
    <EnquiryDialogContext.Provider value={api}>
      {children}
      <Dialog.Root open={isOpen} onOpenChange={(next) => (next ? open() : undefined)}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content
            className={styles.dialog}
            onEscapeKeyDown={(event) => event.preventDefault()}
            onPointerDownOutside={(event) => event.preventDefault()}
            onInteractOutside={(event) => event.preventDefault()}
            onCloseAutoFocus={(event) => {
              // Focus goes back to whichever button opened the dialog (there are several).
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
              <button type="button" className={styles.close} onClick={close} aria-label="Close">
                <X aria-hidden="true" size={22} />
              </button>
            </div>
            {form}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </EnquiryDialogContext.Provider>
  )
}

export function EnquireNowButton({
  className,
  children = 'Enquire now',
}: {
  className?: string
  children?: ReactNode
}) {
  const { open } = useEnquiryDialog()
  return (
    <button type="button" className={className} onClick={open} aria-haspopup="dialog">
      {children}
    </button>
  )
}
