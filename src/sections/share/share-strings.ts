export const SHARE_STRINGS = {
  button: 'Share',
  dialogTitle: 'Share this page',
  dialogDescription: 'Choose where to share it, or copy the link.',
  close: 'Close',
  copied: 'Link copied',
  copyFailed: 'Could not copy the link. Copy it from the address bar instead.',
} as const

/** How long the copy confirmation stays, in milliseconds. */
export const NOTICE_MS = 4000
