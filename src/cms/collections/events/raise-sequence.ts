import type { CollectionBeforeChangeHook } from 'payload'

const MOVED = ['start', 'end', 'cancelled', 'venue', 'address', 'attendance'] as const

/**
 * Raises the event's calendar revision when its time, place or going ahead changes, so the invitations sent after
 * the change replace those before it in every calendar (RFC 5546: the higher SEQUENCE wins).
 */
export const raiseSequenceOnMove: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc) return data
  const same = (key: (typeof MOVED)[number]) =>
    key === 'start' || key === 'end'
      ? Date.parse(String(data[key])) === Date.parse(String(originalDoc[key]))
      : String(data[key] ?? '') === String(originalDoc[key] ?? '')
  const changed = MOVED.some((key) => key in data && !same(key))
  return changed ? { ...data, sequence: Number(originalDoc.sequence ?? 0) + 1 } : data
}
