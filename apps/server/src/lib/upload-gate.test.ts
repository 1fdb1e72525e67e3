import { describe, expect, it } from 'vitest';
import { createUploadGate } from './upload-gate';

describe('the upload gate', () => {
  it('runs two at once, refuses a third with a Dutch 503 and frees a place when one ends', async () => {
    const gate = createUploadGate(2);
    const releases: (() => void)[] = [];
    const hold = () => gate.run(() => new Promise<void>((resolve) => releases.push(resolve)));
    const first = hold();
    const second = hold();
    expect(gate.running).toBe(2);
    await expect(gate.run(async () => 'derde')).rejects.toMatchObject({
      statusCode: 503,
      code: 'busy',
      message: expect.stringContaining('De server verwerkt al 2 bestanden'),
    });
    releases[0]!();
    await first;
    await expect(gate.run(async () => 'derde')).resolves.toBe('derde');
    releases[1]!();
    await second;
    expect(gate.running).toBe(0);
  });

  it('frees the place when the work fails', async () => {
    const gate = createUploadGate(1);
    await expect(gate.run(() => Promise.reject(new Error('kapot')))).rejects.toThrow('kapot');
    expect(gate.running).toBe(0);
  });

  it('gives a place back once, however often its release is called', () => {
    const gate = createUploadGate(1);
    const release = gate.acquire();
    expect(() => gate.acquire()).toThrow(/De server verwerkt al 1 bestanden/);
    release();
    release();
    expect(gate.running).toBe(0);
    const again = gate.acquire();
    expect(gate.running).toBe(1);
    again();
  });
});
