import { FaFacebookF, FaInstagram, FaLinkedinIn, FaYoutube } from 'react-icons/fa6'

import type { SocialAddresses } from '@/content/public-settings'

export const SOCIAL_NETWORKS = [
  { key: 'facebook', label: 'Facebook', Icon: FaFacebookF },
  { key: 'instagram', label: 'Instagram', Icon: FaInstagram },
  { key: 'linkedin', label: 'LinkedIn', Icon: FaLinkedinIn },
  { key: 'youtube', label: 'YouTube', Icon: FaYoutube },
] as const

/** The networks that have an address in the settings, in the site's order, each with its address. */
export const networksIn = (social: SocialAddresses) =>
  SOCIAL_NETWORKS.flatMap((network) => {
    const href = social[network.key]
    return href ? [{ ...network, href }] : []
  })
