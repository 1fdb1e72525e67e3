// Booleans are stored as integer 0/1 (db/schema.ts), the same on SQLite and PostgreSQL.

/** A boolean as its stored column value. */
export const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** A stored 0/1 column as the boolean it is. */
export const isSet = (value: number): boolean => value === 1;
