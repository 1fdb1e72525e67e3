// What a name may be (issue 24): the one rule for every name a person or organiser types
// (participant, team, player, club, subcompetitie, enrolment). Without zod, so the web app can
// check a form with it too (@clubelf/contract/name-rule); names.ts wraps it in a zod schema.
//
// A name is shown in lists, bulletins and link previews: a control character (a newline, BEL,
// NUL, which PostgreSQL refuses), a bidi override that turns the text around or a zero-width
// character that makes two names look the same does not belong in one.

/** Control characters (Cc: NUL, BEL, tab, newline, ...) and the line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
/** Marks, embeddings, overrides and isolates that change the writing direction. */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** Characters that take no room: zero-width space, non-joiner, word joiner, invisible operators, BOM. */
const ZERO_WIDTH = /[\u200B\u200C\u2060-\u2064\uFEFF]/u;
/**
 * A zero-width joiner is part of an emoji sequence (👨‍👩‍👧, 🏳️‍🌈): between an emoji (with its
 * variation selector or skin tone) and the next emoji. Anywhere else it is invisible.
 */
const JOINED_EMOJI =
  /(\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?)\u200D(?=\p{Extended_Pictographic})/gu;
const LETTER = /\p{L}/u;

/** The form a name is stored in: composed (NFC), without surrounding white space. */
export function normaliseNameText(text: string): string {
  return text.normalize('NFC').trim();
}

/** Dutch predicates for what is wrong with a (normalised) name; empty when it is a name. */
export function nameProblems(name: string): string[] {
  const problems: string[] = [];
  if (CONTROL.test(name)) {
    problems.push('mag geen stuurtekens bevatten (zoals een regeleinde, tab of NUL)');
  }
  if (BIDI.test(name)) problems.push('mag geen tekens bevatten die de schrijfrichting omdraaien');
  if (ZERO_WIDTH.test(name) || name.replace(JOINED_EMOJI, '$1').includes('\u200D')) {
    problems.push('mag geen onzichtbare tekens bevatten (zoals een zero-width space)');
  }
  if (name !== '' && !LETTER.test(name)) problems.push('moet minstens één letter bevatten');
  return problems;
}
