import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

/** One of our own admin views (My leads, the agenda): Payload's frame and navigation around a main landmark. */
export function AdminPage({
  initPageResult,
  params,
  searchParams,
  className,
  children,
}: Pick<AdminViewServerProps, 'initPageResult' | 'params' | 'searchParams'> & {
  className: string
  children: ReactNode
}) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter className={className}>
        <main>{children}</main>
      </Gutter>
    </DefaultTemplate>
  )
}
