import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';
import styles from './markdown.module.css';

const html = (source: string) => renderToStaticMarkup(<Markdown source={source} />);

describe('Markdown', () => {
  it('renders headings, paragraphs and lists', () => {
    expect(html('# Inleg\n\nDe inleg is **tien** euro.\n\n- contant\n- per bank')).toBe(
      '<h3>Inleg</h3><p>De inleg is <strong>tien</strong> euro.</p><ul><li>contant</li><li>per bank</li></ul>',
    );
  });

  it("puts the text's top headings on the outline level, at the size their # always had", () => {
    // The demo's rules start at ##: an h3 under the page's h2, the size of an h4 as before.
    expect(html('## Inleg\n\nTien euro.\n\n### Wanneer\n\nVoor 1 augustus.')).toBe(
      `<h3 class="${styles.size4}">Inleg</h3><p>Tien euro.</p><h4>Wanneer</h4><p>Voor 1 augustus.</p>`,
    );
    expect(
      renderToStaticMarkup(<Markdown source={'## Wat we bewaren\n\nJe naam.'} outlineLevel={2} />),
    ).toBe(`<h2 class="${styles.size4}">Wat we bewaren</h2><p>Je naam.</p>`);
    expect(
      renderToStaticMarkup(<Markdown source={'# Inleg\n\n## Wanneer'} headingLevel={4} />),
    ).toBe('<h4>Inleg</h4><h5>Wanneer</h5>');
    expect(renderToStaticMarkup(<Markdown source="## Wanneer" headingLevel={4} />)).toBe(
      `<h4 class="${styles.size5}">Wanneer</h4>`,
    );
  });

  it('keeps safe links and drops unsafe ones to plain text', () => {
    expect(html('[site](https://club.example) en [x](javascript:void)')).toBe(
      '<p><a href="https://club.example" rel="noopener noreferrer">site</a> en x</p>',
    );
  });

  it('never turns typed HTML into markup', () => {
    expect(html('<script>alert(1)</script> *hoi*')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; <em>hoi</em></p>',
    );
  });
});
