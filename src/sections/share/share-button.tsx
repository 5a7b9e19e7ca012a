'use client'

import dynamic from 'next/dynamic'
import { useEffect, useRef, useState } from 'react'

import { Icon } from '@/ui/icon'

import { copyText } from './copy-text'
import styles from './share-button.module.css'
import { NOTICE_MS, SHARE_STRINGS } from './share-strings'
import { DEFAULT_SHARE_TARGETS, type ShareTargetId } from './share-targets'

const loadDialog = () => import('./share-dialog')
// The dialog (Radix) loads when it is first needed, or when a pointer or focus reaches the button
// (docs/decisions/0081-client-code-on-demand.md); most visitors with a native share sheet never need it.
const ShareDialog = dynamic(loadDialog, { ssr: false })
const preloadDialog = () => void loadDialog()

/**
 * Shares the current page address (docs/product.md §2): the browser's native share sheet when it has one,
 * otherwise a dialog of share targets that closes on the backdrop, on Close, or once a target is chosen.
 */
export function ShareButton({
  title,
  targets = DEFAULT_SHARE_TARGETS,
}: {
  title: string
  targets?: readonly ShareTargetId[]
}) {
  const [open, setOpen] = useState(false)
  const [dialogUsed, setDialogUsed] = useState(false)
  const [url, setUrl] = useState('')
  const [notice, setNotice] = useState('')
  const trigger = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!notice) return
    const timer = window.setTimeout(() => setNotice(''), NOTICE_MS)
    return () => window.clearTimeout(timer)
  }, [notice])

  const share = async () => {
    const address = window.location.href
    setUrl(address)
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url: address })
        return
      } catch (error) {
        // The visitor closed the sheet: nothing to do. Any other failure falls back to the dialog.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    setDialogUsed(true)
    setOpen(true)
  }

  const copy = async () => {
    setOpen(false)
    setNotice((await copyText(url)) ? SHARE_STRINGS.copied : SHARE_STRINGS.copyFailed)
  }

  return (
    <div className={`${styles.share} needs-script`}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        onClick={share}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        aria-haspopup="dialog"
      >
        <Icon name="Share2" size={18} />
        {SHARE_STRINGS.button}
      </button>
      {dialogUsed && (
        <ShareDialog
          open={open}
          onOpenChange={setOpen}
          url={url}
          title={title}
          targets={targets}
          onCopy={copy}
          trigger={trigger}
        />
      )}
      <p role="status" className={styles.notice}>
        {notice}
      </p>
    </div>
  )
}
