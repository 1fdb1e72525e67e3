// The standings as one workbook, a sheet per standing, from the bodies the public API serves.
import type {
  Fairplaycup,
  Highscorecup,
  Periode,
  SiteInfo,
  Teamcompetitie,
  Tussenstand,
} from '@clubelf/contract';
import ExcelJS from 'exceljs';

export interface StandenExport {
  site: SiteInfo;
  tussenstand: Tussenstand;
  fairplaycup: Fairplaycup;
  highscorecup: Highscorecup;
  periodes: Periode[];
  teamcompetitie: Teamcompetitie;
}

interface Column {
  header: string;
  width: number;
  numFmt?: string;
}

function addSheet(workbook: ExcelJS.Workbook, name: string, columns: Column[], rows: unknown[][]) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: c.width,
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows);
}

const positie = { header: 'Positie', width: 9 };
const naam = { header: 'Naam', width: 28 };
const team = { header: 'Team', width: 28 };

export async function buildStandenWorkbook(data: StandenExport): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = data.site.clubName;
  workbook.title = `${data.site.seasonName}: standen na speelronde ${data.tussenstand.round}`;

  addSheet(
    workbook,
    'Tussenstand',
    [
      positie,
      naam,
      team,
      { header: 'Totaal', width: 10 },
      { header: 'Vorige positie', width: 15 },
      { header: 'Verschil', width: 10 },
    ],
    data.tussenstand.rows.map((r) => [
      r.position,
      r.name,
      r.teamName,
      r.totalScore,
      r.previousPosition,
      r.positionChange,
    ]),
  );
  addSheet(
    workbook,
    'Fairplaycup',
    [positie, naam, team, { header: 'Kaartpunten', width: 13 }, { header: 'Totaal', width: 10 }],
    data.fairplaycup.rows.map((r) => [r.position, r.name, r.teamName, r.cardPoints, r.totalScore]),
  );
  addSheet(
    workbook,
    'Highscorecup',
    [positie, naam, team, { header: 'Score', width: 10 }, { header: 'Speelronde', width: 12 }],
    data.highscorecup.rows.map((r) => [r.position, r.name, r.teamName, r.score, r.round]),
  );
  for (const periode of data.periodes) {
    addSheet(
      workbook,
      `Periode ${periode.nummer}`,
      [
        positie,
        naam,
        team,
        { header: `Score (speelronde ${periode.fromRound}-${periode.toRound})`, width: 28 },
      ],
      periode.rows.map((r) => [r.position, r.name, r.teamName, r.score]),
    );
  }
  addSheet(
    workbook,
    'Teamcompetitie',
    [
      positie,
      team,
      { header: 'Deelnemers', width: 12 },
      { header: 'Totaal', width: 10 },
      { header: 'Gemiddelde', width: 12, numFmt: '0.0' },
    ],
    data.teamcompetitie.teamcompetitiePositions.map((r) => [
      r.position,
      r.teamName,
      r.deelnemerCount,
      r.totalScore,
      r.averageScore,
    ]),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
