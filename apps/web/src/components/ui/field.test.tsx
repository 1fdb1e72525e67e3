import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field } from './field';

const html = (node: React.ReactNode) => renderToStaticMarkup(node);
const attr = (markup: string, tag: string, name: string) =>
  new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`).exec(markup)?.[1];

describe('Field', () => {
  it('ties the label to the control, without problems no aria-invalid', () => {
    const markup = html(<Field label="Naam">{(control) => <input {...control} />}</Field>);
    const id = attr(markup, 'input', 'id');
    expect(id).toBeTruthy();
    expect(attr(markup, 'label', 'for')).toBe(id);
    expect(markup).not.toContain('aria-invalid');
    expect(markup).not.toContain('aria-describedby');
  });

  it("shows the server's problems under the field, tied by aria-describedby, with the hint", () => {
    const markup = html(
      <Field label="Naam" hint="Zoals op de lijst" error={['Naam is verplicht.', 'Te kort.']}>
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(attr(markup, 'input', 'aria-invalid')).toBe('true');
    const [hintId, errorId] = attr(markup, 'input', 'aria-describedby')!.split(' ');
    expect(markup).toContain(`id="${hintId}"`);
    expect(markup).toMatch(new RegExp(`id="${errorId}"[^>]*>Naam is verplicht. Te kort.</p>`));
  });

  it('takes one problem as a string and ignores an empty one', () => {
    expect(
      html(
        <Field label="A" error="Fout.">
          {(c) => <input {...c} />}
        </Field>,
      ),
    ).toContain('Fout.');
    expect(
      html(
        <Field label="A" error="">
          {(c) => <input {...c} />}
        </Field>,
      ),
    ).not.toContain('aria-invalid');
  });
});
