import type { CollectionConfig } from 'payload'

import { openStudentFileEndpoint } from '@/students/open-student-file-endpoint'
import type { LeadCollection } from '@/students/open-student-file.server'

/** A lead collection with "Open a student file": its call and its button beside the lead's Save button. */
export const withOpenStudentFile = (leads: CollectionConfig, slug: LeadCollection): CollectionConfig => ({
  ...leads,
  endpoints: [...(leads.endpoints || []), openStudentFileEndpoint(slug)],
  admin: {
    ...leads.admin,
    components: {
      ...leads.admin?.components,
      edit: {
        ...leads.admin?.components?.edit,
        beforeDocumentControls: [
          ...(leads.admin?.components?.edit?.beforeDocumentControls ?? []),
          {
            path: '/admin/student-file/open-student-file-action#OpenStudentFileAction',
            serverProps: { collection: slug },
          },
        ],
      },
    },
  },
})
