import { describe, expect, it } from 'vitest';
import { euroFieldText, parseEuro } from './euro';

describe('parseEuro', () => {
  it('reads amounts as the Dutch type them', () => {
    expect(parseEuro('12,50')).toBe(1250);
    expect(parseEuro('€ 12')).toBe(1200);
    expect(parseEuro('12.5')).toBe(1250);
    expect(parseEuro('1.250,00')).toBe(125000);
    expect(parseEuro('0')).toBe(0);
  });
  it('refuses what is not an amount', () => {
    expect(parseEuro('')).toBeNull();
    expect(parseEuro('twaalf')).toBeNull();
    expect(parseEuro('12,505')).toBeNull();
    expect(parseEuro('-5')).toBeNull();
  });
  it('shows cents back in the field', () => {
    expect(euroFieldText(1250)).toBe('12,50');
    expect(euroFieldText(0)).toBe('0,00');
  });
});
