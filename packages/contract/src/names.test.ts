// The name rule (issue 24): what a name may hold, with the Dutch predicate for each refusal.
import { describe, expect, it } from 'vitest';
import { naamSchema } from './organiser/common';

const problemsOf = (value: string) => {
  const parsed = naamSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('naamSchema', () => {
  it('composes (NFC) and trims a name', () => {
    expect(naamSchema.parse('  Cafe\u0301 Ömer ')).toBe('Café Ömer');
    expect(naamSchema.parse('Zoë')).toHaveLength(3);
  });

  it('accepts letters of any script and emoji, a zero-width joiner inside an emoji sequence', () => {
    for (const name of [
      'Jan de Vries',
      "D'Angelo",
      'Ørjan',
      'Łukasz',
      'Team 👨‍👩‍👧',
      'De 🏳️‍🌈 Elf',
      'Team 👩🏽‍💻',
    ]) {
      expect(problemsOf(name), name).toEqual([]);
    }
  });

  it.each([
    ['NUL', 'Jan\u0000', /stuurtekens/],
    ['BEL', 'Ja\u0007n', /stuurtekens/],
    ['a newline', 'Jan\nPiet', /stuurtekens/],
    ['a tab', 'Jan\tPiet', /stuurtekens/],
    ['a line separator', 'Jan\u2028Piet', /stuurtekens/],
    ['a right-to-left override', 'Jan\u202Eteip', /schrijfrichting/],
    ['an isolate', '\u2066Jan\u2069 Piet', /schrijfrichting/],
    ['a left-to-right mark', 'Jan\u200E', /schrijfrichting/],
    ['an Arabic letter mark', 'Jan\u061C', /schrijfrichting/],
    ['a zero-width space', 'Ja\u200Bn', /onzichtbare/],
    ['a zero-width non-joiner', 'Ja\u200Cn', /onzichtbare/],
    ['a word joiner', 'Ja\u2060n', /onzichtbare/],
    ['a BOM inside', 'Ja\uFEFFn', /onzichtbare/],
    ['a joiner between letters', 'Ja\u200Dn', /onzichtbare/],
  ])('refuses %s', (_kind, name, message) => {
    const problems = problemsOf(name);
    expect(
      problems.some((p) => message.test(p)),
      problems.join('; '),
    ).toBe(true);
  });

  it('refuses a name without a letter: only invisible, only digits or only punctuation', () => {
    expect(problemsOf('\u200B')).toContain('moet minstens één letter bevatten');
    expect(problemsOf('123')).toEqual(['moet minstens één letter bevatten']);
    expect(problemsOf('!!!')).toEqual(['moet minstens één letter bevatten']);
  });
});
