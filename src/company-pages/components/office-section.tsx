import type { PublicSettings } from '@/content/public-settings'
import { PlaceMap } from '@/sections/map/place-map'
import { Section, SectionHeading } from '@/ui/section'
import { StaticMarkup } from '@/ui/static-markup'

import styles from './contact-sections.module.css'
import { formatAddress } from './format-address'

/** Where the office is: the postal address (HTML only) beside the map (both from site settings). */
export function OfficeSection({
  settings,
  eyebrow,
  title,
  text,
}: {
  settings: PublicSettings
  eyebrow: string
  title: string
  text: string
}) {
  return (
    <Section id="office" labelledBy="office-title">
      <div className={styles.office}>
        <StaticMarkup>
          <SectionHeading id="office-title" eyebrow={eyebrow} title={title} lead={text} />
          <address className={styles.address}>
            {formatAddress(settings.address).map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </StaticMarkup>
        <PlaceMap location={settings.map} title={`Map of our office: ${settings.map.query}`} />
      </div>
    </Section>
  )
}
