import { isAdmin } from '../../access/roles'
import { ATTRIBUTION_COLUMNS, field } from '../../csv-export/csv'
import { csvExportEndpoint } from '../../csv-export/csv-export-endpoint'

/**
 * GET /cms-api/newsletter-subscribers/export.csv: the confirmed subscribers only, whatever the list shows,
 * so a mailing list made from it holds only addresses that opted in twice and have not left. The whole list is the
 * company's: admins only (decision 0158).
 */
export const subscriberCsvEndpoint = csvExportEndpoint({
  collection: 'newsletter-subscribers',
  columns: [...['id', 'email', 'createdAt', 'confirmedAt'].map(field), ...ATTRIBUTION_COLUMNS],
  scope: { status: { equals: 'confirmed' } },
  fileLabel: 'confirmed',
  allowed: isAdmin,
})
