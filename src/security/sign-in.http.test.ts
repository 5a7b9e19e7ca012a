import { randomBytes } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { cms, staffHeaders } from '../../tests/support/http-api'

// Staff sign-in through the CMS API locks an account after five failures (src/cms/collections/users).

test('five failed sign-ins lock the account: even the right password is refused', async ({ request }) => {
  const staff = cms(request)
  const account = { email: `lockout-${randomBytes(4).toString('hex')}@example.org`, password: 'a-right-password-123' }
  const user = await staff.create('users', { ...account, name: 'Lockout check', role: 'editor' })
  try {
    const signIn = (password: string) =>
      request.post('/cms-api/users/login', { data: { email: account.email, password } })
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await signIn('a-wrong-password-000')).status(), `attempt ${attempt}`).toBe(401)
    const locked = await signIn(account.password)
    expect(locked.status()).toBe(401)
    expect(await locked.text()).toMatch(/locked/i)
  } finally {
    await staff.remove('users', user.id)
  }
})

test('link fields refuse javascript: and other non-https addresses', async ({ request }) => {
  const staff = cms(request)
  const [image] = (await staff.find('media', 'limit=1')).docs
  const attempts: [string, Record<string, unknown>][] = [
    ['team-members', { name: 'Probe', designation: 'Probe', image: image.id, linkedUrl: 'javascript:alert(1)' }],
    ['team-members', { name: 'Probe', designation: 'Probe', image: image.id, linkedUrl: 'data:text/html,<b>x</b>' }],
    ['testimonials', { name: 'Probe', shortTagline: 'Probe', message: 'Probe', videoUrl: 'javascript:alert(1)' }],
    ['testimonials', { name: 'Probe', shortTagline: 'Probe', message: 'Probe', videoUrl: 'https://evil.example/x' }],
  ]
  for (const [collection, data] of attempts) {
    const response = await request.post(`/cms-api/${collection}`, { headers: await staffHeaders(request), data })
    expect(response.status(), `${collection} ${JSON.stringify(data)}`).toBe(400)
  }
})
