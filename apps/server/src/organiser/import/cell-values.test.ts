import { describe, expect, it } from 'vitest';
import {
  cellOf,
  toDate,
  toFlag,
  toInteger,
  toOptionalInteger,
  toRequiredText,
  toText,
  toTime,
} from './cell-values';

const value = <T>(c: { ok: true; value: T } | { ok: false; message: string }) =>
  c.ok ? c.value : `fout: ${c.message}`;

describe('cellOf', () => {
  it('takes the result of a formula, the text of rich text and of a hyperlink, and keeps errors apart', () => {
    expect(cellOf({ formula: 'A1+1', result: 7 })).toBe(7);
    expect(cellOf({ richText: [{ text: 'Jan ' }, { text: 'Jansen' }] })).toBe('Jan Jansen');
    expect(cellOf({ text: 'jan@example.nl', hyperlink: 'mailto:jan@example.nl' })).toBe(
      'jan@example.nl',
    );
    expect(cellOf({ error: '#N/A' })).toEqual({ error: '#N/A' });
    expect(cellOf('   ')).toBeNull();
    expect(cellOf(undefined as never)).toBeNull();
  });
});

describe('conversions', () => {
  it('text: trimmed, spaces folded, limited', () => {
    expect(value(toText('  Jan   de  Vries '))).toBe('Jan de Vries');
    expect(value(toText(12))).toBe('12');
    expect(value(toText('x'.repeat(5), 4))).toBe('fout: is te lang (hoogstens 4 tekens)');
    expect(value(toText({ error: '#REF!' }))).toBe('fout: bevat een foutwaarde (#REF!)');
    expect(value(toRequiredText(null))).toBe('fout: ontbreekt');
  });

  it('whole numbers in a range, from a number or text', () => {
    expect(value(toInteger(3, { min: 1, max: 34 }))).toBe(3);
    expect(value(toInteger(' 12 ', { min: 1, max: 34 }))).toBe(12);
    expect(value(toInteger(null, { min: 0, max: 5, empty: 0 }))).toBe(0);
    expect(value(toInteger(null, { min: 0, max: 5 }))).toBe('fout: ontbreekt');
    expect(value(toInteger(2.5, { min: 0, max: 5 }))).toBe("fout: '2.5' is geen geheel getal");
    expect(value(toInteger('twee', { min: 0, max: 5 }))).toBe("fout: 'twee' is geen geheel getal");
    expect(value(toInteger(40, { min: 1, max: 34 }))).toBe('fout: 40 moet tussen 1 en 34 liggen');
    expect(value(toOptionalInteger(null, { min: 1, max: 34 }))).toBeNull();
  });

  it('ja/nee in the ways a sheet writes it', () => {
    for (const yes of ['ja', 'JA', 'x', '1', 1, true, 'WAAR'])
      expect(value(toFlag(yes, false))).toBe(true);
    for (const no of ['nee', 'N', '0', 0, false, 'ONWAAR'])
      expect(value(toFlag(no, true))).toBe(false);
    expect(value(toFlag(null, true))).toBe(true);
    expect(value(toFlag('misschien', false))).toBe("fout: 'misschien' is geen ja of nee");
  });

  it('dates from date cells, Excel serials and Dutch or ISO text', () => {
    expect(value(toDate(new Date(Date.UTC(2027, 7, 14))))).toBe('2027-08-14');
    expect(value(toDate(46613))).toBe('2027-08-14');
    expect(value(toDate('14-8-2027'))).toBe('2027-08-14');
    expect(value(toDate('14/08/2027'))).toBe('2027-08-14');
    expect(value(toDate('2027-08-14'))).toBe('2027-08-14');
    expect(value(toDate('29-02-2027'))).toBe(
      "fout: '29-02-2027' is geen datum (schrijf dd-mm-jjjj)",
    );
    expect(value(toDate('volgende week'))).toBe(
      "fout: 'volgende week' is geen datum (schrijf dd-mm-jjjj)",
    );
  });

  it('times from time cells, day fractions and text', () => {
    expect(value(toTime(new Date(Date.UTC(1899, 11, 30, 20, 0))))).toBe('20:00');
    expect(value(toTime(0.6875))).toBe('16:30');
    expect(value(toTime('9:05'))).toBe('09:05');
    expect(value(toTime('20.45'))).toBe('20:45');
    expect(value(toTime('20:00:00'))).toBe('20:00');
    expect(value(toTime('24:00'))).toBe(
      "fout: '24:00' is geen tijd (schrijf uu:mm, bijvoorbeeld 20:00)",
    );
  });
});
