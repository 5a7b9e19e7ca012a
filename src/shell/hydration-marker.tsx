'use client'

import { useEffect } from 'react'

/**
 * Marks the page once React has hydrated it (`<html data-hydrated>`), so browser tests can tell a click that
 * the client handles from one that falls back to a plain link before the scripts are ready.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
