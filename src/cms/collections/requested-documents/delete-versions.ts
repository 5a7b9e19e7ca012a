import type { CollectionBeforeDeleteHook } from 'payload'

/** A deleted request takes its uploads with it (each version's own hook erases its files). */
export const deleteVersionsOfRequest: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'document-versions',
    where: { request: { equals: id } },
    req,
    overrideAccess: true,
  })
}
