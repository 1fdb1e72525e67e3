import { useSearchParams } from 'react-router';

/** The chosen speelronde in the address (?ronde=5), so a link or a reload keeps it. */
export function useRondeParam(
  fallback: number,
  roundCount: number,
): [number, (round: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('ronde'));
  const round = Number.isInteger(asked) && asked >= 1 && asked <= roundCount ? asked : fallback;
  const setRound = (next: number) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('ronde', String(next));
        copy.delete('wedstrijd');
        return copy;
      },
      { replace: true },
    );
  return [round, setRound];
}
