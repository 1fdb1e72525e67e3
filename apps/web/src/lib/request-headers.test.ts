import { describe, expect, it } from 'vitest';
import { requestHeaders, type HeaderContext } from './request-headers';

const base: HeaderContext = {
  method: 'GET',
  url: '/api/settings',
  origin: 'https://superelf.example',
  apiKey: 'sleutel',
  token: null,
  cookies: '',
  hasBody: false,
};

describe('requestHeaders', () => {
  it('puts the API key on every request', () => {
    expect(requestHeaders(base).get('x-api-key')).toBe('sleutel');
    expect(requestHeaders({ ...base, url: 'https://elders.example/x' }).get('x-api-key')).toBe(
      'sleutel',
    );
  });

  it('leaves the API key out when the page has none', () => {
    expect(requestHeaders({ ...base, apiKey: null }).has('x-api-key')).toBe(false);
  });

  it('sends the bearer token to the own origin only', () => {
    const withToken = { ...base, token: 'abc.def.ghi' };
    expect(requestHeaders(withToken).get('authorization')).toBe('Bearer abc.def.ghi');
    expect(
      requestHeaders({ ...withToken, url: 'https://superelf.example/api/x' }).get('authorization'),
    ).toBe('Bearer abc.def.ghi');
    expect(
      requestHeaders({ ...withToken, url: 'https://elders.example/api' }).has('authorization'),
    ).toBe(false);
  });

  it('copies the XSRF-TOKEN cookie on non-GET requests to relative URLs', () => {
    const cookies = 'theme=donker; XSRF-TOKEN=t%3D1; andere=2';
    expect(requestHeaders({ ...base, cookies }).has('x-xsrf-token')).toBe(false);
    expect(requestHeaders({ ...base, cookies, method: 'PUT' }).get('x-xsrf-token')).toBe('t=1');
    expect(requestHeaders({ ...base, cookies, method: 'post' }).get('x-xsrf-token')).toBe('t=1');
    expect(
      requestHeaders({ ...base, cookies, method: 'POST', url: 'https://superelf.example/api' }).has(
        'x-xsrf-token',
      ),
    ).toBe(false);
  });

  it('announces a JSON body', () => {
    expect(requestHeaders({ ...base, method: 'POST', hasBody: true }).get('content-type')).toBe(
      'application/json',
    );
    expect(requestHeaders(base).has('content-type')).toBe(false);
  });
});
