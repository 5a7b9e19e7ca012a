import formStyles from '@/forms/forms.module.css'
import { PORTAL_DOCUMENTS_PATH, portalDocumentPath } from '@/documents/document-paths'
import { portalDocument, studentFirstName } from '@/documents/portal-documents.server'
import { payloadClient } from '@/payload/payload.server'
import { DOCUMENT_ACCEPT } from '@/schema/student-documents'
import { NotFoundPage, notFoundMetadata } from '@/shell/not-found-page'

import { DocumentStatus } from '../../_lib/document-status'
import { PORTAL_TEXT } from '../../_lib/portal-copy'
import { dayLabel, momentLabel } from '../../_lib/portal-dates'
import { keptPortalForm } from '../../_lib/portal-form-cookie'
import { PortalFrame } from '../../_lib/portal-frame'
import { portalMetadata } from '../../_lib/portal-metadata'
import styles from '../../_lib/portal.module.css'
import { viewersOwn } from '../../_lib/viewer.server'

export const dynamic = 'force-dynamic'

const TEXT = PORTAL_TEXT.documents

type Props = {
  params: Promise<{ id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** The viewer's own document under this id, or null (no session, another student's, none). */
const viewersDocument = viewersOwn(portalDocument)

export async function generateMetadata({ params }: Props) {
  const { id } = await params
  if (!(await viewersDocument(id))) return notFoundMetadata
  return portalMetadata(TEXT.title, portalDocumentPath(id))
}

/**
 * /portal/documents/<id>: one document the student is asked for: what is accepted, its status (and, once rejected,
 * why), every upload with its pages, and the upload form (a plain multipart post: it works without a script, and a
 * phone offers its camera). Another student's document, or no session: the site's not-found page and a 404.
 */
export default async function DocumentPage({ params, searchParams }: Props) {
  const { id } = await params
  const own = await viewersDocument(id)
  if (!own) return <NotFoundPage />
  const { viewer, found, timeZone } = own
  const [kept, search] = await Promise.all([keptPortalForm(portalDocumentPath(id)), searchParams])
  const { item, versions, mayUpload } = found
  const error = kept.errors.files ?? kept.errors._
  return (
    <PortalFrame viewer={viewer} current="documents" title={item.name} lead={item.statusLabel}>
      <p>
        <a href={PORTAL_DOCUMENTS_PATH}>{TEXT.back}</a>
      </p>
      {search.sent === '1' ? (
        <p role="status" className={styles.notice}>
          {TEXT.sent}
        </p>
      ) : null}
      <section aria-labelledby="document-status" className={styles.block}>
        <h2 id="document-status">{TEXT.status}</h2>
        <DocumentStatus item={item} timeZone={timeZone} dueAs="p" />
        {item.validUntil ? (
          <p className={styles.meta}>
            {TEXT.validUntil}: <time dateTime={item.validUntil}>{dayLabel(item.validUntil, timeZone)}</time>
          </p>
        ) : null}
        {item.rejectionReason ? (
          <div className={`${styles.card}`}>
            <h3>{TEXT.reason}</h3>
            <p className={styles.messageBody}>{item.rejectionReason}</p>
          </div>
        ) : null}
      </section>
      {item.help ? (
        <section aria-labelledby="document-help" className={styles.block}>
          <h2 id="document-help">{TEXT.help}</h2>
          <p className={styles.messageBody}>{item.help}</p>
        </section>
      ) : null}
      {item.status === 'approved' ? (
        <p className={styles.notice}>{TEXT.approved}</p>
      ) : mayUpload ? (
        <section aria-labelledby="document-upload" className={styles.block}>
          <h2 id="document-upload">{versions.length ? TEXT.uploadAgain : TEXT.upload}</h2>
          <form
            method="post"
            action={`/portal/uploads/${item.id}`}
            encType="multipart/form-data"
            className={`${formStyles.form} ${styles.formCard}`}
          >
            <div className={formStyles.field}>
              <label htmlFor="document-files" className={formStyles.label}>
                {TEXT.files}
              </label>
              <span id="document-files-hint" className={styles.meta}>
                {TEXT.filesHint}
              </span>
              <input
                id="document-files"
                name="files"
                type="file"
                multiple
                required
                accept={DOCUMENT_ACCEPT}
                aria-describedby={error ? 'document-files-hint document-files-error' : 'document-files-hint'}
                aria-invalid={error ? true : undefined}
                autoFocus={Boolean(error)}
                className={styles.fileInput}
              />
              {error ? (
                <span id="document-files-error" role="alert" className={formStyles.error}>
                  {error}
                </span>
              ) : null}
            </div>
            <button type="submit" className={formStyles.submit}>
              {TEXT.send}
            </button>
          </form>
        </section>
      ) : (
        <p className={styles.meta}>{TEXT.readOnly(await studentFirstName(await payloadClient(), viewer))}</p>
      )}
      {versions.length ? (
        <section aria-labelledby="document-versions" className={styles.block}>
          <h2 id="document-versions">{viewer.readOnly ? TEXT.versionsOf : TEXT.versions}</h2>
          <ol className={styles.list} reversed>
            {versions.map((version) => (
              <li key={version.id} className={styles.card}>
                <h3 className={styles.cardTitle}>{TEXT.version(version.version)}</h3>
                <p className={styles.meta}>
                  <time dateTime={version.at}>{momentLabel(version.at, timeZone)}</time>
                </p>
                <span className={styles.pill} data-status={version.status}>
                  {version.statusLabel}
                </span>
                {version.reason ? <p className={styles.messageBody}>{version.reason}</p> : null}
                <ul className={styles.list}>
                  {version.pages.map((page, index) => (
                    <li key={page.href}>
                      <a href={page.href}>{TEXT.page(index + 1, page.fileName)}</a>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </PortalFrame>
  )
}
