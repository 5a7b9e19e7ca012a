import { describe, expect, it } from 'vitest'

import { STAGE_NEXT_STEPS } from '@/schema/application-stages'

import { applicationStageNotice } from './application-stage'

describe('the student’s notice of a new stage', () => {
  const mail = applicationStageNotice({
    student: { name: 'Asha Rao', email: 'asha@example.org' },
    university: 'Northbridge University',
    programme: 'MSc Data Science',
    stage: 'conditional-offer',
    link: 'https://site.example/portal/applications/42',
    consultancy: { name: 'Brighter Bridge Education' },
  })

  it('goes to the student, naming the university and the new stage', () => {
    expect(mail).toMatchObject({ kind: 'application-stage', to: 'asha@example.org' })
    expect(mail.subject).toBe('Your application to Northbridge University: Conditional offer')
    expect(mail.text).toContain(
      'Your application to Northbridge University (MSc Data Science) is now: Conditional offer.',
    )
  })

  it('says what happens next and links to the application in the portal', () => {
    expect(mail.text).toContain(`What happens next: ${STAGE_NEXT_STEPS['conditional-offer']}`)
    expect(mail.text).toMatch(/^Follow it in your student portal: https:\/\/site\.example\/portal\/applications\/42$/m)
  })
})
