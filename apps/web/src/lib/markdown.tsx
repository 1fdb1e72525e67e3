import type { ReactNode } from 'react';

// The organiser's extra rules text is Markdown. It becomes React elements here, never HTML, so
// nothing the organiser types can run as script. Supported: headings, lists, paragraphs,
// **bold**, *italic* and [links](https://...).

const INLINE = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function inline(text: string, keyBase: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    const index = m.index ?? 0;
    if (index > last) out.push(text.slice(last, index));
    const key = `${keyBase}-${index}`;
    if (m[1] !== undefined) out.push(<strong key={key}>{m[1]}</strong>);
    else if (m[2] !== undefined) out.push(<em key={key}>{m[2]}</em>);
    else if (m[3] !== undefined && m[4] !== undefined) {
      const safe = /^(https?:|mailto:|\/)/i.test(m[4]);
      out.push(
        safe ? (
          <a key={key} href={m[4]} rel="noopener noreferrer">
            {m[3]}
          </a>
        ) : (
          m[3]
        ),
      );
    }
    last = index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** Renders Markdown blocks; headings start at `headingLevel` (the page's own headings come first). */
export function Markdown({ source, headingLevel = 3 }: { source: string; headingLevel?: 3 | 4 }) {
  const blocks = source
    .replace(/\r\n/g, '\n')
    .split(/\n{2,}/)
    .map((b) => b.trim())
    .filter(Boolean);
  return (
    <>
      {blocks.map((block, i) => {
        const key = `b${i}`;
        const heading = /^(#{1,6})\s+(.*)$/.exec(block);
        if (heading && !block.includes('\n')) {
          const Tag =
            heading[1]!.length === 1
              ? (`h${headingLevel}` as const)
              : (`h${headingLevel + 1}` as 'h4');
          return <Tag key={key}>{inline(heading[2]!, key)}</Tag>;
        }
        const lines = block.split('\n');
        if (lines.every((l) => /^\s*[-*]\s+/.test(l))) {
          return (
            <ul key={key}>
              {lines.map((l, j) => (
                <li key={j}>{inline(l.replace(/^\s*[-*]\s+/, ''), `${key}-${j}`)}</li>
              ))}
            </ul>
          );
        }
        if (lines.every((l) => /^\s*\d+[.)]\s+/.test(l))) {
          return (
            <ol key={key}>
              {lines.map((l, j) => (
                <li key={j}>{inline(l.replace(/^\s*\d+[.)]\s+/, ''), `${key}-${j}`)}</li>
              ))}
            </ol>
          );
        }
        return <p key={key}>{inline(lines.join(' '), key)}</p>;
      })}
    </>
  );
}
