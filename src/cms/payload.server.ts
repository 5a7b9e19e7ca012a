import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Local API, shared by route handlers and server components of this process. */
export const payloadClient = (): Promise<Payload> => getPayload({ config })
