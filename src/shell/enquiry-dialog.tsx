'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react'

import { CONTACT_FORM_HREF } from '@/schema/form-paths'

type EnquiryDialogApi = { open: () => void; close: () => void; isOpen: boolean }

const loadPanel = () => import('./enquiry-dialog-panel')
// The dialog's code (Radix and its focus trap) loads on the first opening, or when a pointer or focus reaches
// an 'Enquire now' button, not with every page (docs/decisions/0081-client-code-on-demand.md).
const EnquiryDialogPanel = dynamic(loadPanel, { ssr: false })

const EnquiryDialogContext = createContext<EnquiryDialogApi | null>(null)

export function useEnquiryDialog(): EnquiryDialogApi {
  const api = useContext(EnquiryDialogContext)
  if (!api) throw new Error('useEnquiryDialog must be used inside <EnquiryDialogProvider>')
  return api
}

/**
 * The enquiry popup (docs/product.md §4): opened by 'Enquire now', closed only by its close icon or after a
 * successful submission, never by a click on the backdrop or Escape. Focus is trapped while open and
 * returns to the button that opened it.
 */
export function EnquiryDialogProvider({ children, form }: { children: ReactNode; form: ReactNode }) {
  const [isOpen, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  const opener = useRef<HTMLElement | null>(null)
  const open = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setOpen(true)
    setOpened(true)
  }, [])
  const close = useCallback(() => setOpen(false), [])
  const api = useMemo(() => ({ open, close, isOpen }), [open, close, isOpen])
  // Following a link inside the dialog is not a dismissal, but the dialog belongs to the page it was opened on.
  const pathname = usePathname()
  const [openedOn, setOpenedOn] = useState(pathname)
  if (openedOn !== pathname) {
    setOpenedOn(pathname)
    setOpen(false)
  }

  return (
    <EnquiryDialogContext.Provider value={api}>
      {children}
      {opened && <EnquiryDialogPanel open={isOpen} onOpen={open} onClose={close} opener={opener} form={form} />}
    </EnquiryDialogContext.Provider>
  )
}

const preloadPanel = () => void loadPanel()

/**
 * 'Enquire now': a button that opens the popup, and without a script a link of the same look to the contact page's
 * form (docs/decisions/0132). Only one of the two is ever shown: `needs-script` and `without-script` (base.css).
 */
export function EnquireNowButton({
  className,
  children = 'Enquire now',
}: {
  className?: string
  children?: ReactNode
}) {
  const { open } = useEnquiryDialog()
  return (
    <>
      <button
        type="button"
        className={[className, 'needs-script'].filter(Boolean).join(' ')}
        onClick={open}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        aria-haspopup="dialog"
      >
        {children}
      </button>
      <a href={CONTACT_FORM_HREF} className={[className, 'without-script'].filter(Boolean).join(' ')}>
        {children}
      </a>
    </>
  )
}
