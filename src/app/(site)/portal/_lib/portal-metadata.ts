import type { Metadata } from 'next'

import { pageMetadata } from '@/seo/page-metadata'

/** A portal page's metadata: its own title, and never indexed (its answers also say so in X-Robots-Tag). */
export async function portalMetadata(title: string, path: string): Promise<Metadata> {
  return {
    ...(await pageMetadata({ title, description: 'Your applications, deadlines, meetings and messages.', path })),
    robots: { index: false, follow: false },
  }
}
