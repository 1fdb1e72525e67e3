/**
 * The position axis' ticks: 1 (the top everybody looks for), then round steps (1-2-5 times a
 * power of ten) to the last position, so 250 participants read 1, 50, 100, 150, 200, 250 and
 * not 1, 63, 125, 188, 250.
 */
export function positionTicks(last: number, most = 6): number[] {
  const bottom = Math.max(1, Math.floor(last));
  if (bottom <= most) return Array.from({ length: bottom }, (_, i) => i + 1);
  const rough = bottom / (most - 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((f) => f * power).find((s) => s >= rough) ?? 10 * power;
  const ticks = [1];
  for (let tick = step; tick < bottom; tick += step) {
    // A step too close to the bottom would print over it.
    if (bottom - tick >= step / 2) ticks.push(tick);
  }
  ticks.push(bottom);
  return ticks;
}
