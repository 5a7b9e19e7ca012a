'use client'

import { useEffect } from 'react'

import { deviceClassOf, templateOf, VITALS_API_PATH, type VitalMetric } from '@/schema/web-vitals'
import { afterLoadWhenIdle } from '@/ui/when-idle'

type Connection = { effectiveType?: string }

/**
 * Measures the page's Web Vitals with Google's `web-vitals` library, loaded once the page is idle, and sends each
 * metric once by `navigator.sendBeacon` as the page is hidden: the page's template, the device class from the
 * viewport and the connection type, nothing else (no cookie is sent with it either; docs/decisions/0183).
 */
export function WebVitalsBeacon({ sampleRate }: { sampleRate: number }) {
  useEffect(() => {
    if (!(Math.random() < sampleRate) || typeof navigator.sendBeacon !== 'function') return
    // The library measures the page as loaded, so the figures belong to the first address, not to one navigated to.
    const template = templateOf(location.pathname)
    const measured = new Map<VitalMetric, number>()
    const sent = new Set<VitalMetric>()
    const send = () => {
      const metrics = [...measured]
        .filter(([name]) => !sent.has(name))
        .map(([name, value]) => ({ name, value: Math.round(value * 1000) / 1000 }))
      if (metrics.length === 0) return
      const connection = (navigator as { connection?: Connection }).connection?.effectiveType
      const body = JSON.stringify({
        template,
        device: deviceClassOf(window.innerWidth),
        connection: ['4g', '3g', '2g', 'slow-2g'].includes(connection ?? '') ? connection : 'unknown',
        metrics,
      })
      if (navigator.sendBeacon(VITALS_API_PATH, new Blob([body], { type: 'text/plain' }))) {
        for (const { name } of metrics) sent.add(name)
      }
    }
    const onHidden = () => document.visibilityState === 'hidden' && send()
    let stopped = false
    const start = () =>
      void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        if (stopped) return
        for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) {
          on((metric) => measured.set(metric.name as VitalMetric, metric.value))
        }
        // On the window, after the library's own listeners on the document: it reports its final values first.
        window.addEventListener('visibilitychange', onHidden)
        window.addEventListener('pagehide', send)
        // As <html data-hydrated>: browser tests can tell when leaving the page will send its figures.
        document.documentElement.dataset.webVitals = 'measuring'
      })
    const cancelStart = afterLoadWhenIdle(start)
    return () => {
      stopped = true
      cancelStart()
      window.removeEventListener('visibilitychange', onHidden)
      window.removeEventListener('pagehide', send)
    }
  }, [sampleRate])
  return null
}
