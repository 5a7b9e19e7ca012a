import type { IconType } from 'react-icons'
import {
  FaEnvelope,
  FaFacebookF,
  FaLink,
  FaLinkedinIn,
  FaOdnoklassniki,
  FaRedditAlien,
  FaTelegram,
  FaVk,
  FaWhatsapp,
  FaXTwitter,
} from 'react-icons/fa6'

// The share dialog's targets (docs/product.md §2), in the spec's order. Only the first eight are offered by
// default; vk and okru can be switched on per page.

export type ShareTargetId =
  'facebook' | 'twitter' | 'whatsapp' | 'reddit' | 'telegram' | 'linkedin' | 'mail' | 'copy' | 'vk' | 'okru'

type Shared = { url: string; title: string }

type ShareTarget = { id: ShareTargetId; label: string; Icon: IconType; href: ((shared: Shared) => string) | null }

const q = encodeURIComponent

export const SHARE_TARGETS: readonly ShareTarget[] = [
  {
    id: 'facebook',
    label: 'Facebook',
    Icon: FaFacebookF,
    href: ({ url }) => `https://www.facebook.com/sharer/sharer.php?u=${q(url)}`,
  },
  {
    id: 'twitter',
    label: 'X (Twitter)',
    Icon: FaXTwitter,
    href: ({ url, title }) => `https://twitter.com/intent/tweet?url=${q(url)}&text=${q(title)}`,
  },
  {
    id: 'whatsapp',
    label: 'WhatsApp',
    Icon: FaWhatsapp,
    href: ({ url, title }) => `https://api.whatsapp.com/send?text=${q(`${title} ${url}`)}`,
  },
  {
    id: 'reddit',
    label: 'Reddit',
    Icon: FaRedditAlien,
    href: ({ url, title }) => `https://www.reddit.com/submit?url=${q(url)}&title=${q(title)}`,
  },
  {
    id: 'telegram',
    label: 'Telegram',
    Icon: FaTelegram,
    href: ({ url, title }) => `https://t.me/share/url?url=${q(url)}&text=${q(title)}`,
  },
  {
    id: 'linkedin',
    label: 'LinkedIn',
    Icon: FaLinkedinIn,
    href: ({ url }) => `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}`,
  },
  {
    id: 'mail',
    label: 'Email',
    Icon: FaEnvelope,
    href: ({ url, title }) => `mailto:?subject=${q(title)}&body=${q(url)}`,
  },
  { id: 'copy', label: 'Copy link', Icon: FaLink, href: null },
  {
    id: 'vk',
    label: 'VK',
    Icon: FaVk,
    href: ({ url, title }) => `https://vk.com/share.php?url=${q(url)}&title=${q(title)}`,
  },
  {
    id: 'okru',
    label: 'OK',
    Icon: FaOdnoklassniki,
    href: ({ url, title }) => `https://connect.ok.ru/offer?url=${q(url)}&title=${q(title)}`,
  },
]

/** facebook … copy-to-clipboard: the eight on by default. */
export const DEFAULT_SHARE_TARGETS: readonly ShareTargetId[] = SHARE_TARGETS.slice(0, 8).map((target) => target.id)
