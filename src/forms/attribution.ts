'use client'

import { useEffect } from 'react'

// Where a visit came from, captured on the landing page of the visit and sent with each lead
// (docs/decisions/0050-lead-intake.md). Kept in sessionStorage: one visit, this tab, nothing shared.

const KEY = 'bb-attribution'
const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const

type Landing = { landingPage: string; referrer: string; utm: Partial<Record<(typeof UTM_KEYS)[number], string>> }

/** The landing an earlier page of this visit stored, if any. */
function stored(): Landing | null {
  try {
    const kept = window.sessionStorage.getItem(KEY)
    return kept ? (JSON.parse(kept) as Landing) : null
  } catch {
    return null
  }
}

/** The landing record of the address the tab shows now. */
function landingHere(): Landing {
  const url = new URL(window.location.href)
  const utm: Landing['utm'] = {}
  for (const key of UTM_KEYS) {
    const value = url.searchParams.get(`utm_${key}`)
    if (value) utm[key] = value.slice(0, 200)
  }
  return {
    landingPage: `${url.pathname}${url.search}`.slice(0, 1000),
    referrer: document.referrer.slice(0, 1000),
    utm,
  }
}

// The address this document was loaded at, read before a client navigation can change it.
let landingOfThisDocument: Landing | null = null

/** The visit's landing: the one an earlier page stored, or else this document's, which is then stored. */
function visitLanding(): Landing {
  const earlier = stored()
  if (earlier) return earlier
  const landing = landingOfThisDocument ?? landingHere()
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(landing))
  } catch {
    // Storage disabled: the lead is sent with this document's landing.
  }
  return landing
}

/** The attribution properties a form adds to its body. */
export function attribution(): {
  pagePath: string
  referrer?: string
  landingPage?: string
  utm?: Landing['utm']
} {
  const landing = visitLanding()
  return {
    pagePath: window.location.pathname,
    ...(landing.referrer ? { referrer: landing.referrer } : {}),
    landingPage: landing.landingPage,
    utm: landing.utm,
  }
}

/**
 * Mounted once in the shell: reads the landing address as soon as the visit starts, and hands it to sessionStorage
 * only when the page is left (or a form is sent). A tab's first use of sessionStorage waits on the browser and took
 * 10–64 ms at load in Lighthouse's runs, a task of its own after hydration that counted as blocking time.
 */
export function AttributionCapture() {
  useEffect(() => {
    landingOfThisDocument ??= landingHere()
    const keep = () => void visitLanding()
    window.addEventListener('pagehide', keep)
    return () => window.removeEventListener('pagehide', keep)
  }, [])
  return null
}
