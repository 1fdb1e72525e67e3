import type { ClubCreateRequest, ClubUpdateRequest, OrganiserClub } from '@clubelf/contract';
import { useState, type FormEvent } from 'react';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/states';
import { TableScroll } from '../../../components/ui/table';
import { clubApi } from '../api/clubs-spelers';
import { useOrganiserAction } from '../api/use-organiser-action';
import { ActionStatus } from '../components/action-status';
import { ConfirmButton } from '../components/confirm-button';
import { Field } from '../components/field';
import { Button } from '../../../components/ui/button';
import formStyles from '../components/form.module.css';
import styles from './clubs-card.module.css';

const LABELS = { name: 'Clubnaam' };

/** The league's clubs: add, rename, and remove one that has no players or matches. */
export function ClubsCard({ clubs }: { clubs: readonly OrganiserClub[] }) {
  const action = useOrganiserAction('clubs');
  const [newName, setNewName] = useState('');
  const [editing, setEditing] = useState<{ club: OrganiserClub; name: string } | null>(null);

  async function create(event: FormEvent) {
    event.preventDefault();
    const body: ClubCreateRequest = { name: newName };
    const created = await action.run(() => clubApi.create(body), {
      success: (c) => `Club ${c.name} is toegevoegd.`,
    });
    if (created) setNewName('');
  }

  async function rename(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    const body: ClubUpdateRequest = { version: editing.club.version, name: editing.name };
    const saved = await action.run(() => clubApi.update(editing.club.id, body), {
      success: (c) => `De club heet nu ${c.name}.`,
    });
    if (saved) setEditing(null);
  }

  const remove = (club: OrganiserClub) =>
    action.run(() => clubApi.remove(club), { success: `Club ${club.name} is verwijderd.` });

  return (
    <Card title={`Clubs (${clubs.length})`}>
      {clubs.length === 0 ? (
        <EmptyState>Er zijn nog geen clubs. Voeg de clubs van de competitie toe.</EmptyState>
      ) : null}
      {clubs.length > 0 ? (
        <TableScroll label="Clubs">
          <table className="table table--compact">
            <caption className="sr-only">Clubs</caption>
            <thead>
              <tr>
                <th scope="col">Club</th>
                <th scope="col" className="num">
                  Spelers
                </th>
                <th scope="col" className="num">
                  Wedstrijden
                </th>
                <th scope="col" className="actions">
                  <span className="sr-only">Acties</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {clubs.map((club) => (
                <tr key={club.id}>
                  <td>
                    {editing?.club.id === club.id ? (
                      <form onSubmit={rename} className={styles.inlineForm}>
                        <label htmlFor={`club-${club.id}`} className="sr-only">
                          Nieuwe naam voor {club.name}
                        </label>
                        <input
                          id={`club-${club.id}`}
                          type="text"
                          autoFocus
                          value={editing.name}
                          aria-invalid={action.fields.name ? true : undefined}
                          onChange={(e) => setEditing({ club, name: e.target.value })}
                        />
                        <Button type="submit" size="sm" disabled={action.busy}>
                          Opslaan
                        </Button>
                        <Button size="sm" variant="secondary" onClick={() => setEditing(null)}>
                          Annuleren
                        </Button>
                      </form>
                    ) : (
                      club.name
                    )}
                  </td>
                  <td className="num">{club.spelerCount}</td>
                  <td className="num">{club.wedstrijdCount}</td>
                  <td className="actions">
                    {editing?.club.id === club.id ? null : (
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`${club.name} hernoemen`}
                        onClick={() => {
                          action.reset();
                          setEditing({ club, name: club.name });
                        }}
                      >
                        Hernoemen
                      </Button>
                    )}{' '}
                    <ConfirmButton
                      label="Verwijderen"
                      ariaLabel={`${club.name} verwijderen`}
                      question={`${club.name} verwijderen?`}
                      disabled={action.busy || club.spelerCount > 0 || club.wedstrijdCount > 0}
                      onConfirm={() => remove(club)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
      <p className={formStyles.hint}>
        Een club met spelers of wedstrijden kan niet worden verwijderd.
      </p>
      <form onSubmit={create} noValidate>
        <Field label="Nieuwe club" error={editing ? undefined : action.fields.name}>
          {(control) => (
            <input
              {...control}
              type="text"
              value={newName}
              onChange={(e) => setNewName(e.target.value)}
            />
          )}
        </Field>
        <ActionStatus action={action} labels={LABELS} />
        <Button type="submit" disabled={action.busy}>
          Club toevoegen
        </Button>
      </form>
    </Card>
  );
}
