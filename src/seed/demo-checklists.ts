import type { Payload } from 'payload'

import { demoChecklists } from './content/demo-checklists'

/**
 * The document checklists of the demo's destinations at undergraduate and taught postgraduate level, seeded with the
 * demo's universities and before its applications, so each application requests its documents as it is added. Matched
 * by destination and level (one checklist each): a checklist that exists is kept as staff left it.
 */
export async function seedDemoChecklists(payload: Payload): Promise<number> {
  let created = 0
  for (const checklist of demoChecklists) {
    const found = await payload.count({
      collection: 'checklist-templates',
      where: { and: [{ destination: { equals: checklist.destination } }, { level: { equals: checklist.level } }] },
      overrideAccess: true,
    })
    if (found.totalDocs > 0) continue
    // Copies: the checklists share item objects, and Payload gives each row it stores an id of its own.
    const data = { ...checklist, items: checklist.items.map((item) => ({ ...item })) }
    await payload.create({ collection: 'checklist-templates', data, depth: 0, overrideAccess: true })
    created += 1
  }
  return created
}
