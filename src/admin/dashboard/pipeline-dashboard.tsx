import type { ServerProps } from 'payload'

import type { User } from '@/cms/payload-types'
import { APPLICATION_STAGES, STAGE_LABELS } from '@/schema/application-stages'
import { intakeLabel } from '@/schema/intake'
import { formatMoney } from '@/schema/money'
import { BarList } from './bar-list'
import { DashboardCard } from './dashboard-card'
import { staffNames } from './lead-data.server'
import { pipelineRows } from './pipeline-data.server'
import { pipelineFigures, type CommissionLine, type Rate } from './pipeline-figures'

const rateText = (rate: Rate, of: string) =>
  rate.percent === null ? `None ${of} yet` : `${rate.percent}% (${rate.count} of ${rate.of} ${of})`

function CommissionTable({ caption, heading, lines }: { caption: string; heading: string; lines: CommissionLine[] }) {
  if (!lines.length) return <p className="lead-dashboard__note">No commission recorded yet.</p>
  return (
    <table className="lead-dashboard__table">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col">Expected</th>
          <th scope="col">Received</th>
        </tr>
      </thead>
      <tbody>
        {lines.flatMap((line) =>
          line.money.map((money, index) => (
            <tr key={`${line.key}-${money.currency}`}>
              <th scope="row">{index === 0 ? line.label : <span className="sr-only">{line.label}</span>}</th>
              <td>{formatMoney(money.expected, money.currency)}</td>
              <td>{formatMoney(money.received, money.currency)}</td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  )
}

/**
 * For admins, below the leads: the applications' pipeline across the company (docs/product.md §15), by stage for each
 * intake, the offer and visa success rates, the median days in each stage, enrolments per counsellor and the
 * commission expected against received. Money is summed per currency and never mixed.
 */
export async function PipelineDashboard({ payload, user }: ServerProps) {
  const me = user as User | undefined
  if (me?.role !== 'admin') return null
  const figures = pipelineFigures(await pipelineRows(payload, { ...me, collection: 'users' }))
  const names = await staffNames(
    payload,
    figures.enrolments.map((entry) => entry.counsellor),
  )
  const stagesShown = APPLICATION_STAGES.filter((stage) =>
    figures.intakes.some((intake) => figures.byStage[stage][intake]),
  )

  return (
    <section className="lead-dashboard pipeline-dashboard" aria-labelledby="pipeline-title">
      <div className="lead-dashboard__header">
        <h2 id="pipeline-title">Applications pipeline</h2>
      </div>
      {figures.intakes.length === 0 ? (
        <p className="lead-dashboard__note">No applications yet.</p>
      ) : (
        <div className="lead-dashboard__cards">
          <DashboardCard id="pipeline-by-stage" title="Applications by stage, per intake" wide>
            <div className="pipeline-dashboard__scroll" role="region" aria-label="Stage counts per intake" tabIndex={0}>
              <table className="lead-dashboard__table">
                <thead>
                  <tr>
                    <th scope="col">Stage</th>
                    {figures.intakes.map((intake) => (
                      <th scope="col" key={intake}>
                        {intakeLabel(intake)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {stagesShown.map((stage) => (
                    <tr key={stage}>
                      <th scope="row">{STAGE_LABELS[stage]}</th>
                      {figures.intakes.map((intake) => (
                        <td key={intake}>{figures.byStage[stage][intake]}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </DashboardCard>
          <DashboardCard id="pipeline-rates" title="Offer and visa success rates">
            <dl className="pipeline-dashboard__rates">
              <dt>Offer rate</dt>
              <dd>{rateText(figures.offerRate, 'submitted')}</dd>
              <dt>Visa success rate</dt>
              <dd>{rateText(figures.visaRate, 'decided')}</dd>
            </dl>
            <p className="lead-dashboard__note">
              An offer counts once an application reached a conditional or unconditional offer, even if it ended later;
              the visa rate is the granted of the granted and refused.
            </p>
          </DashboardCard>
          <DashboardCard id="pipeline-median-days" title="Median days in each stage">
            <table className="lead-dashboard__table">
              <thead>
                <tr>
                  <th scope="col">Stage</th>
                  <th scope="col">Median days</th>
                  <th scope="col">Moves out</th>
                </tr>
              </thead>
              <tbody>
                {figures.medianDays.map((entry) => (
                  <tr key={entry.stage}>
                    <th scope="row">{STAGE_LABELS[entry.stage]}</th>
                    <td>{entry.days ?? '–'}</td>
                    <td>{entry.stays}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </DashboardCard>
          <DashboardCard id="pipeline-enrolments" title="Enrolments per counsellor">
            {figures.enrolments.length === 0 ? (
              <p className="lead-dashboard__note">No enrolments yet.</p>
            ) : (
              <BarList
                label={`Enrolments per counsellor: ${figures.enrolments
                  .map((entry) => `${names.get(entry.counsellor) ?? `User ${entry.counsellor}`} ${entry.count}`)
                  .join(', ')}.`}
                bars={figures.enrolments.map((entry) => ({
                  label: names.get(entry.counsellor) ?? `User ${entry.counsellor}`,
                  value: entry.count,
                }))}
              />
            )}
          </DashboardCard>
          <DashboardCard id="pipeline-commission-intake" title="Commission per intake">
            <CommissionTable
              caption="Commission expected and received per intake, each currency apart"
              heading="Intake"
              lines={figures.commissionByIntake.map((line) => ({ ...line, label: intakeLabel(line.label) }))}
            />
          </DashboardCard>
          <DashboardCard id="pipeline-commission-university" title="Commission per university">
            <CommissionTable
              caption="Commission expected and received per university, each currency apart"
              heading="University"
              lines={figures.commissionByUniversity}
            />
          </DashboardCard>
        </div>
      )}
    </section>
  )
}
