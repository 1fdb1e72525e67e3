import { AANMELD_COLUMNS } from '../../info/aanmeldformulier';
import { IMPORT_COLUMNS } from '@clubelf/contract';
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
});
