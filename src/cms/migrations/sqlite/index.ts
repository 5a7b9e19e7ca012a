import * as migration_20261122_104324_initial from './20261122_104324_initial';
import * as migration_20261122_180837_leads_pipeline from './20261122_180837_leads_pipeline';

export const migrations = [
  {
    up: migration_20261122_104324_initial.up,
    down: migration_20261122_104324_initial.down,
    name: '20261122_104324_initial',
  },
  {
    up: migration_20261122_180837_leads_pipeline.up,
    down: migration_20261122_180837_leads_pipeline.down,
    name: '20261122_180837_leads_pipeline'
  },
];
