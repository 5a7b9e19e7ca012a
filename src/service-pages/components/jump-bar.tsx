'use client'

import { useEffect, useState } from 'react'

import styles from './jump-bar.module.css'

/** How far down the viewport a section's top marks it as the one in view. */
const MARK_LINE = 0.3

/** A bar that sticks under the header with a link to each section of the page; the section in view is marked. */
export function JumpBar({ label, links }: { label: string; links: { label: string; id: string }[] }) {
  const [current, setCurrent] = useState<string | null>(null)

  useEffect(() => {
    const sections = links
      .map((link) => document.getElementById(link.id))
      .filter((section): section is HTMLElement => section !== null)
    // Worked out from where the sections are, not from which ones crossed the line last: at the page's end a short
    // last section never reaches the line, and is still the one the visitor is at.
    const mark = () => {
      const line = window.innerHeight * MARK_LINE
      const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2
      const passed = sections.filter((section) => section.getBoundingClientRect().top <= line)
      const section = atEnd && passed.length > 0 ? sections.at(-1) : passed.at(-1)
      if (section) setCurrent(section.id)
    }
    const observer = new IntersectionObserver(mark, { rootMargin: `-${MARK_LINE * 100}% 0px -60% 0px` })
    sections.forEach((section) => observer.observe(section))
    return () => observer.disconnect()
  }, [links])

  return (
    <nav aria-label={label} className={styles.bar}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.id}>
            <a
              href={`#${link.id}`}
              className={styles.link}
              aria-current={current === link.id ? 'location' : undefined}
              onClick={() => setCurrent(link.id)}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
