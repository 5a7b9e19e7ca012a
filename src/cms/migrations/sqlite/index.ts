import * as migration_20261122_104324_initial from './20261122_104324_initial';
import * as migration_20261122_180837_leads_pipeline from './20261122_180837_leads_pipeline';
import * as migration_20261123_030859_outbox_sweep from './20261123_030859_outbox_sweep';
import * as migration_20261124_135010_repeat_attribution from './20261124_135010_repeat_attribution';
import * as migration_20261125_174935_intake_queue from './20261125_174935_intake_queue';
import * as migration_20261126_150000_staff_names from './20261126_150000_staff_names';
import * as migration_20261127_000627_redirects from './20261127_000627_redirects';
import * as migration_20261127_043731_display_order from './20261127_043731_display_order';
import * as migration_20261127_074249_drafts_for_all_content from './20261127_074249_drafts_for_all_content';
import * as migration_20261127_133939_lead_follow_up_clock from './20261127_133939_lead_follow_up_clock';
import * as migration_20261127_134539_lead_contact_log from './20261127_134539_lead_contact_log';
import * as migration_20261127_142221_bookings from './20261127_142221_bookings';
import * as migration_20261127_195105_editable_pages from './20261127_195105_editable_pages';
import * as migration_20261127_230818_editable_home_contact_legal from './20261127_230818_editable_home_contact_legal';
import * as migration_20261127_233111_search_queries from './20261127_233111_search_queries';
import * as migration_20261128_052928_upload_storage from './20261128_052928_upload_storage';
import * as migration_20261206_070526_student_workspace from './20261206_070526_student_workspace';
import * as migration_20261206_080903_web_vitals_reminders_deletion_requests from './20261206_080903_web_vitals_reminders_deletion_requests';
import * as migration_20261206_084534_events from './20261206_084534_events';
import * as migration_20261206_101752_student_documents from './20261206_101752_student_documents';
import * as migration_20261206_110918_events_map from './20261206_110918_events_map';

export const migrations = [
  {
    up: migration_20261122_104324_initial.up,
    down: migration_20261122_104324_initial.down,
    name: '20261122_104324_initial',
  },
  {
    up: migration_20261122_180837_leads_pipeline.up,
    down: migration_20261122_180837_leads_pipeline.down,
    name: '20261122_180837_leads_pipeline',
  },
  {
    up: migration_20261123_030859_outbox_sweep.up,
    down: migration_20261123_030859_outbox_sweep.down,
    name: '20261123_030859_outbox_sweep',
  },
  {
    up: migration_20261124_135010_repeat_attribution.up,
    down: migration_20261124_135010_repeat_attribution.down,
    name: '20261124_135010_repeat_attribution',
  },
  {
    up: migration_20261125_174935_intake_queue.up,
    down: migration_20261125_174935_intake_queue.down,
    name: '20261125_174935_intake_queue',
  },
  {
    up: migration_20261126_150000_staff_names.up,
    down: migration_20261126_150000_staff_names.down,
    name: '20261126_150000_staff_names',
  },
  {
    up: migration_20261127_000627_redirects.up,
    down: migration_20261127_000627_redirects.down,
    name: '20261127_000627_redirects',
  },
  {
    up: migration_20261127_043731_display_order.up,
    down: migration_20261127_043731_display_order.down,
    name: '20261127_043731_display_order',
  },
  {
    up: migration_20261127_074249_drafts_for_all_content.up,
    down: migration_20261127_074249_drafts_for_all_content.down,
    name: '20261127_074249_drafts_for_all_content',
  },
  {
    up: migration_20261127_133939_lead_follow_up_clock.up,
    down: migration_20261127_133939_lead_follow_up_clock.down,
    name: '20261127_133939_lead_follow_up_clock',
  },
  {
    up: migration_20261127_134539_lead_contact_log.up,
    down: migration_20261127_134539_lead_contact_log.down,
    name: '20261127_134539_lead_contact_log',
  },
  {
    up: migration_20261127_142221_bookings.up,
    down: migration_20261127_142221_bookings.down,
    name: '20261127_142221_bookings',
  },
  {
    up: migration_20261127_195105_editable_pages.up,
    down: migration_20261127_195105_editable_pages.down,
    name: '20261127_195105_editable_pages',
  },
  {
    up: migration_20261127_230818_editable_home_contact_legal.up,
    down: migration_20261127_230818_editable_home_contact_legal.down,
    name: '20261127_230818_editable_home_contact_legal',
  },
  {
    up: migration_20261127_233111_search_queries.up,
    down: migration_20261127_233111_search_queries.down,
    name: '20261127_233111_search_queries',
  },
  {
    up: migration_20261128_052928_upload_storage.up,
    down: migration_20261128_052928_upload_storage.down,
    name: '20261128_052928_upload_storage',
  },
  {
    up: migration_20261206_070526_student_workspace.up,
    down: migration_20261206_070526_student_workspace.down,
    name: '20261206_070526_student_workspace',
  },
  {
    up: migration_20261206_080903_web_vitals_reminders_deletion_requests.up,
    down: migration_20261206_080903_web_vitals_reminders_deletion_requests.down,
    name: '20261206_080903_web_vitals_reminders_deletion_requests',
  },
  {
    up: migration_20261206_084534_events.up,
    down: migration_20261206_084534_events.down,
    name: '20261206_084534_events',
  },
  {
    up: migration_20261206_101752_student_documents.up,
    down: migration_20261206_101752_student_documents.down,
    name: '20261206_101752_student_documents',
  },
  {
    up: migration_20261206_110918_events_map.up,
    down: migration_20261206_110918_events_map.down,
    name: '20261206_110918_events_map'
  },
];
