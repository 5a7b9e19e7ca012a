import { ButtonLink, buttonClass, type ButtonVariant } from '@/ui/button'
import { Icon } from '@/ui/icon'

import type { Action } from '../types'

/** A call to action: a link to another page, or a button-like link that scrolls to a section of this page. */
export function ActionLink({
  action,
  variant = 'primary',
  size = 'lg',
}: {
  action: Action
  variant?: ButtonVariant
  size?: 'md' | 'lg'
}) {
  if (action.href.startsWith('#')) {
    return (
      <a href={action.href} className={buttonClass({ variant, size })}>
        {action.label}
        <Icon name="ArrowDown" size={18} />
      </a>
    )
  }
  return (
    <ButtonLink href={action.href} variant={variant} size={size}>
      {action.label}
      <Icon name="ArrowRight" size={18} />
    </ButtonLink>
  )
}
