'use client'

import { JSONField, ShimmerEffect } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import { useEffect, useState } from 'react'

import { loadMonaco } from './load-monaco'

/**
 * Payload's own JSON field, rendered once Monaco has loaded from this site, so its editor finds Monaco in place
 * instead of fetching it from a CDN (docs/decisions/0095-self-hosted-code-editor.md).
 */
export const JsonField: JSONFieldClientComponent = (props) => {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')
  useEffect(() => {
    let mounted = true
    loadMonaco().then(
      () => mounted && setState('ready'),
      () => mounted && setState('failed'),
    )
    return () => {
      mounted = false
    }
  }, [])
  if (state === 'ready') return <JSONField {...props} />
  if (state === 'failed') return <p role="alert">The code editor did not load. Reload the page to try again.</p>
  return <ShimmerEffect height={56} />
}
