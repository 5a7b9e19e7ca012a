import type { SanitizedConfig } from 'payload'

/** What the admin's page titles end with, after the space Payload puts before it: "Leads · Northgate admin". */
export const adminTitleSuffix = (shortName: string) => `· ${shortName} admin`

/** The config with the admin's titles ending in `shortName`: the suffix in the config itself is fixed at start. */
export const withAdminTitle = (config: SanitizedConfig, shortName: string): SanitizedConfig => ({
  ...config,
  admin: { ...config.admin, meta: { ...config.admin.meta, titleSuffix: adminTitleSuffix(shortName) } },
})
