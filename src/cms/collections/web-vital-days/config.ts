import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '../../access/roles'
import { DEVICE_CLASSES, PAGE_TEMPLATES, VITAL_METRICS } from '@/schema/web-vitals'

/**
 * Real visitors' Web Vitals as daily histograms: one counter per day, page template, device class, metric and value
 * bucket (src/schema/web-vitals.ts), never a row per visit. Written in batches by the beacon endpoint's aggregator
 * (src/web-vitals/), read by the owner's dashboard.
 */
export const WebVitalDays: CollectionConfig = {
  slug: 'web-vital-days',
  admin: { hidden: true },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['day', 'template', 'device', 'metric', 'bucket'], unique: true }],
  fields: [
    { name: 'day', type: 'text', required: true, index: true },
    { name: 'template', type: 'select', required: true, options: [...PAGE_TEMPLATES] },
    { name: 'device', type: 'select', required: true, options: [...DEVICE_CLASSES] },
    { name: 'metric', type: 'select', required: true, options: [...VITAL_METRICS] },
    { name: 'bucket', type: 'number', required: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
  ],
}
