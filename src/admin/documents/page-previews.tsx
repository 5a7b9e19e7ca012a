import type { DocumentVersion } from '@/cms/payload-types'
import { documentFilePath } from '@/documents/document-paths'

type Page = NonNullable<DocumentVersion['pages']>[number]

/**
 * The pages of one upload, shown in the page from the documents' one private address (streamed only to the student's
 * counsellors and admins): a photo as an image, a PDF in a frame (the browser's viewer), each with a link to open it
 * alone.
 */
export function PagePreviews({ version, title }: { version: DocumentVersion; title: string }) {
  const pages: Page[] = version.pages ?? []
  if (!pages.length) return <p>This upload holds no page.</p>
  return (
    <ol className="document-pages">
      {pages.map((page, index) => {
        const src = documentFilePath(version.id, index)
        const name = `Page ${index + 1} of ${pages.length} of ${title} (${page.fileName})`
        return (
          <li key={page.id ?? index} className="document-pages__page">
            {page.contentType.startsWith('image/') ? (
              // eslint-disable-next-line @next/next/no-img-element -- a private file, streamed as it is: Next's image optimiser must never fetch or keep it
              <img src={src} alt={name} className="document-pages__image" loading="lazy" />
            ) : page.contentType === 'application/pdf' ? (
              // A frame, not an <object>: the admin's policy allows frames of this site and no plugin content. No
              // sandbox attribute: Chromium shows no PDF in a sandboxed frame; the file's own answer carries its policy.
              <iframe src={src} title={name} className="document-pages__pdf" loading="lazy" />
            ) : null}
            <p className="document-pages__caption">
              <a href={src} target="_blank" rel="noopener noreferrer">
                Open page {index + 1} ({page.fileName})<span className="sr-only"> in a new tab</span>
              </a>
            </p>
          </li>
        )
      })}
    </ol>
  )
}
