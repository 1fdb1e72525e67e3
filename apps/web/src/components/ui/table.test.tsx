import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Table, tableClass } from './table';

describe('Table', () => {
  it('sits in a focusable, named scroll box', () => {
    const markup = renderToStaticMarkup(
      <Table label="Tabel: de stand" density="compact" className="eigen">
        <tbody>
          <tr>
            <td>1</td>
          </tr>
        </tbody>
      </Table>,
    );
    expect(markup).toMatch(
      /^<div class="table-scroll" role="region" aria-label="Tabel: de stand" tabindex="0"><table class="table table--compact eigen">/,
    );
  });

  it('names its density in its classes', () => {
    expect(tableClass()).toBe('table');
    expect(tableClass('wide')).toBe('table table--wide');
    expect(tableClass('compact', 'x')).toBe('table table--compact x');
  });
});
