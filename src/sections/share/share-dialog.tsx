'use client'

import type { RefObject } from 'react'

import { DialogHead, DialogPanel, DialogRoot } from '@/ui/dialog'

import styles from './share-button.module.css'
import { SHARE_STRINGS } from './share-strings'
import { SHARE_TARGETS, type ShareTargetId } from './share-targets'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  url: string
  title: string
  targets: readonly ShareTargetId[]
  onCopy: () => void
  /** The Share button: focus returns to it (it is not a Radix trigger, as it may open the native sheet). */
  trigger: RefObject<HTMLButtonElement | null>
}

/** The share targets for browsers without a native share sheet: closes on the backdrop, on Close, or on a choice. */
export default function ShareDialog({ open, onOpenChange, url, title, targets, onCopy, trigger }: Props) {
  const offered = SHARE_TARGETS.filter((target) => targets.includes(target.id))
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogPanel
        size="sm"
        overlayTestId="share-backdrop"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          trigger.current?.focus()
        }}
      >
        <DialogHead
          title={SHARE_STRINGS.dialogTitle}
          description={SHARE_STRINGS.dialogDescription}
          closeLabel={SHARE_STRINGS.close}
          onClose={() => onOpenChange(false)}
        />
        <ul className={styles.targets}>
          {offered.map(({ id, label, Icon, href }) => (
            <li key={id}>
              {href ? (
                <a
                  className={styles.target}
                  data-target={id}
                  href={href({ url, title })}
                  {...(id === 'mail' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                  onClick={() => onOpenChange(false)}
                >
                  <span className={`${styles.icon} ${styles[id]}`}>
                    <Icon aria-hidden="true" size={20} />
                  </span>
                  {label}
                </a>
              ) : (
                <button type="button" className={styles.target} data-target={id} onClick={onCopy}>
                  <span className={`${styles.icon} ${styles[id]}`}>
                    <Icon aria-hidden="true" size={20} />
                  </span>
                  {label}
                </button>
              )}
            </li>
          ))}
        </ul>
      </DialogPanel>
    </DialogRoot>
  )
}
