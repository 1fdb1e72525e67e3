/** A score '2 - 1', or 'nog niet gespeeld' while there is no result. */
export function Uitslag({
  homeGoals,
  awayGoals,
}: {
  homeGoals: number | null;
  awayGoals: number | null;
}) {
  if (homeGoals === null || awayGoals === null) {
    return (
      <span className="uitslag uitslag--open">
        <span aria-hidden="true">-</span>
        <span className="sr-only">nog niet gespeeld</span>
      </span>
    );
  }
  return (
    <span className="uitslag">
      {homeGoals} - {awayGoals}
    </span>
  );
}
