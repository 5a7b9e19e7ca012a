import type { CollectionConfig, NumberFieldSingleValidation } from 'payload'
import { defaultTimezones, number } from 'payload/shared'

import { publishedContentAccess } from '../../access/published-or-content-staff'
import { hiddenFromCounsellors, isStaff } from '../../access/roles'
import { seoField } from '../../fields/seo'
import { slugField, uniqueSlug } from '../../fields/slug'
import { DEFAULT_TIME_ZONE } from '../../globals/site-settings/follow-up-fields'
import { CONTENT_TAGS, expireOnChange } from '../../hooks/expire-content'
import { raiseSequenceOnMove } from './raise-sequence'

export const EVENT_KINDS = ['webinar', 'open-day', 'university-visit', 'fair'] as const
export type EventKind = (typeof EVENT_KINDS)[number]

export const EVENT_KIND_LABELS: Record<EventKind, string> = {
  webinar: 'Webinar',
  'open-day': 'Open day',
  'university-visit': 'University visit',
  fair: 'Fair',
}

/** How people attend: schema.org's OnlineEventAttendanceMode, OfflineEventAttendanceMode or MixedEventAttendanceMode. */
export const EVENT_ATTENDANCE = ['online', 'in-person', 'mixed'] as const
export type EventAttendance = (typeof EVENT_ATTENDANCE)[number]

const online = (data: Record<string, unknown> | undefined) => data?.attendance !== 'in-person'
const inPerson = (data: Record<string, unknown> | undefined) => data?.attendance !== 'online'

/** A venue's point on the map takes its latitude and its longitude, or neither; each within its range. */
const bothOrNeither =
  (other: 'latitude' | 'longitude'): NumberFieldSingleValidation =>
  (value, options) => {
    const given = (entry: unknown) => typeof entry === 'number'
    const siblings = (options.siblingData ?? {}) as Record<string, unknown>
    if (given(value) !== given(siblings[other])) return 'Give both the latitude and the longitude, or leave both empty.'
    return number(value, options)
  }

/** Only staff read it: a public read of an event never carries it; registered people get it by mail. */
const STAFF_ONLY_READ = { read: isStaff }

const expire = expireOnChange(CONTENT_TAGS.events)

/**
 * The zones an event's times may be entered in: the office's default first, under its current name (Payload's list
 * has India's old one, which the database's list of zones would then refuse as a default), then Payload's own.
 */
const ENTRY_ZONES = {
  defaultTimezone: DEFAULT_TIME_ZONE,
  required: true,
  supportedTimezones: [
    { label: `Office (${DEFAULT_TIME_ZONE})`, value: DEFAULT_TIME_ZONE },
    ...defaultTimezones.filter((zone) => zone.value !== DEFAULT_TIME_ZONE && zone.value !== 'Asia/Calcutta'),
  ],
}

/**
 * A webinar, open day, university visit or fair that visitors register for (docs/decisions/0172). Its times are
 * entered in the office's time zone and stored in UTC; its seats are taken by the event registrations.
 */
export const Events: CollectionConfig = {
  slug: 'events',
  labels: { singular: 'Event', plural: 'Events' },
  admin: {
    hidden: hiddenFromCounsellors,
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'start', 'capacity', '_status'],
    group: 'Content',
  },
  defaultSort: '-start',
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  hooks: {
    beforeValidate: [uniqueSlug('events', 'event')],
    beforeChange: [raiseSequenceOnMove],
    afterChange: expire.afterChange,
    afterDelete: expire.afterDelete,
  },
  access: publishedContentAccess,
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    slugField,
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'webinar',
      options: EVENT_KINDS.map((value) => ({ value, label: EVENT_KIND_LABELS[value] })),
      admin: { position: 'sidebar' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'start',
          type: 'date',
          required: true,
          index: true,
          timezone: ENTRY_ZONES,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'end',
          type: 'date',
          required: true,
          timezone: ENTRY_ZONES,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
            !value || !siblingData.start || Date.parse(String(value)) > Date.parse(String(siblingData.start))
              ? true
              : 'The end must be after the start.',
        },
      ],
    },
    {
      name: 'summary',
      type: 'textarea',
      required: true,
      maxLength: 400,
      admin: { description: 'The short text shown on the events list and in search results.' },
    },
    { name: 'description', type: 'richText', required: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'hosts',
      type: 'relationship',
      relationTo: 'team-members',
      hasMany: true,
      admin: { description: 'Who presents or welcomes visitors.' },
    },
    {
      name: 'capacity',
      type: 'number',
      min: 1,
      max: 100_000,
      admin: {
        position: 'sidebar',
        step: 1,
        description: 'Seats. Leave empty for no limit; when full, visitors join the waiting list.',
      },
      validate: (value: unknown) =>
        value === null || value === undefined || Number.isInteger(value) ? true : 'Use a whole number of seats.',
    },
    {
      name: 'attendance',
      type: 'select',
      required: true,
      defaultValue: 'online',
      options: [
        { value: 'online', label: 'Online' },
        { value: 'in-person', label: 'In person' },
        { value: 'mixed', label: 'Online and in person' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'joinLink',
      type: 'text',
      maxLength: 500,
      access: STAFF_ONLY_READ,
      admin: {
        condition: online,
        description: 'The meeting link. Never shown on the site: registered people get it in their mails.',
      },
      validate: (value: unknown) =>
        !value || /^https:\/\/\S+$/.test(String(value)) ? true : 'Use a link starting with https://.',
    },
    {
      name: 'venue',
      type: 'text',
      maxLength: 200,
      admin: { condition: inPerson, description: 'The place, e.g. "Our Noida office" or a hotel’s name.' },
    },
    { name: 'address', type: 'textarea', maxLength: 500, admin: { condition: inPerson } },
    {
      name: 'map',
      type: 'group',
      label: 'Map',
      admin: {
        condition: inPerson,
        description:
          'Where the venue is, for the map on the event’s page (loaded only when a visitor asks for it). Leave both empty for no map.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'latitude', type: 'number', min: -90, max: 90, validate: bothOrNeither('longitude') },
            { name: 'longitude', type: 'number', min: -180, max: 180, validate: bothOrNeither('latitude') },
          ],
        },
      ],
    },
    {
      name: 'questions',
      type: 'array',
      maxRows: 5,
      labels: { singular: 'Question', plural: 'Questions' },
      admin: { description: 'Optional questions asked at registration.' },
      fields: [
        { name: 'question', type: 'text', required: true, maxLength: 200 },
        { name: 'required', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      name: 'recordingLink',
      type: 'text',
      maxLength: 500,
      access: STAFF_ONLY_READ,
      admin: { description: 'Sent to those who came, in the mail after the event.' },
      validate: (value: unknown) =>
        !value || /^https:\/\/\S+$/.test(String(value)) ? true : 'Use a link starting with https://.',
    },
    {
      name: 'cancelled',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Called off: the page says so and registration closes.' },
    },
    {
      // The calendar invitation's revision (RFC 5546 SEQUENCE): raised whenever the event moves or is called off.
      name: 'sequence',
      type: 'number',
      defaultValue: 0,
      access: STAFF_ONLY_READ,
      admin: { hidden: true },
    },
    seoField,
  ],
}
