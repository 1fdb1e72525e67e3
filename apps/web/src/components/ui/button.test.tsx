import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button, buttonClass } from './button';
import styles from './button.module.css';

const html = (node: React.ReactNode) => renderToStaticMarkup(node);

describe('Button', () => {
  it('is a plain button (never a submit by accident) in the primary look', () => {
    const markup = html(<Button>Opslaan</Button>);
    expect(markup).toContain('type="button"');
    expect(markup).toContain(`class="${styles.button}"`);
    expect(markup).not.toContain('aria-busy');
    expect(markup).not.toContain('disabled');
  });

  it('submits when told, with its variant, size and the place its own class', () => {
    const markup = html(
      <Button type="submit" variant="danger" size="sm" className="ergens">
        Verwijderen
      </Button>,
    );
    expect(markup).toContain('type="submit"');
    expect(markup).toContain(`class="${styles.button} ${styles.danger} ${styles.small} ergens"`);
  });

  it('while loading is disabled and busy, with the spinner class, and keeps its label', () => {
    const markup = html(<Button loading>Bezig</Button>);
    expect(markup).toContain('disabled=""');
    expect(markup).toContain('aria-busy="true"');
    expect(markup).toContain(styles.loading);
    expect(markup).toContain('>Bezig</button>');
  });

  it('gives a link the same look through buttonClass', () => {
    expect(buttonClass({ variant: 'secondary' })).toBe(`${styles.button} ${styles.secondary}`);
    expect(buttonClass({ variant: 'link', size: 'sm' })).toBe(
      `${styles.button} ${styles.link} ${styles.small}`,
    );
  });
});
