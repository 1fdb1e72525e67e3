// Every organiser endpoint with a valid request and bad variants, for the shared safety test
// (organiser-safety.api.test.ts): each bad variant must be answered 400 with the Dutch message
// given, and nothing written. Other organiser features add their endpoints to PROVIDERS.
import { backupEndpoints } from './backup-endpoints';
import { importEndpoints } from './import-endpoints';
import type { BadInput, EndpointProvider, OrganiserEndpoint } from './endpoint-types';
import { aanmeldingEndpoints } from './endpoints/aanmelding-endpoints';
import { clubEndpoints, spelerEndpoints } from './endpoints/club-speler-endpoints';
import { deelnemerEndpoints, selectieEndpoints } from './endpoints/deelnemer-endpoints';
import { inlegEndpoints } from './endpoints/inleg-endpoints';
import { inloglinkEndpoints } from './endpoints/inloglink-endpoints';
import { privacyEndpoints } from './endpoints/privacy-endpoints';
import {
  auditEndpoints,
  bekerEndpoints,
  transferperiodeEndpoints,
} from './endpoints/other-endpoints';
import { speelschemaEndpoints, uitslagEndpoints } from './endpoints/speelschema-endpoints';
import { seizoenEndpoints } from './endpoints/seizoen-endpoints';
import type { Fixtures } from './organiser-fixtures';

export type { BadInput, EndpointProvider, Method, OrganiserEndpoint } from './endpoint-types';

/** Every organiser feature's endpoints; the spreadsheet import and export add theirs here. */
export const PROVIDERS: EndpointProvider[] = [
  seizoenEndpoints,
  clubEndpoints,
  spelerEndpoints,
  speelschemaEndpoints,
  uitslagEndpoints,
  deelnemerEndpoints,
  selectieEndpoints,
  transferperiodeEndpoints,
  bekerEndpoints,
  auditEndpoints,
  importEndpoints,
  backupEndpoints,
  inlegEndpoints,
  aanmeldingEndpoints,
  privacyEndpoints,
  inloglinkEndpoints,
];

export function organiserEndpoints(fx: Fixtures): OrganiserEndpoint[] {
  return PROVIDERS.flatMap((provider) => provider(fx));
}

export interface GeneratedBadInput extends BadInput {
  /** How the message is compared: whole, its start, or anywhere. */
  match: 'exact' | 'start' | 'contains';
}

/** The generated variants: per top-level field missing, wrong-typed, plus an unknown field. */
export function generatedBadInputs(endpoint: OrganiserEndpoint): GeneratedBadInput[] {
  const variants: GeneratedBadInput[] = [];
  if (endpoint.fieldVariants && endpoint.body && typeof endpoint.body === 'object') {
    const body = endpoint.body as Record<string, unknown>;
    for (const [key, value] of Object.entries(body)) {
      const { [key]: _left, ...missing } = body;
      variants.push({
        label: `${key} missing`,
        body: missing,
        message: `${key} ontbreekt`,
        match: 'exact',
      });
      const wrong =
        typeof value === 'string'
          ? 12345
          : typeof value === 'number'
            ? 'twaalf'
            : typeof value === 'boolean'
              ? 'ja'
              : 'verkeerd';
      variants.push({
        label: `${key} wrong type`,
        body: { ...body, [key]: wrong },
        message: `${key} moet`,
        match: 'start',
      });
    }
    variants.push({
      label: 'unknown field',
      body: { ...body, extra: 1 },
      message: 'Onbekend veld: extra',
      match: 'exact',
    });
    variants.push({
      label: 'no body',
      body: undefined,
      message: 'De inhoud moet een JSON-object zijn',
      match: 'exact',
    });
  }
  if (endpoint.withId) {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      variants.push({
        label: `id ${id}`,
        path: endpoint.withId(id) + (endpoint.versionQuery ? '?version=1' : ''),
        message: 'moet een positief geheel getal zijn',
        match: 'contains',
      });
    }
  }
  if (endpoint.versionQuery) {
    const bare = endpoint.path.split('?')[0]!;
    variants.push(
      { label: 'version missing', path: bare, message: 'version ontbreekt', match: 'exact' },
      {
        label: 'version text',
        path: `${bare}?version=een`,
        message: 'version moet een getal zijn',
        match: 'exact',
      },
      {
        label: 'version 0',
        path: `${bare}?version=0`,
        message: 'version moet minstens 1 zijn',
        match: 'exact',
      },
      {
        label: 'unknown parameter',
        path: `${endpoint.path}&force=true`,
        message: 'Onbekend veld: force',
        match: 'exact',
      },
    );
  }
  return variants;
}
