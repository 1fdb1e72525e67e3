import type { TussenstandRow } from '@clubelf/contract';
import { formatNumber } from '../lib/format';
import { gekozenRowProps } from './gekozen-row';
import { PositionChange } from './position-change';
import { TableScroll } from './table-scroll';
import { NameCell } from './name-cell';

interface StandTableProps {
  label: string;
  rows: readonly TussenstandRow[];
  gekozenId: number;
  showChange?: boolean;
}

/** A tussenstand-like standing: position, change, participant, team, points. */
export function StandTable({ label, rows, gekozenId, showChange = true }: StandTableProps) {
  return (
    <TableScroll label={label}>
      <table className="table table--stand">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              Pos.
            </th>
            {showChange ? (
              <th scope="col">
                <span className="sr-only">Verschil met vorige speelronde</span>
              </th>
            ) : null}
            <th scope="col">Deelnemer</th>
            <th scope="col" className="team">
              Team
            </th>
            <th scope="col" className="num">
              Punten
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.deelnemerId} {...gekozenRowProps(row.deelnemerId === gekozenId)}>
              <td className="num">{row.position}</td>
              {showChange ? (
                <td className="change">
                  <PositionChange change={row.positionChange} />
                </td>
              ) : null}
              <NameCell name={row.name} teamName={row.teamName} />
              <td className="team">{row.teamName}</td>
              <td className="num strong">{formatNumber(row.totalScore)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
