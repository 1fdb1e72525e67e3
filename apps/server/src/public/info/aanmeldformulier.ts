// The interest form for next season as a real spreadsheet: one row per sign-up.
import { AANMELD_REQUIRED_CELLS } from '@clubelf/contract';
import ExcelJS from 'exceljs';

export interface AanmeldformulierInput {
  clubName: string;
  seasonName: string;
  formations: readonly string[];
  maxPerClub: number;
}

export const AANMELD_COLUMNS = [
  'Naam',
  'Teamnaam',
  'E-mail',
  'Subcompetities',
  'Keeper',
  ...[1, 2, 3, 4, 5].map((n) => `Verdediger ${n}`),
  ...[1, 2, 3, 4, 5].map((n) => `Middenvelder ${n}`),
  ...[1, 2, 3].map((n) => `Aanvaller ${n}`),
];

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 'a, b en c' */
function dutchList(items: readonly string[]): string {
  return items.length < 2
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} en ${items[items.length - 1]}`;
}

export async function buildAanmeldformulier(input: AanmeldformulierInput): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = input.clubName;

  const form = workbook.addWorksheet('Aanmelding', { views: [{ state: 'frozen', ySplit: 1 }] });
  form.columns = AANMELD_COLUMNS.map((header) => ({
    header,
    key: header,
    width: header === 'E-mail' || header === 'Subcompetities' ? 30 : 22,
  }));
  form.getRow(1).font = { bold: true };

  const uitleg = workbook.addWorksheet('Uitleg');
  uitleg.getColumn(1).width = 100;
  const lines = [
    `Aanmelden voor het volgende seizoen – ${input.clubName}`,
    '',
    'Vul op het blad Aanmelding per deelnemer één regel in.',
    // The import holds every row to the same list (deelnemers-check.ts).
    `${dutchList(AANMELD_REQUIRED_CELLS)} zijn verplicht. Je e-mailadres gebruiken we alleen om contact op te nemen en het komt nooit op de site.`,
    'Subcompetities: optioneel, meerdere gescheiden door een komma (bijvoorbeeld Jeugd, Dames).',
    'Kies 11 spelers: precies 1 keeper en de veldspelers volgens een van deze opstellingen',
    `(verdedigers-middenvelders-aanvallers): ${input.formations.join(', ')}.`,
    'Laat de vakken die je opstelling niet gebruikt leeg.',
    `Maximaal ${input.maxPerClub} spelers van één club.`,
    `Dit formulier hoort bij ${input.seasonName}; de spelerslijst van het nieuwe seizoen staat op de site zodra die bekend is.`,
  ];
  lines.forEach((text, i) => {
    uitleg.getCell(i + 1, 1).value = text;
  });
  uitleg.getRow(1).font = { bold: true, size: 14 };

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
