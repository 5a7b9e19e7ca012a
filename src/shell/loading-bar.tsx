'use client'

import NextTopLoader, { useTopLoader } from 'nextjs-toploader'
import { useEffect } from 'react'

import { useHydrated } from '@/ui/use-hydrated'

/** docs/product.md §1, §4, §9: #553CDF, 2 px, no shadow; starts at 30 %, completes ~100 ms after the change. */
export const LOADING_BAR = { color: '#553CDF', height: 2, initialPosition: 0.3, completeAfterMs: 100 } as const

/** Also shows the bar while the first page load finishes, until the window's load event. */
function PageLoadProgress() {
  const loader = useTopLoader()
  useEffect(() => {
    if (document.readyState === 'complete') return
    loader.start()
    loader.setProgress(LOADING_BAR.initialPosition)
    const finish = () => window.setTimeout(() => loader.done(), LOADING_BAR.completeAfterMs)
    window.addEventListener('load', finish, { once: true })
    return () => window.removeEventListener('load', finish)
  }, [loader])
  return null
}

// The library's default markup gives the bar role="bar", which is no ARIA role; its code finds the bar by that
// role, so the role stays and the bar, a decoration, is hidden from assistive technology instead.
const TEMPLATE = '<div class="bar" role="bar" aria-hidden="true"><div class="peg"></div></div>'

/**
 * The library writes its own <style> where it renders (1.1 KB). The bar only ever moves once scripts run, so it is
 * rendered after hydration and every page's HTML goes without it (issue 65).
 */
export function LoadingBar() {
  if (!useHydrated()) return null
  return (
    <>
      <div hidden>
        <NextTopLoader
          color={LOADING_BAR.color}
          height={LOADING_BAR.height}
          initialPosition={LOADING_BAR.initialPosition}
          speed={LOADING_BAR.completeAfterMs}
          shadow={false}
          showSpinner={false}
          crawl
          zIndex={2000}
          template={TEMPLATE}
        />
      </div>
      <PageLoadProgress />
    </>
  )
}
