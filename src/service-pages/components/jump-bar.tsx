'use client'

import { useEffect, useState } from 'react'

import styles from './jump-bar.module.css'

/** A bar that sticks under the header with a link to each section of the page; the section in view is marked. */
export function JumpBar({ label, links }: { label: string; links: { label: string; id: string }[] }) {
  const [current, setCurrent] = useState<string | null>(null)

  useEffect(() => {
    const sections = links
      .map((link) => document.getElementById(link.id))
      .filter((section): section is HTMLElement => section !== null)
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting)
        if (visible.length) setCurrent(visible[0].target.id)
      },
      { rootMargin: '-30% 0px -60% 0px' },
    )
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
