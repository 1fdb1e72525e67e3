import { describe, expect, it } from 'vitest';
import { alertClass } from './alert';
import styles from './alert.module.css';

describe('alertClass', () => {
  it('gives the box its tone, and the place its own class after it', () => {
    expect(alertClass('danger')).toBe(`alert ${styles.alert} ${styles.danger}`);
    expect(alertClass('success', 'ergens')).toBe(`alert ${styles.alert} ${styles.success} ergens`);
    expect(alertClass('warning')).toBe(`alert ${styles.alert} ${styles.warning}`);
  });

  it('is a plain box without a tone', () => {
    expect(alertClass()).toBe(`alert ${styles.alert}`);
  });
});
