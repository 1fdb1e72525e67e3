import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Combobox } from './combobox';

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
});
