'use client'

import { useEffect } from 'react'

// Where a visit came from, captured on the landing page of the visit and sent with each lead
// (docs/decisions/0050-lead-intake.md). Kept in sessionStorage: one visit, this tab, nothing shared.

const KEY = 'bb-attribution'
const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const

type Landing = { landingPage: string; referrer: string; utm: Partial<Record<(typeof UTM_KEYS)[number], string>> }

function read(): Landing | null {
  try {
    const stored = window.sessionStorage.getItem(KEY)
    return stored ? (JSON.parse(stored) as Landing) : null
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

/** Records the landing page, referrer and UTM parameters once per visit. */
export function captureLanding(landing?: Landing): void {
  if (typeof window === 'undefined' || read()) return
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(landing ?? landingHere()))
  } catch {
    // Storage disabled: the lead is sent without it.
  }
}

/** The attribution properties a form adds to its body. */
export function attribution(): {
  pagePath: string
  referrer?: string
  landingPage?: string
  utm?: Landing['utm']
} {
  captureLanding()
  const landing = read()
  return {
    pagePath: window.location.pathname,
    ...(landing?.referrer ? { referrer: landing.referrer } : {}),
    ...(landing ? { landingPage: landing.landingPage, utm: landing.utm } : {}),
  }
}

/**
 * Mounted once in the shell: reads the landing address as soon as the visit starts, before a client navigation can
 * change it, and stores it when the page is idle. A fresh tab's first use of sessionStorage takes 10–25 ms here,
 * time that would otherwise lengthen hydration's longest task.
 */
export function AttributionCapture() {
  useEffect(() => {
    const landing = landingHere()
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => captureLanding(landing), 1)
      return () => window.clearTimeout(timer)
    }
    const handle = window.requestIdleCallback(() => captureLanding(landing), { timeout: 2000 })
    return () => window.cancelIdleCallback(handle)
  }, [])
  return null
}
