import type { OrganiserSchedule } from '@clubelf/contract';

/**
 * A kick-off to start a new match from: the round's last one, or a week per round after the last
 * kick-off of an earlier round; empty when the schedule has none yet.
 */
export function defaultKickoff(schedule: OrganiserSchedule, round: number): string {
  const own = schedule.rondes.find((r) => r.round === round)?.wedstrijden.at(-1)?.kickoff;
  if (own) return own;
  const earlier = schedule.rondes.filter((r) => r.round < round && r.wedstrijden.length > 0).at(-1);
  const last = earlier?.wedstrijden.at(-1)?.kickoff;
  if (!last || !earlier) return '';
  // Kick-offs are local times without a zone: do the arithmetic in UTC so no clock change moves them.
  const date = new Date(`${last}:00Z`);
  date.setUTCDate(date.getUTCDate() + 7 * (round - earlier.round));
  return date.toISOString().slice(0, 16);
}
