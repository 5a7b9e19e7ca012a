import type { AdminViewServerProps } from 'payload'

import { ADMIN_PATH } from '@/config/cms-paths'
import { isAdmin, isLeadStaff } from '@/cms/access/roles'
import type { User } from '@/cms/payload-types'
import { progressOfApplications } from '@/documents/document-progress.server'
import { DESTINATION_CODES, DESTINATIONS } from '@/schema/destinations'
import { intakeLabel } from '@/schema/intake'
import { AdminPage } from '../admin-page'
import { officeCalendar } from '../response-clock/office-calendar.server'
import { toCard } from './board-cards'
import { BoardColumns, type ShownCard } from './board-columns'
import { boardFilters, boardRows, counsellorChoices } from './board.server'

export const BOARD_PATH = `${ADMIN_PATH}/board`

/**
 * /admin/board: the applications a member of staff may see as a board with a column per stage, filtered by intake,
 * the university's country and (for admins) the counsellor. The filters are a plain form, so the board reads without
 * scripts; each card moves its application with a labelled choice and a button.
 */
export async function BoardView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const { payload } = req
  const user = req.user as (User & { collection: 'users' }) | null
  const allowed = Boolean(user) && isLeadStaff({ req })
  const admin = isAdmin({ req })
  const filters = boardFilters(searchParams, admin)
  const [data, counsellors, calendar] = await Promise.all([
    allowed && user ? boardRows(payload, user, filters) : null,
    admin ? counsellorChoices(payload) : [],
    officeCalendar(payload),
  ])
  const day = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: calendar.timeZone,
  })
  const now = new Date()
  const rows = data?.rows ?? []
  const progress = await progressOfApplications(
    payload,
    rows.map((row) => row.id),
  )
  const cards: ShownCard[] = rows.map((row) => ({
    ...toCard(row, now),
    deadline: row.nextDeadlineAt ? day.format(new Date(row.nextDeadlineAt)) : null,
    documents: progress.get(row.id) ?? null,
  }))

  return (
    <AdminPage initPageResult={initPageResult} params={params} searchParams={searchParams} className="board-page">
      <h1>Applications board</h1>
      {!data ? (
        <p>The board shows the applications of the students counsellors look after.</p>
      ) : (
        <>
          <p>
            {admin ? 'Every application' : 'The applications of your students'}, a column per stage, the longest waiting
            first. Move one with its “Move to” choice; a move back asks why.
          </p>
          <form method="get" action={BOARD_PATH} className="board-filters" aria-label="Filter the board">
            <div className="board-filters__field">
              <label htmlFor="board-intake">Intake</label>
              <select id="board-intake" name="intake" defaultValue={filters.intake}>
                <option value="">Every intake</option>
                {data.intakes.map((intake) => (
                  <option key={intake} value={intake}>
                    {intakeLabel(intake)}
                  </option>
                ))}
              </select>
            </div>
            <div className="board-filters__field">
              <label htmlFor="board-country">Destination</label>
              <select id="board-country" name="country" defaultValue={filters.country}>
                <option value="">Every country</option>
                {DESTINATION_CODES.map((code) => (
                  <option key={code} value={code}>
                    {DESTINATIONS[code]}
                  </option>
                ))}
              </select>
            </div>
            {admin ? (
              <div className="board-filters__field">
                <label htmlFor="board-counsellor">Counsellor</label>
                <select id="board-counsellor" name="counsellor" defaultValue={filters.counsellor ?? ''}>
                  <option value="">Everyone</option>
                  {counsellors.map((counsellor) => (
                    <option key={counsellor.id} value={counsellor.id}>
                      {counsellor.name}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <button type="submit" className="btn btn--style-secondary btn--size-small">
              Show
            </button>
          </form>
          <p className="board-page__count">
            {cards.length} application{cards.length === 1 ? '' : 's'} shown.
          </p>
          {/* Keyed by the filters: a new choice brings new cards, which the board then keeps as they move. */}
          <BoardColumns key={JSON.stringify(filters)} cards={cards} />
        </>
      )}
    </AdminPage>
  )
}
