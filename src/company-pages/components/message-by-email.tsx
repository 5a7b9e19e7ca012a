import { Mail } from 'lucide-react'

import { buttonClass } from '@/ui/button'

import styles from './message-by-email.module.css'

/** A message written in the visitor's own mail app, with the details a counsellor needs to call back. */
export function MessageByEmail({ email }: { email: string }) {
  const body = 'Name:\nOrganisation:\nCity:\nContact number:\n\nHow can we help?\n'
  const href = `mailto:${email}?subject=${encodeURIComponent('Enquiry from the website')}&body=${encodeURIComponent(body)}`
  return (
    <div className={styles.box}>
      <p>
        Write to us with your name, organisation, city and contact number, and what you would like help with. We reply
        to every message.
      </p>
      <a href={href} className={buttonClass({ variant: 'primary', size: 'lg' })}>
        <Mail aria-hidden="true" size={18} />
        Email your message
      </a>
    </div>
  )
}
