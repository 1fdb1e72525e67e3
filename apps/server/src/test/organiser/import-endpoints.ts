// The spreadsheet import and export in the shared table of organiser endpoints
// (organiser/test/organiser-endpoints.ts): each bad input answered 400, nothing written.
import { readFileSync } from 'node:fs';
import { MAX_IMPORT_FILE_BYTES, organiserImportPaths } from '@clubelf/contract';
import type { BadInput, OrganiserEndpoint } from './endpoint-types';
import { FIXTURES } from '../../organiser/import/fixtures/fixture-files';
import { EVENTS_RONDE } from '../../organiser/import/fixtures/fixture-sheets';

const base64 = (text: string) => Buffer.from(text).toString('base64');
const MAX_BASE64 = 4 * Math.ceil(MAX_IMPORT_FILE_BYTES / 3);

function uploadBad(body: Record<string, unknown>): BadInput[] {
  return [
    {
      label: 'fileName empty',
      body: { ...body, fileName: ' ' },
      message: 'fileName mag niet leeg zijn',
    },
    {
      label: 'fileName too long',
      body: { ...body, fileName: `${'x'.repeat(256)}.csv` },
      message: 'fileName mag hoogstens 255 tekens hebben',
    },
    {
      label: 'not a spreadsheet name',
      body: { ...body, fileName: 'lijst.xls' },
      message: 'fileName moet een .xlsx- of .csv-bestand zijn',
    },
    {
      label: 'content empty',
      body: { ...body, content: '' },
      message: 'content mag niet leeg zijn',
    },
    {
      label: 'content not base64',
      body: { ...body, content: 'ééé' },
      message: 'content moet base64 zijn',
    },
    {
      label: 'file too big',
      body: { ...body, content: 'A'.repeat(MAX_BASE64 + 4) },
      message: 'content mag hoogstens een bestand van 2 MB bevatten',
    },
    {
      label: 'xlsx that is no workbook',
      body: { ...body, fileName: 'lijst.xlsx', content: base64('hallo') },
      message: 'Het bestand is geen .xlsx-werkmap',
    },
    {
      label: 'columns missing',
      body: {
        ...body,
        fileName: 'lijst.csv',
        content: base64('Voornaam,Achternaam\nJan,Jansen\n'),
      },
      message: 'Geen blad met de kolommen',
    },
    {
      label: 'only a header',
      body: {
        ...body,
        fileName: 'lijst.csv',
        content: base64('Naam,Teamnaam,E-mail,Keeper,Speler,Gespeeld,Basisplaats\n'),
      },
      message: 'heeft geen regels onder de kopregel',
    },
    { label: 'ronde 0', body: { ...body, ronde: 0 }, message: 'ronde moet minstens 1 zijn' },
    {
      label: 'ronde too big',
      body: { ...body, ronde: 61 },
      message: 'ronde moet hoogstens 60 zijn',
    },
    {
      label: 'ronde fraction',
      body: { ...body, ronde: 2.5 },
      message: 'ronde moet een geheel getal zijn',
    },
  ];
}

/** A fingerprint of the right form that no preview gave: a write with it is refused. */
const FINGERPRINT = 'x'.repeat(43);

export function importEndpoints(): OrganiserEndpoint[] {
  const deelnemers = {
    fileName: 'deelnemers.csv',
    content: readFileSync(FIXTURES.deelnemersCsv).toString('base64'),
  };
  const events = {
    fileName: 'spelerevents-ronde-20.xlsx',
    content: readFileSync(FIXTURES.spelereventsRonde).toString('base64'),
    ronde: EVENTS_RONDE,
  };
  const eventsBad = (body: Record<string, unknown>): BadInput[] => [
    {
      label: 'ronde after the season',
      body: { ...body, ronde: 35 },
      message: 'ronde mag hoogstens 34 zijn (het aantal speelrondes)',
    },
  ];
  const fingerprintBad = (body: Record<string, unknown>): BadInput[] => [
    {
      label: 'fingerprint of another form',
      body: { ...body, fingerprint: 'abc' },
      message: 'fingerprint moet de fingerprint van het voorbeeld zijn',
    },
  ];
  return [
    {
      name: 'import.deelnemers.preview',
      method: 'POST',
      path: organiserImportPaths.preview('deelnemers'),
      body: deelnemers,
      fieldVariants: true,
      bad: uploadBad(deelnemers),
    },
    {
      name: 'import.deelnemers',
      method: 'POST',
      path: organiserImportPaths.commit('deelnemers'),
      body: { ...deelnemers, fingerprint: FINGERPRINT },
      fieldVariants: true,
      bad: [
        ...uploadBad({ ...deelnemers, fingerprint: FINGERPRINT }),
        ...fingerprintBad(deelnemers),
      ],
    },
    {
      name: 'import.spelerevents.preview',
      method: 'POST',
      path: organiserImportPaths.preview('spelerevents'),
      body: events,
      fieldVariants: true,
      bad: [...uploadBad(events), ...eventsBad(events)],
    },
    {
      name: 'import.spelerevents',
      method: 'POST',
      path: organiserImportPaths.commit('spelerevents'),
      body: { ...events, fingerprint: FINGERPRINT },
      fieldVariants: true,
      bad: [
        ...uploadBad({ ...events, fingerprint: FINGERPRINT }),
        ...eventsBad({ ...events, fingerprint: FINGERPRINT }),
        ...fingerprintBad(events),
      ],
    },
    { name: 'export.standen', method: 'GET', path: organiserImportPaths.standenExport, bad: [] },
  ];
}
