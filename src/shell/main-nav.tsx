'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

import { SearchBox } from '@/forms/search-box'
import { buttonClass } from '@/ui/button'
import { Icon } from '@/ui/icon'
import { PageLink } from '@/ui/page-link'
import { useHydrated } from '@/ui/use-hydrated'

import { EnquireNowButton } from './enquiry-dialog'
import { Logo } from './logo'
import styles from './main-nav.module.css'
import { isCurrent, menuLinks } from './navigation'
import { SearchPageLink } from './search-page-link'

/**
 * The main navigation: logo, the 'Study abroad' dropdown (a disclosure button), the service links and
 * 'Enquire now'. Below 1280 px it collapses behind a toggle; the dropdown then opens as a sub-menu with
 * a back control, and on a phone the menu also lists the top strip's secondary links, which the strip hides there.
 * The dropdown closes when focus leaves it. Every route change closes both and scrolls to the top (docs/product.md §2).
 * The links are the site's own (navigation.ts); the page names those whose pages are not there.
 */
export function MainNav({ name, leftOut }: { name: string; leftOut: readonly string[] }) {
  const nav = menuLinks(leftOut)
  const pathname = usePathname()
  const hydrated = useHydrated()
  const [dropdownOpen, setDropdownOpen] = useState(false)
  const [menuOpen, setMenuOpen] = useState(false)
  const dropdownId = useId()
  const menuId = useId()
  const dropdownRef = useRef<HTMLLIElement>(null)
  const dropdownButton = useRef<HTMLButtonElement>(null)
  const menuToggle = useRef<HTMLButtonElement>(null)
  const firstRender = useRef(true)

  // A new page closes the dropdown and the menu (set while rendering, as React advises for state that follows a prop).
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setDropdownOpen(false)
    setMenuOpen(false)
  }

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])

  useEffect(() => {
    if (!dropdownOpen) return
    const closeOnOutside = (event: PointerEvent) => {
      if (!dropdownRef.current?.contains(event.target as Node)) setDropdownOpen(false)
    }
    document.addEventListener('pointerdown', closeOnOutside)
    return () => document.removeEventListener('pointerdown', closeOnOutside)
  }, [dropdownOpen])

  useEffect(() => {
    document.body.dataset.menuOpen = menuOpen ? 'true' : 'false'
  }, [menuOpen])

  // Escape closes the innermost open part: the dropdown (the phone's sub-menu), then the menu. A popup over the menu
  // handles its own Escape and marks it handled.
  useEffect(() => {
    if (!dropdownOpen && !menuOpen) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      if (dropdownOpen) {
        setDropdownOpen(false)
        dropdownButton.current?.focus()
      } else if (!event.defaultPrevented) {
        setMenuOpen(false)
        menuToggle.current?.focus()
      }
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [dropdownOpen, menuOpen])

  const studyActive = nav.studyAbroad.some((link) => isCurrent(pathname, link.href))

  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        <PageLink href="/" className={styles.home} aria-label={`${name}, home`}>
          <Logo name={name} />
        </PageLink>

        <button
          ref={menuToggle}
          type="button"
          className={`${styles.toggle} needs-script`}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => {
            setMenuOpen((open) => !open)
            setDropdownOpen(false)
          }}
        >
          {menuOpen ? <Icon name="X" size={24} /> : <Icon name="Menu" size={24} />}
          <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>

        <nav
          id={menuId}
          aria-label="Main"
          className={styles.nav}
          // Written only while true: every page's HTML has the menu closed.
          data-open={menuOpen || undefined}
          data-submenu={dropdownOpen || undefined}
        >
          <div className={styles.menuSearch}>
            {hydrated ? <SearchBox /> : <SearchPageLink className={styles.link} iconSize={18} />}
          </div>
          <ul className={styles.list}>
            <li
              ref={dropdownRef}
              className={styles.dropdownItem}
              onBlur={(event) => {
                const next = event.relatedTarget as Node | null
                if (next && !event.currentTarget.contains(next)) setDropdownOpen(false)
              }}
            >
              <button
                ref={dropdownButton}
                type="button"
                className={styles.link}
                aria-expanded={dropdownOpen}
                aria-controls={dropdownId}
                data-active={studyActive || undefined}
                onClick={() => setDropdownOpen((open) => !open)}
              >
                Study abroad
                <Icon name="ChevronDown" size={16} className={styles.chevron} />
              </button>
              <div id={dropdownId} className={styles.dropdown} hidden={!dropdownOpen}>
                <button
                  type="button"
                  className={`${styles.back} needs-script`}
                  onClick={() => {
                    // The button is hidden while the sub-menu shows: render it back before focusing it.
                    flushSync(() => setDropdownOpen(false))
                    dropdownButton.current?.focus()
                  }}
                >
                  <Icon name="ChevronLeft" size={18} />
                  Back
                </button>
                <ul>
                  {nav.studyAbroad.map((link) => (
                    <li key={link.href}>
                      <PageLink href={link.href} onClick={() => setDropdownOpen(false)}>
                        {link.label}
                      </PageLink>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
            {nav.main.map((link) => (
              <li key={link.href}>
                <PageLink
                  href={link.href}
                  className={styles.link}
                  aria-current={isCurrent(pathname, link.href) ? 'page' : undefined}
                >
                  {link.label}
                </PageLink>
              </li>
            ))}
          </ul>
          <ul className={styles.secondary} aria-label="More pages">
            {nav.secondary.map((link) => (
              <li key={link.href}>
                <PageLink href={link.href} aria-current={isCurrent(pathname, link.href) ? 'page' : undefined}>
                  {link.label}
                </PageLink>
              </li>
            ))}
          </ul>
          <EnquireNowButton className={buttonClass({ variant: 'primary', className: styles.enquire })} />
        </nav>
      </div>
    </div>
  )
}
