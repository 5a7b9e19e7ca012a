import config from '@payload-config'
import { RootPage } from '@payloadcms/next/views'

import { importMap } from '../importMap.js'
import { adminPageMetadata, type AdminPageArgs } from './admin-metadata'

export const generateMetadata = adminPageMetadata

const Page = ({ params, searchParams }: AdminPageArgs) => RootPage({ config, params, searchParams, importMap })

export default Page
