import { Fragment, type ReactNode } from 'react';

// WhatsApp's own markup as the message will look: *bold* and _italic_, the marks only where
// WhatsApp takes them (opening after a space or the line's start, closing before one or its end).
const MARK = /(^|[\s(])([*_])(\S(?:[^\n]*?\S)?)\2(?=$|[\s).,:;!?])/g;

function inline(text: string, key: string): ReactNode[] {
  const out: ReactNode[] = [];
  let at = 0;
  let n = 0;
  for (const match of text.matchAll(MARK)) {
    const [whole, before = '', mark, inner = ''] = match;
    const start = match.index + before.length;
    if (start < at) continue;
    out.push(text.slice(at, start));
    const children = inline(inner, `${key}.${n}`);
    out.push(
      mark === '*' ? (
        <strong key={`${key}.${n++}`}>{children}</strong>
      ) : (
        <em key={`${key}.${n++}`}>{children}</em>
      ),
    );
    at = match.index + whole.length;
  }
  out.push(text.slice(at));
  return out.filter((part) => part !== '');
}

/** The text with its markup shown; line breaks kept (one <br> per line end). */
export function WhatsAppTekst({ text }: { text: string }) {
  const lines = text.split('\n');
  return (
    <>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {inline(line, String(i))}
          {i < lines.length - 1 ? <br /> : null}
        </Fragment>
      ))}
    </>
  );
}
