'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

// The admin's live preview protocol (docs/decisions/0134): the preview says it is ready to the window that framed
// it, and the admin posts a document event each time it saves the document (a draft saves itself while the editor
// types). Payload's own listener is published only at another version than Payload's packages, which Payload refuses.
const READY = { type: 'payload-live-preview', ready: true } as const
const DOCUMENT_EVENT = 'payload-document-event'

/**
 * In the admin's live preview: renders the page again each time the admin saves the document. Shown to content
 * staff previewing only, so visitors never load it.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  useEffect(() => {
    const origin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown } | null
      if (event.origin === origin && data && typeof data === 'object' && data.type === DOCUMENT_EVENT) router.refresh()
    }
    window.addEventListener('message', onMessage)
    const framer = window.opener ?? (window.parent !== window ? window.parent : null)
    framer?.postMessage(READY, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
