import { useState } from 'react';
import { Button } from '../../components/ui/button';

export const PAGE_SIZE = 100;

/** Long lists show 100 rows first: a phone renders them quickly, the rest is one tap away. */
export function useShowMore<T>(rows: readonly T[]) {
  const [all, setAll] = useState(false);
  return {
    visible: all ? rows : rows.slice(0, PAGE_SIZE),
    hiddenCount: all ? 0 : Math.max(rows.length - PAGE_SIZE, 0),
    showAll: () => setAll(true),
  };
}

export function ShowMoreButton({
  hiddenCount,
  total,
  onClick,
}: {
  hiddenCount: number;
  total: number;
  onClick: () => void;
}) {
  if (hiddenCount === 0) return null;
  return (
    <p>
      <Button variant="secondary" onClick={onClick}>
        Toon alle {total} spelers
      </Button>
    </p>
  );
}
