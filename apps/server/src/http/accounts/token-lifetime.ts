const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86400 } as const;

/** Parses a lifetime such as '8h', '30m', '1d' or '900s' into seconds; null when malformed. */
export function parseLifetime(text: string): number | null {
  const match = /^\s*(\d{1,6})\s*([smhd])\s*$/.exec(text);
  if (!match) return null;
  const seconds = Number(match[1]) * UNIT_SECONDS[match[2] as keyof typeof UNIT_SECONDS];
  return seconds > 0 ? seconds : null;
}
