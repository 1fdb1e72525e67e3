import type { OrganiserAanmelding } from '@clubelf/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SelectieWeigeren } from './aanmeldingen-selectie-weigeren';

const aanmelding = (id: number): OrganiserAanmelding => ({
  id,
  naam: `Robot ${id}`,
  teamnaam: 'Team Robot',
  email: `robot${id}@voorbeeld.nl`,
  telefoon: null,
  subcompetities: [],
  spelerIds: [],
  status: 'nieuw',
  statusLabel: 'Ontvangen, nog niet bekeken',
  notitie: null,
  ingediendOp: '2026-07-01T10:00:00.000Z',
  bijgewerktOp: '2026-07-01T10:00:00.000Z',
  deelnemerId: null,
  version: 1,
  check: { valid: true, fouten: [] },
});

function render(selectable: OrganiserAanmelding[], selected: OrganiserAanmelding[]) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SelectieWeigeren
          selectable={selectable}
          selected={selected}
          onSelect={() => undefined}
          onRefused={() => undefined}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SelectieWeigeren', () => {
  const three = [1, 2, 3].map(aanmelding);

  it('names how many are ticked on the button and beside it', () => {
    const html = render(three, three.slice(0, 2));
    expect(html).toContain('2 aanmeldingen geselecteerd');
    expect(html).toContain('Weigeren (2)');
    expect(html).toContain('Alles selecteren (3)');
  });

  it('cannot refuse nothing', () => {
    const html = render(three, []);
    expect(html).toContain('Niets geselecteerd');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Weigeren \(0\)<\/button>/);
  });

  it('shows nothing when no open enrolment is in view', () => {
    expect(render([], [])).toBe('');
  });
});
