import { chatUrl, telHref } from '@/schema/contact-links'
import type { CountryCode } from '@/schema/phone-number'

import type { ContactChannel } from '@/cms/fields/lead-contact'

/** What a counsellor needs to reach a lead: who they are and what they asked about. */
export type ReachableLead = {
  name?: string | null
  email?: string | null
  contactNumber?: string | null
  preferredCourse?: string | null
}

export type ContactTarget = { channel: ContactChannel; href: string }

/** Who writes, and the office's country, in which a number stored without a country code is read. */
export type Consultancy = { name: string; country?: CountryCode }

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name

/** The WhatsApp message a counsellor starts from: greeting, who writes, and what the lead asked about. */
export function openingMessage(lead: ReachableLead, counsellor: string, consultancy: string): string {
  const about = lead.preferredCourse
    ? `your request for a free consultation about ${lead.preferredCourse}`
    : 'your enquiry'
  return `Hello ${firstName(lead.name ?? '')}, this is ${counsellor} from ${consultancy}. Thank you for ${about}. When would be a good time to talk?`
}

/**
 * The call, WhatsApp and email addresses of a lead, for the details it has. The number is dialled in international
 * form, worked out here from the text stored (leads kept from before are right without editing them).
 */
export function contactTargets(lead: ReachableLead, counsellor: string, consultancy: Consultancy): ContactTarget[] {
  const message = openingMessage(lead, counsellor, consultancy.name)
  const targets: ContactTarget[] = []
  if (lead.contactNumber) {
    const { country } = consultancy
    targets.push({ channel: 'call', href: telHref(lead.contactNumber, country) })
    targets.push({ channel: 'whatsapp', href: chatUrl(lead.contactNumber, { text: message, country }) })
  }
  if (lead.email) {
    const subject = encodeURIComponent(`Your enquiry with ${consultancy.name}`)
    targets.push({
      channel: 'email',
      href: `mailto:${lead.email}?subject=${subject}&body=${encodeURIComponent(message)}`,
    })
  }
  return targets
}
