import type { JSONField } from 'payload'

/** A JSON field whose admin editor loads Monaco from this site (docs/decisions/0095-self-hosted-code-editor.md). */
export const jsonField = ({ admin, ...field }: Omit<JSONField, 'type'>): JSONField => ({
  ...field,
  type: 'json',
  admin: { ...admin, components: { ...admin?.components, Field: '/admin/code-editor/json-field#JsonField' } },
})
