import type { ReactNode } from 'react';
import styles from './markdown.module.css';

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

const HEADING = /^(#{1,6})\s+(.*)$/;

/** A block that is one heading line: its depth (the number of #) and its text. */
function headingOf(block: string): { depth: number; text: string } | null {
  const heading = HEADING.exec(block);
  return heading && !block.includes('\n') ? { depth: heading[1]!.length, text: heading[2]! } : null;
}

type Level = 2 | 3 | 4 | 5;

interface MarkdownProps {
  source: string;
  /** The size a `#` heading is shown at (as an h3 or h4); `##` and deeper one size smaller. */
  headingLevel?: 3 | 4;
  /**
   * The outline level of the text's top headings (its fewest #), the next level for any deeper,
   * so the page's headings go in order whatever depth the text starts at (axe's heading-order):
   * the level under the page's own heading before the text. Default: `headingLevel`.
   */
  outlineLevel?: 2 | 3 | 4;
}

/** Renders Markdown blocks; headings come after the page's own (see MarkdownProps). */
export function Markdown({ source, headingLevel = 3, outlineLevel = headingLevel }: MarkdownProps) {
  const blocks = source
    .replace(/\r\n/g, '\n')
    .split(/\n{2,}/)
    .map((b) => b.trim())
    .filter(Boolean);
  const depths = blocks.flatMap((b) => headingOf(b)?.depth ?? []);
  const top = Math.min(...depths);
  return (
    <>
      {blocks.map((block, i) => {
        const key = `b${i}`;
        const heading = headingOf(block);
        if (heading) {
          const level = (heading.depth === top ? outlineLevel : outlineLevel + 1) as Level;
          const size = (heading.depth === 1 ? headingLevel : headingLevel + 1) as Level;
          const Tag = `h${level}` as const;
          // The outline moved a heading, not its size: it keeps the size of the tag it had.
          return (
            <Tag key={key} className={size === level ? undefined : styles[`size${size}`]}>
              {inline(heading.text, key)}
            </Tag>
          );
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
