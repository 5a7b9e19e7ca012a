/** The id a relationship holds, whether it was read populated (the document) or not (the id itself). */
export const idOf = (value: unknown): number =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: number }).id : (value as number)
