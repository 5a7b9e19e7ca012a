import { payloadClient } from '@/payload/payload.server'
import formStyles from '@/forms/forms.module.css'
import { PORTAL_MESSAGE_MAX_LENGTH } from '@/schema/portal'
import { PORTAL_MESSAGES_PATH, portalMessages } from '@/students/portal-messages.server'
import { portalTimeZone } from '@/students/portal-home.server'

import { FormField } from '../_lib/form-field'
import { PORTAL_TEXT } from '../_lib/portal-copy'
import { momentLabel } from '../_lib/portal-dates'
import { keptPortalForm } from '../_lib/portal-form-cookie'
import { PortalFrame } from '../_lib/portal-frame'
import { portalMetadata } from '../_lib/portal-metadata'
import styles from '../_lib/portal.module.css'
import { requireViewer } from '../_lib/viewer.server'

export const dynamic = 'force-dynamic'

const TEXT = PORTAL_TEXT.messages

export const generateMetadata = () => portalMetadata(TEXT.title, PORTAL_MESSAGES_PATH)

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * /portal/messages: the student's conversation with their counsellors, oldest first, and a form to write (a plain
 * post: it works without a script). A parent reads it, with no form.
 */
export default async function MessagesPage({ searchParams }: Props) {
  const viewer = await requireViewer()
  const payload = await payloadClient()
  const [messages, timeZone, kept, search] = await Promise.all([
    portalMessages(payload, viewer),
    portalTimeZone(payload),
    keptPortalForm(PORTAL_MESSAGES_PATH),
    searchParams,
  ])
  return (
    <PortalFrame viewer={viewer} current="messages" title={TEXT.title} lead={TEXT.lead}>
      {search.sent === '1' ? (
        <p role="status" className={styles.notice}>
          {TEXT.sent}
        </p>
      ) : null}
      {messages.length ? (
        <ol className={styles.messages} aria-label={TEXT.title}>
          {messages.map((message) => (
            <li key={message.id} className={`${styles.message} ${message.sender === 'staff' ? '' : styles.mine}`}>
              <p className={styles.meta}>
                <strong>{message.from}</strong> · <time dateTime={message.at}>{momentLabel(message.at, timeZone)}</time>
              </p>
              <p className={styles.messageBody}>{message.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p>{TEXT.none}</p>
      )}
      {viewer.readOnly ? (
        <p className={styles.meta}>{TEXT.readOnly}</p>
      ) : (
        <section aria-labelledby="portal-write" className={styles.block}>
          <h2 id="portal-write">{TEXT.write}</h2>
          <form
            method="post"
            action={`${PORTAL_MESSAGES_PATH}/send`}
            className={`${formStyles.form} ${styles.formCard}`}
            noValidate
          >
            {kept.errors._ ? (
              <p role="alert" className={formStyles.banner}>
                {kept.errors._}
              </p>
            ) : null}
            <FormField
              form="message"
              name="body"
              label={TEXT.body}
              multiline
              required
              maxLength={PORTAL_MESSAGE_MAX_LENGTH}
              value={kept.values.body}
              error={kept.errors.body}
              autoFocus={Boolean(kept.errors.body)}
            />
            <button type="submit" className={formStyles.submit}>
              {TEXT.send}
            </button>
          </form>
        </section>
      )}
    </PortalFrame>
  )
}
