import { useParams } from 'react-router';

/** The route's :id as a positive integer, or null when the address holds something else. */
export function useIdParam(name = 'id'): number | null {
  const raw = useParams()[name] ?? '';
  return /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}
