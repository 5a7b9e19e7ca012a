import { INTAKE_MESSAGE, isIntake } from '@/schema/intake'

/** Payload's validate for an optional intake ("2027-09"). */
export const validateIntake = (value: string | null | undefined): true | string =>
  !value || isIntake(value) ? true : INTAKE_MESSAGE
