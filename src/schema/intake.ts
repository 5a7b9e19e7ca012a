/** An intake is stored as the year and month a course starts ("2027-09") and shown as "September 2027". */
export const INTAKE_PATTERN = /^(20\d\d)-(0[1-9]|1[0-2])$/
export const INTAKE_MESSAGE = 'Give the intake as year and month, such as 2027-09.'

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

export const isIntake = (value: unknown): value is string => typeof value === 'string' && INTAKE_PATTERN.test(value)

export function intakeLabel(intake: string): string {
  const match = INTAKE_PATTERN.exec(intake)
  return match ? `${MONTHS[Number(match[2]) - 1]} ${match[1]}` : intake
}
