import { DEMO_ADMIN } from './http-api'

// Staff reads through Payload's REST API (/cms-api) of a server a test started itself, as the demo admin
// the start creates on a local site.

export type StaffApi = { find: (collection: string, query?: string) => Promise<any[]> }

export async function staffApi(baseURL: string): Promise<StaffApi> {
  const login = await fetch(`${baseURL}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  })
  if (login.status !== 200) throw new Error(`staff login answered ${login.status}: ${await login.text()}`)
  const { token } = (await login.json()) as { token: string }
  return {
    find: async (collection, query = '') => {
      const response = await fetch(`${baseURL}/cms-api/${collection}?depth=0&limit=0&${query}`, {
        headers: { Authorization: `JWT ${token}` },
      })
      if (response.status !== 200) throw new Error(`GET ${collection} answered ${response.status}`)
      return ((await response.json()) as { docs: any[] }).docs
    },
  }
}
