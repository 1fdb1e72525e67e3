import { describe, expect, it } from 'vitest';
import { inloglinkBericht } from './inloglink';

describe('the sign-in link message', () => {
  it('names the participant, holds the link on its own line and says until when it works', () => {
    const text = inloglinkBericht(
      'Piet',
      'https://superelf.example.nl/authentication/link?token=abc',
      '2026-12-03T09:30:00.000Z',
    );
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^Hallo Piet, /);
    expect(lines[1]).toBe('https://superelf.example.nl/authentication/link?token=abc');
    expect(lines[2]).toContain('één keer');
    // In the browser's own time zone, as every date on the site.
    expect(lines[2]).toMatch(/tot 03-12-2026 \d{2}:\d{2}\./);
  });
});
