import path from 'node:path'
import { fileURLToPath } from 'node:url'

import {
  buildConfig,
  type CollectionAfterChangeHook,
  type CollectionConfig,
  type GlobalAfterChangeHook,
  type GlobalConfig,
} from 'payload'
import sharp from 'sharp'

import { BRAND_ICONS, FAVICON_LINK } from '@/brand/icon-paths'
import { ADMIN_PATH, CMS_API_PATH } from '@/config/cms-paths'
import { env, siteHost, siteUrl } from '@/config/env.server'
import { payloadSecret } from '@/config/secret.server'
import { logger } from '@/observability/logger.server'
import { CaptchaNonces } from '@/cms/collections/captcha-nonces/config'
import { Consultations } from '@/cms/collections/consultations/config'
import { CONTENT_COLLECTIONS } from '@/cms/collections/content-collections'
import { Enquiries } from '@/cms/collections/enquiries/config'
import { EventRegistrations } from '@/cms/collections/event-registrations/config'
import { IntakeQueue } from '@/cms/collections/intake-queue/config'
import { NewsletterSubscribers } from '@/cms/collections/newsletter-subscribers/config'
import { OutboxMessages } from '@/cms/collections/outbox-messages/config'
import { BookingHolds } from '@/cms/collections/booking-holds/config'
import { Bookings } from '@/cms/collections/bookings/config'
import { MeetingTypes } from '@/cms/collections/meeting-types/config'
import { Users } from '@/cms/collections/users/config'
import { Applications } from '@/cms/collections/applications/config'
import { Guardians } from '@/cms/collections/guardians/config'
import { PortalSessions } from '@/cms/collections/portal-sessions/config'
import { PortalSignInLinks } from '@/cms/collections/portal-sign-in-links/config'
import { StudentAuditLog } from '@/cms/collections/student-audit-log/config'
import { StudentMessages } from '@/cms/collections/student-messages/config'
import { Students } from '@/cms/collections/students/config'
import { Universities } from '@/cms/collections/universities/config'
import { WebVitalDays } from '@/cms/collections/web-vital-days/config'
import { ChecklistTemplates } from '@/cms/collections/checklist-templates/config'
import { DocumentVersions } from '@/cms/collections/document-versions/config'
import { RequestedDocuments } from '@/cms/collections/requested-documents/config'
import { documentReminderTask } from '@/documents/document-reminder-task'
import { queueDocumentReminders } from '@/documents/document-reminders.server'
import { requestChecklistOfNewApplication } from '@/documents/request-checklist.server'
import { reviewEndpoint } from '@/documents/review-endpoint.server'
import { databaseAdapter } from '@/database/database.server'
import { uploadStoragePlugin } from '@/database/upload-storage.server'
import { bodyEditor } from '@/cms/editor/body-editor'
import { adminTitleSuffix } from './admin-title'
import { refuseMalformedIds } from '@/cms/document-ids'
import { SeedState } from '@/cms/globals/seed-state/config'
import { SiteSettings } from '@/cms/globals/site-settings/config'
import { sendOutboxMessageTask } from '@/outbox/mail-job'
import { forgetMailSettings } from '@/outbox/mail-settings.server'
import { resetMail } from '@/outbox/mails/password-reset'
import { outboxEmailAdapter } from '@/outbox/outbox-email-adapter'
import { sweepOutboxTask } from '@/outbox/outbox-sweep-task'
import { responseCheckTask } from '@/leads/response-check-task'
import { bookingReminderTask } from '@/bookings/booking-reminder-task'
import { noticeStageChange } from '@/students/stage-notice.server'
import { deadlineReminderTask } from '@/students/deadline-reminder-task'
import { queueDeadlineReminders } from '@/students/deadline-reminders.server'
import { noticeOfStaffMessage } from '@/students/portal-messages.server'
import { inviteGuardianAddedByStaff } from '@/students/guardian-invitation.server'
import { checkInEndpoint } from '@/events/check-in.server'
import { announceEventChange } from '@/events/event-change.server'
import { eventFollowUpTask } from '@/events/event-follow-up-task'
import { eventReminderTask } from '@/events/event-reminder-task'
import { offerLapseTask } from '@/events/offer-lapse-task'
import { isAdmin } from '@/cms/access/roles'
import { MAX_UPLOAD_BYTES } from '@/security/uploads'
import { STAFF_REFUSAL } from '@/cms/staff-refusal'
import { withOpenStudentFile } from './open-student-file-on-leads'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const withAfterChange = (global: GlobalConfig, hook: GlobalAfterChangeHook): GlobalConfig => ({
  ...global,
  hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), hook] },
})

