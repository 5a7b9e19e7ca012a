'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { PAGE_LINK_ATTRIBUTE, PAGE_LINKS_ATTRIBUTE } from '@/ui/page-link'

const PAGE_LINK = `a[${PAGE_LINK_ATTRIBUTE}], [${PAGE_LINKS_ATTRIBUTE}] a`

const pageLinkIn = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>(PAGE_LINK) : null

/** The address the router should go to, or null where the browser should follow the link itself. */
function routerAddress(link: HTMLAnchorElement): string | null {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null
  const url = new URL(link.href, window.location.href)
  if (url.origin !== window.location.origin) return null
  // A jump within the page is the browser's own.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return null
  return url.pathname + url.search + url.hash
}

/**
 * Follows the site's page links (PageLink, or any link inside an element marked PAGE_LINKS) through the router, as
 * next/link does: a click without a modifier key moves to the page without a full load, and pointing at or focusing a
 * link prefetches it. One listener for the whole page, so links in StaticMarkup, which React does not hydrate, behave
 * like every other.
 */
export function SoftNavigation() {
  const router = useRouter()
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = pageLinkIn(event.target)
      const address = link && routerAddress(link)
      if (!address) return
      event.preventDefault()
      router.push(address)
    }
    const prefetch = (event: Event) => {
      const link = pageLinkIn(event.target)
      const address = link && routerAddress(link)
      if (address) router.prefetch(address)
    }
    window.addEventListener('click', follow)
    document.addEventListener('pointerover', prefetch, { passive: true })
    document.addEventListener('focusin', prefetch)
    return () => {
      window.removeEventListener('click', follow)
      document.removeEventListener('pointerover', prefetch)
      document.removeEventListener('focusin', prefetch)
    }
  }, [router])
  return null
}
