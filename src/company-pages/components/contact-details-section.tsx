import type { PublicSettings } from '@/content/public-settings'
import { EnquiryForm } from '@/forms/enquiry-form'
import { Section } from '@/ui/section'

import { ContactDetails } from './contact-details'
import styles from './contact-sections.module.css'
import { MessagePanel } from './message-panel'

/** docs/product.md §2 */
export const MESSAGE_TITLE = 'Send us a message'

/** The office's addresses and numbers (site settings) beside the 'Send us a message' form. */
export function ContactDetailsSection({ settings, text }: { settings: PublicSettings; text: string }) {
  return (
    <Section>
      <div className={styles.columns}>
        <ContactDetails settings={settings} />
        <MessagePanel title={MESSAGE_TITLE} text={text}>
          <EnquiryForm variant="contact" />
        </MessagePanel>
      </div>
    </Section>
  )
}
