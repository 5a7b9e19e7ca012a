'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { bookHref, type BookLink } from './booking-links'

/** Once per page load: a zone the server does not know would otherwise send the page round in a loop. */
let tried = false

/**
 * When the address names no time zone and scripts run, puts the browser's own zone into the address, so the days
 * and times are shown in it, on the step the address landed on (its fragment kept). Without a script the page shows
 * the office's zone, and the visitor can pick theirs.
 */
export function TimeZoneDetector({ link, officeZone }: { link: Omit<BookLink, 'tz'>; officeZone: string }) {
  const router = useRouter()
  useEffect(() => {
    if (tried) return
    tried = true
    let zone: string | undefined
    try {
      zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    } catch {
      return
    }
    if (zone && zone !== officeZone)
      router.replace(`${bookHref({ ...link, tz: zone })}${window.location.hash}`, { scroll: false })
  }, [router, link, officeZone])
  return null
}
