import { describe, expect, it } from 'vitest'

import { captchaError, consultationSchema, enquirySchema, fieldErrors, MESSAGES, newsletterSchema } from './form-schema'

const enquiry = {
  name: 'Asha Verma',
  organization: 'Delhi Public School',
  city: 'Noida',
  email: 'asha@example.com',
  contactNumber: '9810000001',
}

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) =>
  result.success ? {} : fieldErrors(result.error!)

describe('the shared form schema (docs/product.md §5)', () => {
  it('accepts a complete enquiry and trims every input', () => {
    const parsed = enquirySchema.parse({ ...enquiry, name: '  Asha Verma ', contactNumber: ' 9810000001 ' })
    expect(parsed).toEqual(enquiry)
  })

  it('gives the spec message for each empty enquiry field, blanks counting as empty', () => {
    const result = enquirySchema.safeParse({ name: '   ', organization: '', city: '', email: ' ', contactNumber: '' })
    expect(errorsOf(result)).toEqual({
      name: 'Please enter your name.',
      organization: 'Please enter organisation.',
      city: 'Please enter city.',
      email: 'Please enter email address.',
      contactNumber: 'Please enter contact number.',
    })
  })

  it('treats a missing field like an empty one', () => {
    expect(errorsOf(newsletterSchema.safeParse({}))).toEqual({ email: 'Please enter email address.' })
  })

  it.each(['asha', 'asha@example', 'asha@example.c', 'as ha@example.com', 'asha@example.c0m'])(
    'rejects the address %s',
    (email) => {
      expect(errorsOf(newsletterSchema.safeParse({ email }))).toEqual({ email: 'Invalid email address format.' })
    },
  )

  it.each(['A.Sha+uk@Example.CO.UK', 'asha_v@mail.example.org'])('accepts the address %s', (email) => {
    expect(newsletterSchema.safeParse({ email }).success).toBe(true)
  })

  it.each(['123456', '1234567890123456', '+919810000001', '98100 00001'])(
    'rejects the contact number %s',
    (contactNumber) => {
      expect(errorsOf(enquirySchema.safeParse({ ...enquiry, contactNumber }))).toEqual({
        contactNumber: 'Invalid contact number format.',
      })
    },
  )

  it.each(['1234567', '123456789012345'])('accepts the contact number %s (7 to 15 digits)', (contactNumber) => {
    expect(enquirySchema.safeParse({ ...enquiry, contactNumber }).success).toBe(true)
  })

  it('limits lengths the spec leaves open', () => {
    expect(errorsOf(enquirySchema.safeParse({ ...enquiry, name: 'x'.repeat(101) }))).toEqual({
      name: MESSAGES.tooLong(100),
    })
    expect(enquirySchema.safeParse({ ...enquiry, name: 'x'.repeat(100) }).success).toBe(true)
    expect(errorsOf(enquirySchema.safeParse({ ...enquiry, city: 'x'.repeat(121) }))).toEqual({
      city: MESSAGES.tooLong(120),
    })
  })

  it('gives the consultation form its own messages', () => {
    const result = consultationSchema.safeParse({
      name: 'Ravi',
      currentlyPursuing: '',
      previousScore: '',
      preferredCourse: '',
      contactNumber: '9810000001',
      email: 'ravi@example.com',
    })
    expect(errorsOf(result)).toEqual({
      currentlyPursuing: 'Please enter current pursuing.',
      previousScore: 'Please enter previous score.',
      preferredCourse: 'Please enter preferred course.',
    })
  })

  it('checks the captcha answer', () => {
    expect(captchaError('', 7)).toBe('Please solve the CAPTCHA.')
    expect(captchaError('6', 7)).toBe('Incorrect answer to CAPTCHA.')
    expect(captchaError(' 7 ', 7)).toBeUndefined()
  })
})

describe('the submission bodies of the site’s own forms', () => {
  it('finds the first failure in the spec’s order, not the schema’s', async () => {
    const { firstError, CONSULTATION_ORDER } = await import('./form-schema')
    const values = {
      name: 'Ravi',
      currentlyPursuing: 'BSc',
      previousScore: '8',
      preferredCourse: 'MSc',
      contactNumber: '',
      email: '',
    }
    expect(firstError(consultationSchema, CONSULTATION_ORDER, values)).toEqual({
      field: 'contactNumber',
      message: 'Please enter contact number.',
    })
    expect(firstError(consultationSchema, CONSULTATION_ORDER, { ...values, contactNumber: '9810000001' })).toEqual({
      field: 'email',
      message: 'Please enter email address.',
    })
  })

  it('accepts the spec’s bodies alone, and drops bad optional extras instead of refusing the lead', async () => {
    const { enquiryRequestSchema } = await import('./form-schema')
    expect(enquiryRequestSchema.parse(enquiry)).toEqual(enquiry)
    const parsed = enquiryRequestSchema.parse({
      ...enquiry,
      utm: 'not an object',
      pagePath: 42,
      source: 'elsewhere',
      captchaAnswer: 7,
      website: 12,
    })
    expect(parsed).toMatchObject({ ...enquiry, captchaAnswer: '7', website: 'bot' })
    expect(parsed.utm).toBeUndefined()
    expect(parsed.pagePath).toBeUndefined()
    expect(parsed.source).toBeUndefined()
  })
})
