import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Combobox, enterAction } from './combobox';

interface Club {
  id: number;
  name: string;
}
const clubs: Club[] = [
  { id: 1, name: 'Ajax' },
  { id: 2, name: 'AZ' },
];

const render = (items: Club[]) =>
  renderToStaticMarkup(
    <Combobox
      label="Kies een club"
      listLabel="Gevonden clubs"
      items={items}
      itemKey={(c) => c.id}
      itemText={(c) => c.name}
      inputValue="a"
      onInputValueChange={() => {}}
      onSelect={() => {}}
      status={items.length ? `${items.length} gevonden` : 'Geen club gevonden'}
    />,
  );
const attr = (markup: string, tag: string, name: string) =>
  new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`).exec(markup)?.[1];

describe('Combobox', () => {
  it('is an ARIA 1.2 combobox named by its label, its list closed without suggestions', () => {
    const markup = render([]);
    expect(attr(markup, 'input', 'role')).toBe('combobox');
    expect(attr(markup, 'input', 'aria-autocomplete')).toBe('list');
    expect(attr(markup, 'input', 'aria-expanded')).toBe('false');
    expect(attr(markup, 'label', 'for')).toBe(attr(markup, 'input', 'id'));
    expect(attr(markup, 'input', 'aria-controls')).toBe(attr(markup, 'ul', 'id'));
    expect(markup).toMatch(/<ul[^>]*role="listbox"[^>]*hidden=""/);
    expect(markup).not.toContain('role="option"');
  });

  it('opens with one option per suggestion and ties the live status to the box', () => {
    const markup = render(clubs);
    expect(attr(markup, 'input', 'aria-expanded')).toBe('true');
    expect(attr(markup, 'ul', 'aria-label')).toBe('Gevonden clubs');
    expect(markup.match(/role="option"/g)).toHaveLength(2);
    expect(markup).toContain('>Ajax</li>');
    const status = attr(markup, 'input', 'aria-describedby')!;
    expect(markup).toMatch(new RegExp(`<p id="${status}"[^>]*role="status">2 gevonden</p>`));
  });

  it('puts the status line under the frame, so the list opens right under the box', () => {
    const markup = render(clubs);
    expect(markup).toMatch(/<\/ul><\/div><p id="[^"]*-status"/);
  });
});

describe('enterAction', () => {
  const at = (over: Partial<Parameters<typeof enterAction>[0]>): ReturnType<typeof enterAction> =>
    enterAction({
      highlighted: false,
      suggestions: 3,
      typed: true,
      enterChoosesFirst: false,
      enterToForm: 'closed',
      ...over,
    });

  it("leaves Enter to Downshift and the form by default (the header's search, the transfers)", () => {
    expect(at({})).toBe('default');
    expect(at({ suggestions: 0 })).toBe('default');
    expect(at({ highlighted: true })).toBe('default');
  });

  it('chooses the first suggestion when asked and none is highlighted', () => {
    expect(at({ enterChoosesFirst: true })).toBe('first');
    // A highlighted one is Downshift's to choose.
    expect(at({ enterChoosesFirst: true, highlighted: true })).toBe('default');
    // Nothing to choose: then the form rule decides.
    expect(at({ enterChoosesFirst: true, suggestions: 0 })).toBe('default');
    expect(at({ enterChoosesFirst: true, suggestions: 0, enterToForm: 'never' })).toBe(
      'not-the-form',
    );
  });

  it("with 'empty', lets Enter submit the form only while nothing is typed", () => {
    expect(at({ enterToForm: 'empty', typed: false, suggestions: 0 })).toBe('default');
    expect(at({ enterToForm: 'empty', typed: true, suggestions: 0 })).toBe('not-the-form');
    expect(at({ enterToForm: 'empty', typed: true, highlighted: true })).toBe('not-the-form');
  });

  it("with 'never', keeps Enter from the form even in an empty box", () => {
    expect(at({ enterToForm: 'never', typed: false, suggestions: 0 })).toBe('not-the-form');
  });
});
