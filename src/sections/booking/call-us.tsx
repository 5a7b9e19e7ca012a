import { Fragment } from 'react'

import type { PublicSettings } from '@/content/public-settings'
import { PageLink } from '@/ui/page-link'

import { DAYS_TEXT } from './booking-copy'
import styles from './booking-flow.module.css'

const CONTACT_PATH = '/contact'

/** Why there is nothing to choose, then the site's phone numbers and the contact page, to find a time with us. */
export function CallUs({ text, phones }: { text: string; phones: PublicSettings['phones'] }) {
  return (
    <div className={styles.callUs}>
      <p>{text}</p>
      {phones.length ? (
        <p>
          {DAYS_TEXT.callUs}{' '}
          {phones.map((phone, index) => (
            <Fragment key={phone.number}>
              {index === 0 ? null : index === phones.length - 1 ? ` ${DAYS_TEXT.or} ` : ', '}
              <a href={`tel:${phone.dial}`}>{phone.number}</a>
            </Fragment>
          ))}
          , {DAYS_TEXT.or} <PageLink href={CONTACT_PATH}>{DAYS_TEXT.messageUs}</PageLink>.
        </p>
      ) : (
        <p>
          <PageLink href={CONTACT_PATH}>{DAYS_TEXT.messageUsAlone}</PageLink>.
        </p>
      )}
    </div>
  )
}
