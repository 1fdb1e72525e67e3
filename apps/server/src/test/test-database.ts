import { inject } from 'vitest';

/** Where this test run's seeded demo database is (provided by the project's global setup). */
export type TestDatabase =
  { kind: 'sqlite'; seededFile: string } | { kind: 'postgres'; seededDatabase: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabase;
  }
}

export function testDatabase(): TestDatabase {
  return inject('testDatabase');
}

export const onPostgres = () => testDatabase().kind === 'postgres';
