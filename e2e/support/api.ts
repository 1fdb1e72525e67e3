import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_API_KEY } from './env';

export const API_HEADERS = { 'x-api-key': E2E_API_KEY } as const;

/** Reads an API answer the way the site does, so a test can look for those values on the page. */
export async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, { headers: API_HEADERS });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}
