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

  it('puts the hint under the control, or between the label and the control when asked', () => {
    const after = html(
      <Field label="Naam" hint="Zoals op de lijst">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(after.indexOf('<input')).toBeLessThan(after.indexOf('Zoals op de lijst'));
    const before = html(
      <Field label="Naam" hint="Zoals op de lijst" hintPlacement="before" error="Te kort.">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(before.indexOf('</label>')).toBeLessThan(before.indexOf('Zoals op de lijst'));
    expect(before.indexOf('Zoals op de lijst')).toBeLessThan(before.indexOf('<input'));
    expect(before.indexOf('<input')).toBeLessThan(before.indexOf('Te kort.'));
    // Still read with the control, hint first.
    const [hintId, errorId] = attr(before, 'input', 'aria-describedby')!.split(' ');
    expect(before).toMatch(new RegExp(`id="${hintId}"[^>]*>Zoals op de lijst</p>`));
    expect(before).toMatch(new RegExp(`id="${errorId}"[^>]*>Te kort.</p>`));
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
