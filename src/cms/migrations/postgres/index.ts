import * as migration_20261122_104331_initial from './20261122_104331_initial';
import * as migration_20261122_180854_leads_pipeline from './20261122_180854_leads_pipeline';
import * as migration_20261123_030907_outbox_sweep from './20261123_030907_outbox_sweep';
import * as migration_20261124_135034_repeat_attribution from './20261124_135034_repeat_attribution';
import * as migration_20261125_174944_intake_queue from './20261125_174944_intake_queue';
import * as migration_20261126_113741_staff_account_mail from './20261126_113741_staff_account_mail';
import * as migration_20261126_150000_staff_names from './20261126_150000_staff_names';
import * as migration_20261127_000641_redirects from './20261127_000641_redirects';
import * as migration_20261127_043738_display_order from './20261127_043738_display_order';
import * as migration_20261127_074253_drafts_for_all_content from './20261127_074253_drafts_for_all_content';
import * as migration_20261127_133950_lead_follow_up_clock from './20261127_133950_lead_follow_up_clock';
import * as migration_20261127_134549_lead_contact_log from './20261127_134549_lead_contact_log';
import * as migration_20261127_134952_lead_response_checks from './20261127_134952_lead_response_checks';
import * as migration_20261127_142231_bookings from './20261127_142231_bookings';
import * as migration_20261127_142728_booking_reminders from './20261127_142728_booking_reminders';
import * as migration_20261127_195127_editable_pages from './20261127_195127_editable_pages';
import * as migration_20261127_230822_editable_home_contact_legal from './20261127_230822_editable_home_contact_legal';
import * as migration_20261127_233115_search_queries from './20261127_233115_search_queries';
import * as migration_20261128_053001_upload_storage from './20261128_053001_upload_storage';
import * as migration_20261206_070530_student_workspace from './20261206_070530_student_workspace';
import * as migration_20261206_080910_web_vitals_reminders_deletion_requests from './20261206_080910_web_vitals_reminders_deletion_requests';
import * as migration_20261206_084538_events from './20261206_084538_events';
import * as migration_20261206_101759_student_documents from './20261206_101759_student_documents';
import * as migration_20261206_110926_events_map from './20261206_110926_events_map';

export const migrations = [
  {
    up: migration_20261122_104331_initial.up,
    down: migration_20261122_104331_initial.down,
    name: '20261122_104331_initial',
  },
  {
    up: migration_20261122_180854_leads_pipeline.up,
    down: migration_20261122_180854_leads_pipeline.down,
    name: '20261122_180854_leads_pipeline',
  },
  {
    up: migration_20261123_030907_outbox_sweep.up,
    down: migration_20261123_030907_outbox_sweep.down,
    name: '20261123_030907_outbox_sweep',
  },
  {
    up: migration_20261124_135034_repeat_attribution.up,
    down: migration_20261124_135034_repeat_attribution.down,
    name: '20261124_135034_repeat_attribution',
  },
  {
    up: migration_20261125_174944_intake_queue.up,
    down: migration_20261125_174944_intake_queue.down,
    name: '20261125_174944_intake_queue',
  },
  {
    up: migration_20261126_113741_staff_account_mail.up,
    down: migration_20261126_113741_staff_account_mail.down,
    name: '20261126_113741_staff_account_mail',
  },
  {
    up: migration_20261126_150000_staff_names.up,
    down: migration_20261126_150000_staff_names.down,
    name: '20261126_150000_staff_names',
  },
  {
    up: migration_20261127_000641_redirects.up,
    down: migration_20261127_000641_redirects.down,
    name: '20261127_000641_redirects',
  },
  {
    up: migration_20261127_043738_display_order.up,
    down: migration_20261127_043738_display_order.down,
    name: '20261127_043738_display_order',
  },
  {
    up: migration_20261127_074253_drafts_for_all_content.up,
    down: migration_20261127_074253_drafts_for_all_content.down,
    name: '20261127_074253_drafts_for_all_content',
  },
  {
    up: migration_20261127_133950_lead_follow_up_clock.up,
    down: migration_20261127_133950_lead_follow_up_clock.down,
    name: '20261127_133950_lead_follow_up_clock',
  },
  {
    up: migration_20261127_134549_lead_contact_log.up,
    down: migration_20261127_134549_lead_contact_log.down,
    name: '20261127_134549_lead_contact_log',
  },
  {
    up: migration_20261127_134952_lead_response_checks.up,
    down: migration_20261127_134952_lead_response_checks.down,
    name: '20261127_134952_lead_response_checks',
  },
  {
    up: migration_20261127_142231_bookings.up,
    down: migration_20261127_142231_bookings.down,
    name: '20261127_142231_bookings',
  },
  {
    up: migration_20261127_142728_booking_reminders.up,
    down: migration_20261127_142728_booking_reminders.down,
    name: '20261127_142728_booking_reminders',
  },
  {
    up: migration_20261127_195127_editable_pages.up,
    down: migration_20261127_195127_editable_pages.down,
    name: '20261127_195127_editable_pages',
  },
  {
    up: migration_20261127_230822_editable_home_contact_legal.up,
    down: migration_20261127_230822_editable_home_contact_legal.down,
    name: '20261127_230822_editable_home_contact_legal',
  },
  {
    up: migration_20261127_233115_search_queries.up,
    down: migration_20261127_233115_search_queries.down,
    name: '20261127_233115_search_queries',
  },
  {
    up: migration_20261128_053001_upload_storage.up,
    down: migration_20261128_053001_upload_storage.down,
    name: '20261128_053001_upload_storage',
  },
  {
    up: migration_20261206_070530_student_workspace.up,
    down: migration_20261206_070530_student_workspace.down,
    name: '20261206_070530_student_workspace',
  },
  {
    up: migration_20261206_080910_web_vitals_reminders_deletion_requests.up,
    down: migration_20261206_080910_web_vitals_reminders_deletion_requests.down,
    name: '20261206_080910_web_vitals_reminders_deletion_requests',
  },
  {
    up: migration_20261206_084538_events.up,
    down: migration_20261206_084538_events.down,
    name: '20261206_084538_events',
  },
  {
    up: migration_20261206_101759_student_documents.up,
    down: migration_20261206_101759_student_documents.down,
    name: '20261206_101759_student_documents',
  },
  {
    up: migration_20261206_110926_events_map.up,
    down: migration_20261206_110926_events_map.down,
    name: '20261206_110926_events_map'
  },
];
