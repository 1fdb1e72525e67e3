import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { InstellingenForm } from './berichten-instellingen-card';

function render(deadlineUren: number) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <InstellingenForm instellingen={{ version: 3, deadlineUren }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the Berichten page's settings", () => {
  it('shows the hours saved, in Dutch, with the range the server takes', () => {
    const html = render(36);
    expect(html).toContain('Herinnering voor de transferdeadline, … uur van tevoren');
    expect(html).toContain('van 1 tot 168 (een week); standaard 24.');
    expect(html).toMatch(/<input[^>]*type="number"[^>]*min="1"[^>]*max="168"[^>]*value="36"/);
    expect(html).toContain('>Opslaan<');
  });
});
