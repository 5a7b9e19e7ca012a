import formStyles from '@/forms/forms.module.css'
import { payloadClient } from '@/payload/payload.server'
import { GUARDIAN_RELATIONSHIP_MAX_LENGTH } from '@/schema/portal'
import { LIMITS } from '@/schema/form-schema'
import { guardiansMayUpload } from '@/documents/guardian-uploads.server'
import { portalGuardians } from '@/students/portal-family.server'
import { portalTimeZone } from '@/students/portal-home.server'

import { FormField } from '../_lib/form-field'
import { PORTAL_TEXT } from '../_lib/portal-copy'
import { dayLabel } from '../_lib/portal-dates'
import { keptPortalForm } from '../_lib/portal-form-cookie'
import { PortalFrame } from '../_lib/portal-frame'
import { portalMetadata } from '../_lib/portal-metadata'
import { PORTAL_PAGE_PATH } from '../_lib/portal-pages'
import styles from '../_lib/portal.module.css'
import { requireViewer } from '../_lib/viewer.server'

export const dynamic = 'force-dynamic'

const TEXT = PORTAL_TEXT.family
const PAGE = PORTAL_PAGE_PATH.family

export const generateMetadata = () => portalMetadata(TEXT.title, PAGE)

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * /portal/family: the student's parents and guardians, with a form to invite one and a button to withdraw each one's
 * access. A parent sees the list only.
 */
export default async function FamilyPage({ searchParams }: Props) {
  const viewer = await requireViewer()
  const payload = await payloadClient()
  const [guardians, timeZone, kept, search, guardiansUpload] = await Promise.all([
    portalGuardians(payload, viewer),
    portalTimeZone(payload),
    keptPortalForm(PAGE),
    searchParams,
    guardiansMayUpload(payload, viewer.student),
  ])
  return (
    <PortalFrame viewer={viewer} current="family" title={TEXT.title} lead={TEXT.lead}>
      {search.invited === '1' ? (
        <p role="status" className={styles.notice}>
          {TEXT.invited}
        </p>
      ) : null}
      {guardians.length ? (
        <ul className={styles.list}>
          {guardians.map((guardian) => (
            <li key={guardian.id} className={styles.card}>
              <h2 className={styles.cardTitle}>
                {guardian.name}
                {guardian.relationship ? ` (${guardian.relationship})` : ''}
              </h2>
              <p className={styles.meta}>{guardian.email}</p>
              <p className={styles.meta}>
                {guardian.revokedAt
                  ? `${TEXT.withdrawn}: ${dayLabel(guardian.revokedAt, timeZone)}`
                  : guardian.invitedAt
                    ? `${TEXT.hasAccess} · ${TEXT.invitedOn} ${dayLabel(guardian.invitedAt, timeZone)}`
                    : TEXT.hasAccess}
              </p>
              {!viewer.readOnly && !guardian.revokedAt ? (
                <form method="post" action={`${PAGE}/withdraw`}>
                  <input type="hidden" name="guardian" value={guardian.id} />
                  <button type="submit" className={styles.linkButton}>
                    {TEXT.withdraw}
                    <span className="sr-only"> of {guardian.name}</span>
                  </button>
                </form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>{TEXT.none}</p>
      )}
      {viewer.readOnly ? (
        <p className={styles.meta}>{TEXT.readOnly}</p>
      ) : (
        <section aria-labelledby="portal-invite" className={styles.block}>
          <h2 id="portal-invite">{TEXT.invite}</h2>
          <form method="post" action={`${PAGE}/invite`} className={`${formStyles.form} ${styles.formCard}`} noValidate>
            {kept.errors._ ? (
              <p role="alert" className={formStyles.banner}>
                {kept.errors._}
              </p>
            ) : null}
            <FormField
              form="invite"
              name="name"
              label={TEXT.name}
              autoComplete="off"
              required
              maxLength={LIMITS.name}
              value={kept.values.name}
              error={kept.errors.name}
              autoFocus={Boolean(kept.errors.name)}
            />
            <FormField
              form="invite"
              name="email"
              label={TEXT.email}
              type="email"
              autoComplete="off"
              required
              value={kept.values.email}
              error={kept.errors.email}
              autoFocus={!kept.errors.name && Boolean(kept.errors.email)}
            />
            <FormField
              form="invite"
              name="relationship"
              label={TEXT.relationship}
              hint={TEXT.relationshipHint}
              maxLength={GUARDIAN_RELATIONSHIP_MAX_LENGTH}
              value={kept.values.relationship}
              error={kept.errors.relationship}
            />
            <button type="submit" className={formStyles.submit}>
              {TEXT.submit}
            </button>
          </form>
        </section>
      )}
      {viewer.readOnly ? null : (
        <section aria-labelledby="portal-guardian-uploads" className={styles.block}>
          <h2 id="portal-guardian-uploads">{TEXT.uploadsTitle}</h2>
          <p>{guardiansUpload ? TEXT.uploadsAllowed : TEXT.uploadsNotAllowed}</p>
          <form method="post" action={`${PAGE}/uploads`}>
            <input type="hidden" name="allow" value={guardiansUpload ? 'no' : 'yes'} />
            <button type="submit" className={formStyles.submit}>
              {guardiansUpload ? TEXT.stopUploads : TEXT.allowUploads}
            </button>
          </form>
        </section>
      )}
    </PortalFrame>
  )
}
