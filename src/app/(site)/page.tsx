import { payloadClient } from '@/cms/payload.server'

export const dynamic = 'force-dynamic'

/** Placeholder home page until the content pages land: shows that the site reads its settings. */
export default async function HomePage() {
  const payload = await payloadClient()
  const settings = await payload.findGlobal({ slug: 'site-settings' })
  return (
    <main>
      <h1>{settings.name || 'Brighter Bridge Education'}</h1>
      <p>{settings.tagline}</p>
      <p>
        <a href="/admin">Staff sign-in</a>
      </p>
    </main>
  )
}
