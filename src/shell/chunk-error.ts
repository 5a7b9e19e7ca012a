export type ChunkFailure = { chunk: string; kind: 'timeout' | 'missing' | 'other' }

/**
 * Recognises a failed script chunk (webpack's and Turbopack's ChunkLoadError) and names the chunk and
 * the kind of failure (docs/product.md §8); undefined for any other error.
 */
export function describeChunkError(error: { name?: string; message?: string }): ChunkFailure | undefined {
  const message = error.message ?? ''
  if (error.name !== 'ChunkLoadError' && !/loading (css )?chunk/i.test(message)) return undefined
  const chunk =
    /chunk ([^\s]+) failed/i.exec(message)?.[1] ?? /\/_next\/static\/chunks\/([^\s)]+)/.exec(message)?.[1] ?? 'unknown'
  const kind = /timeout/i.test(message) ? 'timeout' : /missing|404|not found/i.test(message) ? 'missing' : 'other'
  return { chunk: chunk.replace(/[.)]$/, ''), kind }
}

export function chunkErrorText({ chunk, kind }: ChunkFailure): string {
  return `Loading chunk ${chunk} failed (${kind}).`
}
