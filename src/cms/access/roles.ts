import type { PayloadRequest } from 'payload'

export const ROLES = ['admin', 'editor', 'counsellor'] as const
export type Role = (typeof ROLES)[number]

type WithUser = { req: Pick<PayloadRequest, 'user'> }

const roleOf = (req: WithUser['req']): Role | undefined => {
  const user = req.user as { role?: Role; collection?: string } | null
  return user?.collection === 'users' ? user.role : undefined
}

export const hasRole =
  (...roles: Role[]) =>
  ({ req }: WithUser): boolean => {
    const role = roleOf(req)
    return role !== undefined && roles.includes(role)
  }

export const isAdmin = hasRole('admin')
/** Any signed-in staff member, whatever the role. */
export const isStaff = hasRole(...ROLES)
/** Staff who publish content: blogs, news, team, testimonials, media, settings. */
export const isContentStaff = hasRole('admin', 'editor')
/** Staff who work leads: enquiries, consultations, subscribers. */
export const isLeadStaff = hasRole('admin', 'counsellor')
export const anyone = (): boolean => true
export const nobody = (): boolean => false

/**
 * `admin.hidden` of the content collections: their read access is public (the site reads them), so without this a
 * counsellor's admin would list blogs, news and media beside the leads.
 */
export const hiddenFromCounsellors = ({ user }: { user: unknown }): boolean =>
  (user as { role?: Role } | null)?.role === 'counsellor'

/** `admin.hidden` of what every staff member reads but only admins manage (the staff list). */
export const hiddenFromAllButAdmins = ({ user }: { user: unknown }): boolean =>
  (user as { role?: Role } | null)?.role !== 'admin'
