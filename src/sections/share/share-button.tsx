'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { Share2, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'

import { copyText } from './copy-text'
import styles from './share-button.module.css'
import { NOTICE_MS, SHARE_STRINGS } from './share-strings'
import { DEFAULT_SHARE_TARGETS, SHARE_TARGETS, type ShareTargetId } from './share-targets'

/**
 * Shares the current page address (site-spec §2): the browser's native share sheet when it has one,
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
    setOpen(true)
  }

  const copy = async () => {
    setOpen(false)
    setNotice((await copyText(url)) ? SHARE_STRINGS.copied : SHARE_STRINGS.copyFailed)
  }

  const offered = SHARE_TARGETS.filter((target) => targets.includes(target.id))

  return (
    <div className={styles.share}>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <button ref={trigger} type="button" className={styles.trigger} onClick={share} aria-haspopup="dialog">
          <Share2 aria-hidden="true" size={18} />
          {SHARE_STRINGS.button}
        </button>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} data-testid="share-backdrop" />
          <Dialog.Content
            className={styles.dialog}
            onCloseAutoFocus={(event) => {
              // Focus goes back to the Share button (it is not a Radix trigger: it may open the native sheet).
              event.preventDefault()
              trigger.current?.focus()
            }}
          >
            <div className={styles.head}>
              <Dialog.Title className={styles.title}>{SHARE_STRINGS.dialogTitle}</Dialog.Title>
              <Dialog.Close className={styles.close} aria-label={SHARE_STRINGS.close}>
                <X aria-hidden="true" size={20} />
              </Dialog.Close>
            </div>
            <Dialog.Description className={styles.description}>{SHARE_STRINGS.dialogDescription}</Dialog.Description>
            <ul className={styles.targets}>
              {offered.map(({ id, label, Icon, href }) => (
                <li key={id}>
                  {href ? (
                    <a
                      className={styles.target}
                      data-target={id}
                      href={href({ url, title })}
                      {...(id === 'mail' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                      onClick={() => setOpen(false)}
                    >
                      <span className={`${styles.icon} ${styles[id]}`}>
                        <Icon aria-hidden="true" size={20} />
                      </span>
                      {label}
                    </a>
                  ) : (
                    <button type="button" className={styles.target} data-target={id} onClick={copy}>
                      <span className={`${styles.icon} ${styles[id]}`}>
                        <Icon aria-hidden="true" size={20} />
                      </span>
                      {label}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
    </div>
  )
}
