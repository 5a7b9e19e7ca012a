import { chunkErrorText, describeChunkError } from './chunk-error'

export type AppError = Error & { digest?: string; status?: number; statusText?: string }

export const ERROR_TITLE = 'Unexpected Application Error!'

/** What follows the title: the failed chunk, else the status and its text, else the message (docs/product.md §8). */
export function errorDetail(error: AppError): string {
  const chunk = describeChunkError(error)
  if (chunk) return chunkErrorText(chunk)
  return error.status ? `${error.status} ${error.statusText ?? ''}`.trim() : error.message
}
