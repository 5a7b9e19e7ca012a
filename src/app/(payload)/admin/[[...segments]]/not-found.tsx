import config from '@payload-config'
import { NotFoundPage } from '@payloadcms/next/views'

import { importMap } from '../importMap.js'
import { adminPageMetadata, type AdminPageArgs } from './admin-metadata'

export const generateMetadata = adminPageMetadata

const NotFound = ({ params, searchParams }: AdminPageArgs) => NotFoundPage({ config, params, searchParams, importMap })

export default NotFound