/** A collection with a service's afterChange hooks after its own (the collection never imports the service). */
const withAfterChangeHooks = (
  collection: CollectionConfig,
  ...hooks: CollectionAfterChangeHook[]
): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, afterChange: [...(collection.hooks?.afterChange ?? []), ...hooks] },
})

/** A staff account's password-reset mail, composed with the outbox's other mails. */
const withResetMail = (users: CollectionConfig): CollectionConfig => {
  const auth = typeof users.auth === 'object' ? users.auth : {}
  const forgotPassword = typeof auth.forgotPassword === 'object' ? auth.forgotPassword : {}
  return { ...users, auth: { ...auth, forgotPassword: { ...forgotPassword, ...resetMail } } }
}

export default buildConfig({
  serverURL: env().SITE_URL ? siteUrl() : undefined,
  secret: payloadSecret(),
  telemetry: false,
  // The server's one logger: JSON lines with the request id in production (docs/operations.md).
  logger: logger(),
  // A refused staff action (wrong file, a saved note changed, content still in use) is answered and logged as info.
  loggingLevels: { [STAFF_REFUSAL]: 'info' } as Record<string, 'info'>,
  routes: { admin: ADMIN_PATH, api: CMS_API_PATH },
  graphQL: { disable: true },
  admin: {
    user: Users.slug,
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname, '..') },
    // The admin's pages put the short name from the site settings in its place (app/(payload)/admin).
    meta: {
      titleSuffix: adminTitleSuffix(siteHost()),
      // The consultancy's mark, not Payload's, in the browser's tab and on a phone's home screen.
      icons: [
        { rel: 'icon', ...FAVICON_LINK },
        { rel: 'apple-touch-icon', type: 'image/png', sizes: '180x180', url: BRAND_ICONS.touch },
      ],
    },
    components: {
      // The leads dashboard holds the counsellor's own My leads card in its first part.
      beforeDashboard: [
        '/admin/dashboard/lead-dashboard#LeadDashboard',
        '/admin/dashboard/pipeline-dashboard#PipelineDashboard',
        '/admin/dashboard/search-queries-card#SearchQueriesCard',
        '/admin/dashboard/web-vitals-card#WebVitalsCard',
        '/admin/dashboard/event-funnel-card#EventFunnelCard',
      ],
      beforeNavLinks: [
        '/admin/my-leads/my-leads-nav-link#MyLeadsNavLink',
        '/admin/board/board-nav-link#BoardNavLink',
        '/admin/documents/documents-nav-link#DocumentsNavLink',
        '/admin/event-check-in/check-in-nav-link#CheckInNavLink',
      ],
      graphics: { Logo: '/admin/brand/admin-logo#AdminLogo', Icon: '/admin/brand/admin-icon#AdminIcon' },
      views: {
        myLeads: {
          Component: '/admin/my-leads/my-leads-view#MyLeadsView',
          path: '/my-leads',
          meta: { title: 'My leads' },
        },
        agenda: { Component: '/admin/agenda/agenda-view#AgendaView', path: '/agenda', meta: { title: 'Agenda' } },
        board: {
          Component: '/admin/board/board-view#BoardView',
          path: '/board',
          meta: { title: 'Applications board' },
        },
        documents: {
          Component: '/admin/documents/documents-view#DocumentsView',
          path: '/documents',
          meta: { title: 'Documents to review' },
        },
        eventCheckIn: {
          Component: '/admin/event-check-in/check-in-view#CheckInView',
          path: '/event-check-in',
          meta: { title: 'Event check-in' },
        },
      },
    },
  },
  collections: [
    ...CONTENT_COLLECTIONS.map((collection) =>
      collection.slug === 'events' ? withAfterChangeHooks(collection, announceEventChange) : collection,
    ),
    withOpenStudentFile(Enquiries, 'enquiries'),
    withOpenStudentFile(Consultations, 'consultations'),
    NewsletterSubscribers,
    OutboxMessages,
    CaptchaNonces,
    IntakeQueue,
    MeetingTypes,
    Bookings,
    BookingHolds,
    Students,
    // The student's notice of a new stage; the reminders of new and moved deadlines; a new one's document checklist.
    withAfterChangeHooks(Applications, noticeStageChange, queueDeadlineReminders, requestChecklistOfNewApplication),
    Universities,
    // A parent added by staff is invited to the portal, as one the student invites.
    withAfterChangeHooks(Guardians, inviteGuardianAddedByStaff),
    // A staff member's message mails the student a notice (never its text) with the portal's messages page.
    withAfterChangeHooks(StudentMessages, noticeOfStaffMessage as CollectionAfterChangeHook),
    StudentAuditLog,
    ChecklistTemplates,
    // A requested document's reminders, 7 days and 1 day before it is due.
    withAfterChangeHooks(RequestedDocuments, queueDocumentReminders),
    // The "To review" view's Approve and Reject call the documents' review (src/admin/documents).
    { ...DocumentVersions, endpoints: [...(DocumentVersions.endpoints || []), reviewEndpoint] },
    PortalSignInLinks,
    PortalSessions,
    WebVitalDays,
    // The check-in list's buttons call the events service (decision 0172).
    { ...EventRegistrations, endpoints: [...(EventRegistrations.endpoints || []), checkInEndpoint] },
    withResetMail(Users),
  ],
  // The services' hooks are attached here, so the collections never import the services that use them.
  globals: [withAfterChange(SiteSettings, () => forgetMailSettings()), SeedState],
  email: outboxEmailAdapter,
  // The outbox's mail job (docs/decisions/0054-outbox-and-mail-job.md). The queue runs inside the Next
  // server process, every JOBS_INTERVAL_SECONDS, by src/payload/jobs-runner.server.ts (decision 0144); scripts and
  // tests run it themselves with payload.jobs.run().
  jobs: {
    tasks: [
      sendOutboxMessageTask,
      sweepOutboxTask,
      responseCheckTask,
      bookingReminderTask,
      deadlineReminderTask,
      offerLapseTask,
      eventReminderTask,
      eventFollowUpTask,
      documentReminderTask,
    ],
    deleteJobOnComplete: true,
    access: {
      run: ({ req }) => isAdmin({ req }),
      queue: ({ req }) => isAdmin({ req }),
      cancel: ({ req }) => isAdmin({ req }),
    },
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      admin: { ...defaultJobsCollection.admin, hidden: true },
    }),
  },
  editor: bodyEditor,
  db: databaseAdapter(env().DATABASE_URL, env().SQLITE_SYNCHRONOUS),
  sharp,
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES } },
  // Uploads go to the S3 bucket when S3_BUCKET is set, to UPLOADS_DIR otherwise (docs/decisions/0141).
  plugins: [uploadStoragePlugin()],
  typescript: {
    outputFile: path.resolve(dirname, '../cms/payload-types.ts'),
    // Payload would start `payload generate:types` in a process of its own on every start outside production: every
    // script, seed and test file would pay for it. The types follow the schema in development (`npm run dev`) and by
    // `npm run generate:types` (docs/decisions/0155).
    autoGenerate: process.env.NODE_ENV === 'development',
  },
}).then(refuseMalformedIds)
