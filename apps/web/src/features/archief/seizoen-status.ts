import type { Seizoen } from '@clubelf/contract';
import { formatDate } from '../../lib/format';

/** 'Huidig seizoen', 'Afgesloten op 30-05-2027', '... (voortijdig: niet alle speelrondes gespeeld)'. */
export function seizoenStatus(s: Seizoen): string {
  if (!s.isFinished || s.closedAt === null) return 'Huidig seizoen, wordt nog gespeeld';
  const closed = `Afgesloten op ${formatDate(s.closedAt)}`;
  return s.closedEarly ? `${closed}, voortijdig: niet alle speelrondes zijn gespeeld` : closed;
}
