import type { Payload, PayloadRequest } from 'payload'

import type { SiteSetting } from '@/cms/payload-types'
import { brandName, type BrandName } from '@/cms/globals/site-settings/brand-name'
import { env, siteHost } from '@/config/env.server'

/**
 * How long this process remembers what its mail takes from the site settings (the staff recipients, the
 * consultancy's name); a save of the site settings here forgets them at once.
 */
export const MAIL_SETTINGS_TTL_MS = 60_000

type MailSettings = { recipients: string[]; brand: BrandName }

// On globalThis: the server's route bundles and its job runner may each hold their own copy of this module.
const REMEMBERED = Symbol.for('brighter-bridge.mail-settings')
const memory = globalThis as { [REMEMBERED]?: { until: number; settings: MailSettings } }

export function forgetMailSettings(): void {
  delete memory[REMEMBERED]
}

/**
 * What the mail takes from the site settings, read once and remembered for MAIL_SETTINGS_TTL_MS, so a burst of leads
 * costs no read each. Inside a lead's transaction pass its `req`: a read outside it needs a second pooled connection
 * while the first is held, and a burst of leads then holds every connection and waits for one more until the pool
 * times out.
 */
async function mailSettings(payload: Payload, req?: Partial<PayloadRequest>): Promise<MailSettings> {
  const remembered = memory[REMEMBERED]
  if (remembered && remembered.until > Date.now()) return remembered.settings
  const settings = await readMailSettings(payload, req)
  memory[REMEMBERED] = { until: Date.now() + MAIL_SETTINGS_TTL_MS, settings }
  return settings
}

/** Staff recipients from the site settings, falling back to the general address. */
export const notificationRecipients = async (payload: Payload, req?: Partial<PayloadRequest>): Promise<string[]> =>
  (await mailSettings(payload, req)).recipients

/** The consultancy's names from the site settings, as the visitor's mail is signed and sent. */
export const mailBrandName = async (payload: Payload, req?: Partial<PayloadRequest>): Promise<BrandName> =>
  (await mailSettings(payload, req)).brand

async function readMailSettings(payload: Payload, req?: Partial<PayloadRequest>): Promise<MailSettings> {
  const settings: Pick<SiteSetting, 'leadNotificationRecipients' | 'emails' | 'name' | 'shortName'> =
    await payload.findGlobal({
      slug: 'site-settings',
      select: { leadNotificationRecipients: true, emails: true, name: true, shortName: true },
      depth: 0,
      overrideAccess: true,
      req,
    })
  const listed = ((settings?.leadNotificationRecipients ?? []) as { email?: string }[])
    .map((row) => row.email)
    .filter((email): email is string => Boolean(email))
  const general = settings?.emails?.general
  return {
    recipients: listed.length ? listed : general ? [general] : [],
    brand: brandName(settings, siteHost()),
  }
}

export const acknowledgeVisitors = () => env().MAIL_ACKNOWLEDGE_VISITORS
