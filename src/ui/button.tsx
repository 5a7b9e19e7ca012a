import type React from 'react'

import styles from './button.module.css'
import { PageLink } from './page-link'

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'on-dark'
type Common = { variant?: ButtonVariant; size?: 'md' | 'lg' | 'sm'; className?: string; children: React.ReactNode }

export const buttonClass = ({ variant = 'primary', size = 'md', className }: Omit<Common, 'children'>) =>
  [styles.button, styles[variant], styles[size], className].filter(Boolean).join(' ')

/** A link styled as a button; external and file links are plain anchors. */
export function ButtonLink({
  href,
  external,
  download,
  ...rest
}: Common & { href: string; external?: boolean; download?: boolean }) {
  const className = buttonClass(rest)
  if (external || download || /^(https?:|mailto:|tel:)/.test(href)) {
    return (
      <a
        href={href}
        className={className}
        download={download || undefined}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {rest.children}
      </a>
    )
  }
  return (
    <PageLink href={href} className={className}>
      {rest.children}
    </PageLink>
  )
}

export function Button({ type = 'button', ...rest }: Common & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  const { variant, size, className, children, ...native } = rest
  return (
    <button type={type} className={buttonClass({ variant, size, className })} {...native}>
      {children}
    </button>
  )
}
