import type { OrganiserSeason, SeasonUpdateRequest } from '@clubelf/contract';
import type { FormEvent } from 'react';
import { Card } from '../../../components/card';
import { errorsUnder, fieldError } from '../api/field-problems';
import { numberProblems } from '../api/number-problems';
import { updateSeason } from '../api/season';
import { useOrganiserAction } from '../api/use-organiser-action';
import { useServerDraft } from '../api/use-server-draft';
import { ActionStatus } from '../components/action-status';
import { Field } from '../components/field';
import { NumberInput } from '../components/number-input';
import { SaveActions } from '../components/save-actions';
import { FormationsField } from './formations-field';
import { SEASON_LABELS } from './game-settings-labels';
import { PeriodesField } from './periodes-field';
import { ScoreTableGrid } from './score-table-grid';
import formStyles from '../components/form.module.css';

type Draft = Omit<SeasonUpdateRequest, 'version'>;
type Settings = Draft['settings'];

const fromSeason = (s: OrganiserSeason): Draft => ({
  name: s.name,
  roundCount: s.roundCount,
  settings: s.settings,
});

/** The season's name, length and every rule docs/game.md marks as a setting. */
export function SeasonSettingsForm({ season }: { season: OrganiserSeason }) {
  const action = useOrganiserAction('seizoen');
  const { draft, setDraft, base, reset, saved } = useServerDraft(season, fromSeason);
  const { fields } = action;
  const settings = draft.settings;
  const setSettings = (patch: Partial<Settings>) =>
    setDraft((d) => ({ ...d, settings: { ...d.settings, ...patch } }));
  const numberField = (
    key: 'maxPerClub' | 'maxTransfers' | 'teamMinDeelnemers' | 'herbstmeisterRound',
    hint?: string,
  ) => (
    <Field label={SEASON_LABELS[`settings.${key}`]!} error={fields[`settings.${key}`]} hint={hint}>
      {(control) => (
        <NumberInput
          {...control}
          min={0}
          value={settings[key]}
          onChange={(n) => setSettings({ [key]: n })}
        />
      )}
    </Field>
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = numberProblems(draft);
    if (Object.keys(problems).length > 0) return action.fail(problems);
    const body: SeasonUpdateRequest = { version: base.version, ...draft };
    await action.run(() => updateSeason(body), {
      success: 'De seizoensinstellingen zijn opgeslagen. De standen zijn opnieuw berekend.',
      onSuccess: saved,
    });
  }

  return (
    <Card title="Seizoen en spelregels">
      <form onSubmit={submit} noValidate>
        <div className={formStyles.row}>
          <Field label={SEASON_LABELS.name!} error={fields.name}>
            {(control) => (
              <input
                {...control}
                type="text"
                value={draft.name}
                onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              />
            )}
          </Field>
          <Field
            label={SEASON_LABELS.roundCount!}
            error={fields.roundCount}
            hint="Minder kan alleen zolang de laatste speelrondes leeg zijn."
          >
            {(control) => (
              <NumberInput
                {...control}
                min={4}
                max={60}
                value={draft.roundCount}
                onChange={(roundCount) => setDraft({ ...draft, roundCount })}
              />
            )}
          </Field>
        </div>

        <h3>Puntentabel</h3>
        <ScoreTableGrid
          value={settings.scoreTable}
          onChange={(scoreTable) => setSettings({ scoreTable })}
          errors={errorsUnder(fields, 'settings.scoreTable')}
        />

        <h3>Kaartpunten (fairplaycup)</h3>
        <div className={formStyles.row}>
          {(['geel', 'tweedeGeel', 'rood'] as const).map((card) => (
            <Field
              key={card}
              label={SEASON_LABELS[`settings.cardPoints.${card}`]!}
              error={fields[`settings.cardPoints.${card}`]}
            >
              {(control) => (
                <NumberInput
                  {...control}
                  min={0}
                  max={20}
                  value={settings.cardPoints[card]}
                  onChange={(n) =>
                    setSettings({ cardPoints: { ...settings.cardPoints, [card]: n } })
                  }
                />
              )}
            </Field>
          ))}
        </div>

        <h3>Selectie en transfers</h3>
        <FormationsField
          value={settings.formations}
          onChange={(formations) => setSettings({ formations })}
          error={fieldError(fields, 'settings.formations')}
        />
        <div className={formStyles.row}>
          {numberField('maxPerClub', 'Spelers van dezelfde club in één selectie.')}
          {numberField('maxTransfers', 'Per deelnemer, per transferperiode.')}
        </div>

        <h3>Periodes, herbstmeister en teams</h3>
        <PeriodesField
          value={settings.periodes}
          roundCount={draft.roundCount}
          onChange={(periodes) => setSettings({ periodes })}
          errors={errorsUnder(fields, 'settings.periodes')}
          error={fields['settings.periodes']}
        />
        <div className={formStyles.row}>
          {numberField('herbstmeisterRound', 'De herbstmeister is de koploper na deze speelronde.')}
          {numberField('teamMinDeelnemers', 'Een team telt mee vanaf zoveel deelnemers.')}
        </div>
        <Field
          label={SEASON_LABELS['settings.missedRounds']!}
          error={fields['settings.missedRounds']}
          hint="Wie later instapt, telt mee vanaf de eerste speelronde die nog niet begonnen is."
        >
          {(control) => (
            <select
              {...control}
              value={settings.missedRounds}
              onChange={(e) =>
                setSettings({ missedRounds: e.target.value === 'laagste' ? 'laagste' : 'niets' })
              }
            >
              <option value="niets">Geen punten</option>
              <option value="laagste">De laagste rondescore van die speelronde</option>
            </select>
          )}
        </Field>

        <ActionStatus action={action} labels={SEASON_LABELS} onReload={reset} />
        <SaveActions saveLabel="Seizoen opslaan" action={action} onUndo={reset} />
      </form>
    </Card>
  );
}
