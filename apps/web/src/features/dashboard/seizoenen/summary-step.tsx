import type { OrganiserClub, OrganiserDeelnemer, OrganiserSpeler } from '@clubelf/contract';
import { formatNumber } from '../../../lib/format';
import type { OrganiserAction } from '../api/use-organiser-action';
import { ActionStatus } from '../components/action-status';
import { carriedSpelers, type NextSeasonDraft } from './carry-over';
import { WizardStep } from './wizard-step';
import { seasonLabel } from '@clubelf/contract/season-label';
import factStyles from '../components/fact-list.module.css';

const LABELS = {
  name: 'Naam',
  roundCount: 'Aantal speelrondes',
  clubIds: 'Clubs',
  spelerIds: 'Spelers',
  deelnemerIds: 'Deelnemers',
};

interface SummaryStepProps {
  draft: NextSeasonDraft;
  previousName: string;
  clubs: readonly OrganiserClub[];
  spelers: readonly OrganiserSpeler[];
  deelnemers: readonly OrganiserDeelnemer[];
  action: OrganiserAction;
  focus: boolean;
  onBack: () => void;
  onStart: () => void;
}

/** Names of the clubs left behind: all of them when few, else how many. */
function leftBehind(clubs: readonly OrganiserClub[], carried: ReadonlySet<number>): string {
  const names = clubs.filter((c) => !carried.has(c.id)).map((c) => c.name);
  if (names.length === 0) return '';
  if (names.length > 6) return ` (${names.length} niet)`;
  return ` (niet: ${names.join(', ')})`;
}

/** Step 5: everything chosen, then 'Start seizoen'. */
export function SummaryStep({
  draft,
  previousName,
  clubs,
  spelers,
  deelnemers,
  action,
  focus,
  onBack,
  onStart,
}: SummaryStepProps) {
  const carried = carriedSpelers(draft, spelers).length;
  return (
    <WizardStep
      index={4}
      focus={focus}
      onBack={onBack}
      onNext={onStart}
      nextLabel={action.busy ? 'Seizoen wordt gestart…' : 'Start seizoen'}
      busy={action.busy}
      status={<ActionStatus action={action} labels={LABELS} />}
    >
      <dl className={factStyles.list}>
        <div>
          <dt>Naam</dt>
          <dd>{draft.name.trim()}</dd>
        </div>
        <div>
          <dt>Speelrondes</dt>
          <dd>{draft.roundCount}</dd>
        </div>
        <div>
          <dt>Clubs</dt>
          <dd>
            {draft.clubIds.size} van {clubs.length}
            {leftBehind(clubs, draft.clubIds)}
          </dd>
        </div>
        <div>
          <dt>Spelers</dt>
          <dd>
            {formatNumber(carried)} van {formatNumber(spelers.length)}
          </dd>
        </div>
        <div>
          <dt>Deelnemers</dt>
          <dd>
            {draft.deelnemerIds.size} van {deelnemers.length}, {draft.keepTeams ? 'met' : 'zonder'}{' '}
            teams en subcompetities
          </dd>
        </div>
        <div>
          <dt>Spelregels</dt>
          <dd>{draft.keepSettings ? `zoals in ${previousName}` : 'de standaardspelregels'}</dd>
        </div>
        <div>
          <dt>Teksten en site-instellingen</dt>
          <dd>
            {draft.keepTexts ? `zoals in ${previousName}` : 'leeg, alle onderdelen zichtbaar'}
            {draft.keepTexts && draft.clearMainMessage ? ', zonder infobericht' : null}
            {draft.keepTexts && draft.clearReglementExtraText
              ? ', zonder extra reglementstekst'
              : null}
          </dd>
        </div>
      </dl>
      <p>
        Na de start is {draft.name.trim()} het lopende seizoen op de site, nog zonder speelschema,
        uitslagen en selecties. {seasonLabel(previousName)} blijft ongewijzigd in het archief en op
        de erelijst.
      </p>
    </WizardStep>
  );
}
