import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deelTekst, whatsAppLink } from './bulletin-blok';
import { WhatsAppTekst } from './whatsapp-tekst';

const html = (text: string) => renderToStaticMarkup(<WhatsAppTekst text={text} />);

describe('WhatsApp markup on the page', () => {
  it('shows *bold* and _italic_ and keeps the line breaks', () => {
    expect(html('*Speelronde 12*\n_De Trouwe Fans_\n\n1. Anna – 56')).toBe(
      '<strong>Speelronde 12</strong><br/><em>De Trouwe Fans</em><br/><br/>1. Anna – 56',
    );
  });

  it('marks up inside a line, nested, and only where WhatsApp would', () => {
    expect(html('🏆 *Rondewinnaar: Anna (Vak M)* met 56 punten')).toBe(
      '🏆 <strong>Rondewinnaar: Anna (Vak M)</strong> met 56 punten',
    );
    expect(html('*Periode 2* _(speelronde 10 t/m 17)_')).toBe(
      '<strong>Periode 2</strong> <em>(speelronde 10 t/m 17)</em>',
    );
    expect(html('*_beide_*')).toBe('<strong><em>beide</em></strong>');
    // A lone mark, a mark inside a word and marks around spaces stay as they are.
    expect(html('2 * 3 = 6, snake_case_naam, * niet *')).toBe(
      '2 * 3 = 6, snake_case_naam, * niet *',
    );
  });

  it('escapes whatever the text holds', () => {
    expect(html('<script>x</script>')).toBe('&lt;script&gt;x&lt;/script&gt;');
  });
});

describe('sharing', () => {
  it("ends the message with the round page's address and puts it all in the wa.me link", () => {
    const tekst = deelTekst('*Speelronde 3*\nAnna & Bram', 'https://club.nl/info/wedstrijden/3');
    expect(tekst).toBe('*Speelronde 3*\nAnna & Bram\n\nhttps://club.nl/info/wedstrijden/3');
    const link = new URL(whatsAppLink(tekst));
    expect(link.origin + link.pathname).toBe('https://wa.me/');
    expect(link.searchParams.get('text')).toBe(tekst);
  });
});
