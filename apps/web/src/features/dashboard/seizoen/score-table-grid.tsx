import type { GameSettingsBody } from '@clubelf/contract';
import { POSITIES } from '@clubelf/contract/constants';
import { TableScroll } from '../../../components/ui/table';
import { EVENT_LABELS } from '../../../lib/event-labels';
import { NumberInput } from '../components/number-input';
import styles from './score-table-grid.module.css';

type ScoreTable = GameSettingsBody['scoreTable'];

interface ScoreTableGridProps {
  value: ScoreTable;
  onChange: (value: ScoreTable) => void;
  /** Problems by path under settings.scoreTable ('Keeper.doelpunt'). */
  errors: Record<string, string>;
}

/** The points per event and position: a grid of number inputs, one row per event. */
export function ScoreTableGrid({ value, onChange, errors }: ScoreTableGridProps) {
  return (
    <TableScroll label="Puntentabel">
      <table className={`table table--compact ${styles.grid}`}>
        <caption className="sr-only">Punten per gebeurtenis en positie</caption>
        <thead>
          <tr>
            <th scope="col">Gebeurtenis</th>
            {POSITIES.map((positie) => (
              <th key={positie} scope="col" className="num">
                {positie}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {EVENT_LABELS.map(({ event, full }) => (
            <tr key={event}>
              <th scope="row">{full}</th>
              {POSITIES.map((positie) => {
                const error = errors[`${positie}.${event}`];
                return (
                  <td key={positie} className="num">
                    <NumberInput
                      aria-label={`${full}, ${positie}`}
                      aria-invalid={error ? true : undefined}
                      title={error}
                      min={-100}
                      max={100}
                      value={value[positie][event]}
                      onChange={(points) =>
                        onChange({ ...value, [positie]: { ...value[positie], [event]: points } })
                      }
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
