import nodemailer from 'nodemailer'
import { describe, expect, it } from 'vitest'

import { calendarPart } from './mail-job'

const CANCEL = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'METHOD:CANCEL', 'BEGIN:VEVENT', 'END:VEVENT', 'END:VCALENDAR'].join(
  '\r\n',
)

describe('calendarPart', () => {
  it("gives nodemailer a message's invitation as its calendar event, with its method", () => {
    expect(calendarPart({ calendar: CANCEL, calendarMethod: 'CANCEL' })).toEqual({
      icalEvent: { method: 'CANCEL', content: CANCEL },
    })
  })

  it('reads the method from the text when the message has none', () => {
    expect(calendarPart({ calendar: CANCEL, calendarMethod: null })).toEqual({
      icalEvent: { method: 'CANCEL', content: CANCEL },
    })
  })

  it('adds nothing to a message without one', () => {
    expect(calendarPart({ calendar: null, calendarMethod: null })).toEqual({})
    expect(calendarPart({})).toEqual({})
  })

  it('is sent as a text/calendar part with its method, as calendars read an invitation', async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
    const sent = await transport.sendMail({
      from: 'no-reply@example.org',
      to: 'visitor@example.org',
      subject: 'Cancelled',
      text: 'Your meeting is cancelled.',
      ...calendarPart({ calendar: CANCEL, calendarMethod: 'CANCEL' }),
    })
    const raw = String(sent.message)
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/i)
    expect(raw).toContain('filename=invite.ics')
  })
})
