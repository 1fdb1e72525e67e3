// The entry fees as one workbook for the treasurer: every participant paid or open, and the
// totals per way of paying.
import { INLEG_WIJZE_LABELS, type InlegOverzicht } from '@clubelf/contract';
import ExcelJS from 'exceljs';

const EURO = '"€" #,##0.00';

export async function buildInlegWorkbook(overzicht: InlegOverzicht, clubName: string) {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = clubName;
  workbook.title = `${overzicht.seasonName}: inleg`;

  const list = workbook.addWorksheet('Inleg', { views: [{ state: 'frozen', ySplit: 1 }] });
  list.columns = [
    { header: 'Naam', width: 28 },
    { header: 'Team', width: 28 },
    { header: 'Status', width: 10 },
    { header: 'Betaald op', width: 12 },
    { header: 'Wijze', width: 13 },
    { header: 'Bedrag', width: 11, style: { numFmt: EURO } },
    { header: 'Notitie', width: 30 },
  ];
  list.getRow(1).font = { bold: true };
  list.addRows(
    overzicht.deelnemers.map((d) => [
      d.name,
      d.teamName,
      d.betaald ? 'Betaald' : 'Open',
      d.betaaldOp ?? '',
      d.wijze ? INLEG_WIJZE_LABELS[d.wijze] : '',
      overzicht.bedragCenten / 100,
      d.notitie ?? '',
    ]),
  );

  const t = overzicht.totalen;
  const totals = workbook.addWorksheet('Totalen');
  totals.columns = [
    { header: 'Wat', width: 22 },
    { header: 'Aantal', width: 10 },
    { header: 'Bedrag', width: 12, style: { numFmt: EURO } },
  ];
  totals.getRow(1).font = { bold: true };
  totals.addRows([
    ['Inleg per deelnemer', null, overzicht.bedragCenten / 100],
    ['Verwacht', t.aantalBetaald + t.aantalOpen, t.verwacht / 100],
    ['Ontvangen', t.aantalBetaald, t.ontvangen / 100],
    ['Open', t.aantalOpen, t.open / 100],
    ...t.perWijze.map((w) => [INLEG_WIJZE_LABELS[w.wijze], w.aantal, w.bedrag / 100]),
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
