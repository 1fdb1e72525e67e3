import { AANMELD_REQUIRED_CELLS, IMPORT_COLUMNS } from '@clubelf/contract';
import ExcelJS from 'exceljs';
import { AANMELD_COLUMNS, buildAanmeldformulier } from '../../public/info/aanmeldformulier';
import { describe, expect, it } from 'vitest';
import { csvDelimiter, detectFileType } from './read-workbook';

describe('reading the upload', () => {
  it('takes the separator from the header line', () => {
    expect(csvDelimiter('Naam;Teamnaam;Keeper\nJan, de man;x;y')).toBe(';');
    expect(csvDelimiter('Naam,Teamnaam\r\nx,y')).toBe(',');
  });

  it('believes the bytes, not only the name', () => {
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0]);
    expect(detectFileType(zip, 'a.XLSX')).toBe('xlsx');
    expect(detectFileType(Buffer.from('Naam'), 'a.csv')).toBe('csv');
    expect(() => detectFileType(Buffer.from('Naam'), 'a.xlsx')).toThrow(/geen .xlsx-werkmap/);
    expect(() => detectFileType(zip, 'a.csv')).toThrow(/geen .csv-tekstbestand/);
  });

  it('reads every column of the interest form for the participants', () => {
    const { required, optional } = IMPORT_COLUMNS.deelnemers;
    expect([...required, ...optional].sort()).toEqual([...AANMELD_COLUMNS].sort());
  });

  it('holds a sign-up to the cells the form itself calls required', async () => {
    // One rule: the form's explanation names the cells, the import demands their columns and
    // refuses a row that leaves one empty (import.api.test.ts).
    expect(AANMELD_REQUIRED_CELLS).toEqual(['Naam', 'Teamnaam', 'E-mail']);
    expect(IMPORT_COLUMNS.deelnemers.required).toEqual(
      expect.arrayContaining([...AANMELD_REQUIRED_CELLS]),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await buildAanmeldformulier({
        clubName: 'Club',
        seasonName: 'Seizoen',
        formations: ['4-4-2'],
        maxPerClub: 3,
      })) as unknown as ExcelJS.Buffer,
    );
    const uitleg = workbook.getWorksheet('Uitleg')!.getColumn(1).values.join('\n');
    expect(uitleg).toContain('Naam, Teamnaam en E-mail zijn verplicht.');
  });
});
