import type { NextConfig } from 'next'

import { ADMIN_PATH } from '../config/cms-paths'

// Payload's withPayload asks every response for the visitor's colour scheme (Accept-CH, Critical-CH and a Vary on
// the hint) so the admin can render its theme on the server. Critical-CH makes Chromium restart a visitor's first
// navigation to send the hint: one more round trip before the first public page, for a hint no public page reads.
// Only the admin reads it, so only the admin asks for it (docs/decisions/0086-client-hints-for-the-admin-only.md).

const HINT = 'sec-ch-prefers-color-scheme'
const ADMIN_SOURCE = `${ADMIN_PATH}/:path*`

type HeaderRule = Awaited<ReturnType<NonNullable<NextConfig['headers']>>>[number]
type Header = HeaderRule['headers'][number]

const isHintHeader = ({ key, value }: Header) =>
  ['accept-ch', 'critical-ch', 'vary'].includes(key.toLowerCase()) && value.toLowerCase().includes(HINT)

/** Moves the colour-scheme hint headers of every rule onto the admin's paths; every other header stays as it is. */
export function moveHintRules(rules: HeaderRule[]): HeaderRule[] {
  return rules.flatMap((rule) => {
    const hints = rule.headers.filter(isHintHeader)
    if (hints.length === 0) return [rule]
    const others = rule.headers.filter((header) => !isHintHeader(header))
    return [
      ...(others.length > 0 ? [{ ...rule, headers: others }] : []),
      { ...rule, source: ADMIN_SOURCE, headers: hints },
    ]
  })
}

/** `config` with its header rules asking for the colour-scheme hint on the admin only. */
export function clientHintsForAdminOnly(config: NextConfig): NextConfig {
  const headers = config.headers
  if (!headers) return config
  return { ...config, headers: async () => moveHintRules(await headers()) }
}
