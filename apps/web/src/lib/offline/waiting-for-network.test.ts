import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../http-error';
import { RECONNECT_GRACE_MS, retryDataCall, waitingForNetwork } from './waiting-for-network';

afterEach(() => onlineManager.setOnline(true));

const dropped = new TypeError('Failed to fetch');

describe('retryDataCall', () => {
  it('never asks again after a server answered, once after a dropped connection', () => {
    const later = Date.now() + RECONNECT_GRACE_MS + 1;
    expect(retryDataCall(0, new HttpError(503, 'druk'), later)).toBe(false);
    expect(retryDataCall(0, dropped, later)).toBe(true);
    expect(retryDataCall(1, dropped, later)).toBe(false);
  });

  it('asks a few times just after the connection returned', () => {
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    const now = Date.now();
    expect(retryDataCall(1, dropped, now)).toBe(true);
    expect(retryDataCall(2, dropped, now)).toBe(true);
    expect(retryDataCall(3, dropped, now)).toBe(false);
    expect(retryDataCall(1, new HttpError(500, 'kapot'), now)).toBe(false);
    expect(retryDataCall(1, dropped, now + RECONNECT_GRACE_MS)).toBe(false);
  });
});

describe('waitingForNetwork', () => {
  const query = (over: Partial<Parameters<typeof waitingForNetwork>[0]>) => ({
    isPending: false,
    isError: false,
    fetchStatus: 'idle',
    error: null,
    ...over,
  });

  it('is a paused first load, or a dropped call while offline', () => {
    expect(waitingForNetwork(query({ isPending: true, fetchStatus: 'paused' }))).toBe(true);
    expect(waitingForNetwork(query({ isPending: true, fetchStatus: 'fetching' }))).toBe(false);
    expect(waitingForNetwork(query({ isError: true, error: dropped }))).toBe(false);
    onlineManager.setOnline(false);
    expect(waitingForNetwork(query({ isError: true, error: dropped }))).toBe(true);
    expect(waitingForNetwork(query({ isError: true, error: new HttpError(500, 'x') }))).toBe(false);
  });
});
