import { TitleRowLabel as TitleRowLabel_413ae7898078d3ebbb3f9ab1dc5dbc1e } from '../../../cms/admin/row-label/title-row-label'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LeadContactField as LeadContactField_edb7aad2dc11457e640d31ff85b13778 } from '../../../cms/admin/lead-contact/lead-contact-field'
import { ResponseClockCell as ResponseClockCell_ac042e838f711d7f257ce72303a1e8c4 } from '../../../cms/admin/response-clock/response-clock-cell'
import { JsonField as JsonField_9dc0611c0cb9a2644600c6fa3530b3af } from '../../../cms/admin/code-editor/json-field'
import { CsvExportLink as CsvExportLink_b40112d315008edb210acdfbc34f88a3 } from '../../../cms/admin/csv-export-link'
import { AdminIcon as AdminIcon_0308da73e86f6018071ac85d2c7486a9 } from '../../../cms/admin/brand/admin-icon'
import { AdminLogo as AdminLogo_8832fa779bb0504eef9da19747e10b2d } from '../../../cms/admin/brand/admin-logo'
import { LeadDashboard as LeadDashboard_36cb5158ac7f8e22d8be75c68e78e79b } from '../../../cms/admin/dashboard/lead-dashboard'
import { SearchQueriesCard as SearchQueriesCard_14bfe55efe7e7804c460bd80b5818ecc } from '../../../cms/admin/dashboard/search-queries-card'
import { MyLeadsNavLink as MyLeadsNavLink_cf3b387f4fb68e9a97a01292d9425718 } from '../../../cms/admin/my-leads/my-leads-nav-link'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { MyLeadsView as MyLeadsView_0faa74b05dbe6955903a35f05e0c7944 } from '../../../cms/admin/my-leads/my-leads-view'
import { AgendaView as AgendaView_ee58c3c961ec1c8c48c48565a9801fdf } from '../../../cms/admin/agenda/agenda-view'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/admin/row-label/title-row-label#TitleRowLabel": TitleRowLabel_413ae7898078d3ebbb3f9ab1dc5dbc1e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/cms/admin/lead-contact/lead-contact-field#LeadContactField": LeadContactField_edb7aad2dc11457e640d31ff85b13778,
  "/cms/admin/response-clock/response-clock-cell#ResponseClockCell": ResponseClockCell_ac042e838f711d7f257ce72303a1e8c4,
  "/cms/admin/code-editor/json-field#JsonField": JsonField_9dc0611c0cb9a2644600c6fa3530b3af,
  "/cms/admin/csv-export-link#CsvExportLink": CsvExportLink_b40112d315008edb210acdfbc34f88a3,
  "/cms/admin/brand/admin-icon#AdminIcon": AdminIcon_0308da73e86f6018071ac85d2c7486a9,
  "/cms/admin/brand/admin-logo#AdminLogo": AdminLogo_8832fa779bb0504eef9da19747e10b2d,
  "/cms/admin/dashboard/lead-dashboard#LeadDashboard": LeadDashboard_36cb5158ac7f8e22d8be75c68e78e79b,
  "/cms/admin/dashboard/search-queries-card#SearchQueriesCard": SearchQueriesCard_14bfe55efe7e7804c460bd80b5818ecc,
  "/cms/admin/my-leads/my-leads-nav-link#MyLeadsNavLink": MyLeadsNavLink_cf3b387f4fb68e9a97a01292d9425718,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/cms/admin/my-leads/my-leads-view#MyLeadsView": MyLeadsView_0faa74b05dbe6955903a35f05e0c7944,
  "/cms/admin/agenda/agenda-view#AgendaView": AgendaView_ee58c3c961ec1c8c48c48565a9801fdf,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
