import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

const html = (source: string) => renderToStaticMarkup(<Markdown source={source} />);

describe('Markdown', () => {
  it('renders headings, paragraphs and lists', () => {
    expect(html('# Inleg\n\nDe inleg is **tien** euro.\n\n- contant\n- per bank')).toBe(
      '<h3>Inleg</h3><p>De inleg is <strong>tien</strong> euro.</p><ul><li>contant</li><li>per bank</li></ul>',
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
