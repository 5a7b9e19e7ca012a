import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  Award,
  CalendarDays,
  Check,
  CheckCircle2,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleCheck,
  ClipboardCheck,
  Compass,
  Download,
  ExternalLink,
  FileDown,
  GraduationCap,
  type IconNode,
  Mail,
  MapPin,
  MapPinned,
  Megaphone,
  Menu,
  MessageCircle,
  Microscope,
  Pause,
  Phone,
  Play,
  Quote,
  School,
  Search,
  Share2,
  ShieldCheck,
  Stamp,
  Sun,
  Wallet,
  X,
} from 'lucide'
import type { IconType } from 'react-icons'
import { FaFacebookF, FaInstagram, FaLinkedinIn, FaWhatsapp, FaYoutube } from 'react-icons/fa6'

// Every icon the pages draw, by name: the sprite at the start of every page holds one symbol for each, and an icon
// refers to it by name (docs/decisions/0156-icon-symbols-in-the-page.md). Only next.config.ts imports this module, at
// build time; the components import its names as types, so each use carries a name, not a drawing.

/** Lucide's outlined icons, drawn with the stroke style of `.icon` (src/ui/icon.module.css). */
export const LINE_ICONS = {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  Award,
  CalendarDays,
  Check,
  CheckCircle2,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleCheck,
  ClipboardCheck,
  Compass,
  Download,
  ExternalLink,
  FileDown,
  GraduationCap,
  Mail,
  MapPin,
  MapPinned,
  Megaphone,
  Menu,
  MessageCircle,
  Microscope,
  Pause,
  Phone,
  Play,
  Quote,
  School,
  Search,
  Share2,
  ShieldCheck,
  Stamp,
  Sun,
  Wallet,
  X,
} as const satisfies Record<string, IconNode>

/** The networks' own marks, filled (Font Awesome's brand icons through react-icons). */
export const BRAND_ICONS = {
  facebook: FaFacebookF,
  instagram: FaInstagram,
  linkedin: FaLinkedinIn,
  whatsapp: FaWhatsapp,
  youtube: FaYoutube,
} as const satisfies Record<string, IconType>

export type IconName = keyof typeof LINE_ICONS
export type BrandIconName = keyof typeof BRAND_ICONS
