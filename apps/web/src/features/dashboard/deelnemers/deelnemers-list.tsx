import type { OrganiserDeelnemer } from '@clubelf/contract';
import { useId, useState } from 'react';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/states';
import { TableScroll } from '../../../components/ui/table';
import { fold } from '../../../lib/fold';
import { ShowMoreButton } from '../components/show-more-button';
import { Button } from '../../../components/ui/button';
import badgeStyles from '../components/badge.module.css';
import formStyles from '../components/form.module.css';

const PAGE = 100;

interface DeelnemersListProps {
  deelnemers: readonly OrganiserDeelnemer[];
  onOpen: (id: number | 'nieuw') => void;
}

/** Every participant, found by name, team or subcompetitie. */
export function DeelnemersList({ deelnemers, onOpen }: DeelnemersListProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [shown, setShown] = useState(PAGE);
  const term = fold(text);
  const matches = deelnemers.filter(
    (d) => !term || fold(`${d.name} ${d.teamName} ${d.subcompetities.join(' ')}`).includes(term),
  );
  return (
    <Card title={`Deelnemers (${deelnemers.length})`}>
      <div className={formStyles.toolbar}>
        <Button onClick={() => onOpen('nieuw')}>Nieuwe deelnemer</Button>
        <div className="field">
          <label htmlFor={id}>Zoeken</label>
          <input
            id={id}
            type="search"
            placeholder="Naam, team of subcompetitie"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setShown(PAGE);
            }}
          />
        </div>
      </div>
      <p className="muted" role="status">
        {matches.length} {matches.length === 1 ? 'deelnemer' : 'deelnemers'}
      </p>
      {matches.length === 0 ? (
        <EmptyState>
          {deelnemers.length === 0 ? 'Er zijn nog geen deelnemers.' : 'Geen deelnemers gevonden.'}
        </EmptyState>
      ) : (
        <TableScroll label="Deelnemers">
          <table className="table table--compact">
            <caption className="sr-only">Deelnemers</caption>
            <thead>
              <tr>
                <th scope="col">Naam</th>
                <th scope="col">Team</th>
                <th scope="col">Subcompetities</th>
                <th scope="col">Selectie</th>
                <th scope="col" className="num">
                  Transfers
                </th>
                <th scope="col" className="actions">
                  <span className="sr-only">Acties</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {matches.slice(0, shown).map((d) => (
                <tr key={d.id}>
                  <td>{d.name}</td>
                  <td>{d.teamName}</td>
                  <td>{d.subcompetities.join(', ')}</td>
                  <td>
                    {d.selectie.length === 11 ? (
                      <span className={badgeStyles.badge}>compleet</span>
                    ) : (
                      <span className={`${badgeStyles.badge} ${badgeStyles.warn}`}>
                        {d.selectie.length} van 11
                      </span>
                    )}
                  </td>
                  <td className="num">{d.transfers.length}</td>
                  <td className="actions">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`${d.name} openen`}
                      onClick={() => onOpen(d.id)}
                    >
                      Openen
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <ShowMoreButton total={matches.length} shown={shown} onMore={() => setShown(shown + PAGE)} />
    </Card>
  );
}
