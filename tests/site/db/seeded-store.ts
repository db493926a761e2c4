// Each test's own store: a fresh temporary store with the test catalogue seeded, disposed after
// the test.
import { afterEach, beforeEach } from 'vitest';
import { seedCatalogue } from '../../../site/db/seed.js';
import { catalogue } from './catalogue.js';
import { tempStore, type TempStore } from './temp-store.js';

export function useSeededStore(): TempStore {
  let temp: TempStore | undefined;
  beforeEach(async () => {
    temp = await tempStore();
    await seedCatalogue(temp.store, catalogue);
  });
  afterEach(() => temp?.dispose());
  const current = (): TempStore => {
    if (temp === undefined) throw new Error('the seeded store exists only while a test runs');
    return temp;
  };
  return {
    get store() {
      return current().store;
    },
    get location() {
      return current().location;
    },
    reopen: () => current().reopen(),
    dispose: () => current().dispose(),
  };
}
