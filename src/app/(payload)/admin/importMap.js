import { TitleRowLabel as TitleRowLabel_c6de10954c776a0d0d4c2d723af04b8f } from '../../../admin/row-label/title-row-label'
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
import { LeadContactField as LeadContactField_6701666921a1b0daa0f19d7f772f40cc } from '../../../admin/lead-contact/lead-contact-field'
import { ResponseClockCell as ResponseClockCell_ec82b8e522d62d1beaf3dd0e53a033d9 } from '../../../admin/response-clock/response-clock-cell'
import { JsonField as JsonField_7c0fd597da35d7c55e0799d0a282d93b } from '../../../admin/code-editor/json-field'
import { CsvExportLink as CsvExportLink_8d9add00ad5f25773e95bc8960038602 } from '../../../admin/csv-export-link'
import { OpenStudentFileAction as OpenStudentFileAction_ed185d1b6f7884b41e60cea6c2aa6075 } from '../../../admin/student-file/open-student-file-action'
import { StudentOverviewField as StudentOverviewField_7df953373edaae5decff97b7b89360c7 } from '../../../admin/student-file/student-overview-field'
import { AdminIcon as AdminIcon_766a9a4eba177a3742ad794a2d7d48ff } from '../../../admin/brand/admin-icon'
import { AdminLogo as AdminLogo_f3053310c3b9e311b23adb6f1cd49b3b } from '../../../admin/brand/admin-logo'
import { LeadDashboard as LeadDashboard_87a34a5f8277ea9cbe26d5f72bb7559d } from '../../../admin/dashboard/lead-dashboard'
import { PipelineDashboard as PipelineDashboard_095ff53d2f146e6f699638e88ecadb45 } from '../../../admin/dashboard/pipeline-dashboard'
import { SearchQueriesCard as SearchQueriesCard_b30100bbe3d81deafe5a49e4c8847d64 } from '../../../admin/dashboard/search-queries-card'
import { WebVitalsCard as WebVitalsCard_c23daed852587eeec2e1075540239a23 } from '../../../admin/dashboard/web-vitals-card'
import { EventFunnelCard as EventFunnelCard_9f3bb485a3231b8c0fccee4b960b558c } from '../../../admin/dashboard/event-funnel-card'
import { MyLeadsNavLink as MyLeadsNavLink_0c80c4dcc7a25a471bfc0cad792d708e } from '../../../admin/my-leads/my-leads-nav-link'
import { BoardNavLink as BoardNavLink_f5b342e38bf2941a24c797b5470d6927 } from '../../../admin/board/board-nav-link'
import { DocumentsNavLink as DocumentsNavLink_e54a767bf60554e3c682eabdccb7d26b } from '../../../admin/documents/documents-nav-link'
import { CheckInNavLink as CheckInNavLink_756681f174d02dbc252e2a5bab2a84e7 } from '../../../admin/event-check-in/check-in-nav-link'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { MyLeadsView as MyLeadsView_679d15abe48a10ad01d97f8134625786 } from '../../../admin/my-leads/my-leads-view'
import { AgendaView as AgendaView_de7cef81769c95ec3618dc949eca8858 } from '../../../admin/agenda/agenda-view'
import { BoardView as BoardView_af9330ac9fd4caa5d57b1a17babb6a26 } from '../../../admin/board/board-view'
import { DocumentsView as DocumentsView_21c9221da6652b7a01b42b78bba7e783 } from '../../../admin/documents/documents-view'
import { CheckInView as CheckInView_44689996b3b2bcf5311f93798157f34f } from '../../../admin/event-check-in/check-in-view'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/row-label/title-row-label#TitleRowLabel": TitleRowLabel_c6de10954c776a0d0d4c2d723af04b8f,
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
  "/admin/lead-contact/lead-contact-field#LeadContactField": LeadContactField_6701666921a1b0daa0f19d7f772f40cc,
  "/admin/response-clock/response-clock-cell#ResponseClockCell": ResponseClockCell_ec82b8e522d62d1beaf3dd0e53a033d9,
  "/admin/code-editor/json-field#JsonField": JsonField_7c0fd597da35d7c55e0799d0a282d93b,
  "/admin/csv-export-link#CsvExportLink": CsvExportLink_8d9add00ad5f25773e95bc8960038602,
  "/admin/student-file/open-student-file-action#OpenStudentFileAction": OpenStudentFileAction_ed185d1b6f7884b41e60cea6c2aa6075,
  "/admin/student-file/student-overview-field#StudentOverviewField": StudentOverviewField_7df953373edaae5decff97b7b89360c7,
  "/admin/brand/admin-icon#AdminIcon": AdminIcon_766a9a4eba177a3742ad794a2d7d48ff,
  "/admin/brand/admin-logo#AdminLogo": AdminLogo_f3053310c3b9e311b23adb6f1cd49b3b,
  "/admin/dashboard/lead-dashboard#LeadDashboard": LeadDashboard_87a34a5f8277ea9cbe26d5f72bb7559d,
  "/admin/dashboard/pipeline-dashboard#PipelineDashboard": PipelineDashboard_095ff53d2f146e6f699638e88ecadb45,
  "/admin/dashboard/search-queries-card#SearchQueriesCard": SearchQueriesCard_b30100bbe3d81deafe5a49e4c8847d64,
  "/admin/dashboard/web-vitals-card#WebVitalsCard": WebVitalsCard_c23daed852587eeec2e1075540239a23,
  "/admin/dashboard/event-funnel-card#EventFunnelCard": EventFunnelCard_9f3bb485a3231b8c0fccee4b960b558c,
  "/admin/my-leads/my-leads-nav-link#MyLeadsNavLink": MyLeadsNavLink_0c80c4dcc7a25a471bfc0cad792d708e,
  "/admin/board/board-nav-link#BoardNavLink": BoardNavLink_f5b342e38bf2941a24c797b5470d6927,
  "/admin/documents/documents-nav-link#DocumentsNavLink": DocumentsNavLink_e54a767bf60554e3c682eabdccb7d26b,
  "/admin/event-check-in/check-in-nav-link#CheckInNavLink": CheckInNavLink_756681f174d02dbc252e2a5bab2a84e7,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/admin/my-leads/my-leads-view#MyLeadsView": MyLeadsView_679d15abe48a10ad01d97f8134625786,
  "/admin/agenda/agenda-view#AgendaView": AgendaView_de7cef81769c95ec3618dc949eca8858,
  "/admin/board/board-view#BoardView": BoardView_af9330ac9fd4caa5d57b1a17babb6a26,
  "/admin/documents/documents-view#DocumentsView": DocumentsView_21c9221da6652b7a01b42b78bba7e783,
  "/admin/event-check-in/check-in-view#CheckInView": CheckInView_44689996b3b2bcf5311f93798157f34f,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
