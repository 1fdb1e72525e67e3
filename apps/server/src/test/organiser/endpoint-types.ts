// The shape of the shared table of organiser endpoints (organiser-endpoints.ts).
import type { Fixtures } from './organiser-fixtures';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface BadInput {
  label: string;
  /** Replaces the valid body. */
  body?: unknown;
  /** Replaces the path (with its query). */
  path?: string;
  /** The 400's message contains this (Dutch). */
  message: string;
}

export interface OrganiserEndpoint {
  name: string;
  method: Method;
  path: string;
  /** A valid JSON body (writes). */
  body?: unknown;
  /** The path with the id put in its place, for the generated bad-id variants. */
  withId?: (id: string) => string;
  /** Generate a missing, a wrong-typed and an unknown variant for every top-level field. */
  fieldVariants?: boolean;
  /** A DELETE with ?version=: generate missing, wrong-typed and out-of-range versions. */
  versionQuery?: boolean;
  bad: BadInput[];
}

export type EndpointProvider = (fx: Fixtures) => OrganiserEndpoint[];
