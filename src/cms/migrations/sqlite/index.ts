import * as migration_20261122_104324_initial from './20261122_104324_initial';

export const migrations = [
  {
    up: migration_20261122_104324_initial.up,
    down: migration_20261122_104324_initial.down,
    name: '20261122_104324_initial'
  },
];
