import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('192.0.2.17')).toBe('192.0.2.17');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(addressKey('::ffff:192.0.2.17')).toBe('192.0.2.17');
    expect(addressKey('::ffff:c000:211')).toBe('192.0.2.17');
    expect(addressKey('0:0:0:0:0:FFFF:192.0.2.17')).toBe('192.0.2.17');
  });

  it('counts IPv6 addresses by their /64, however they are written', () => {
    const key = '2001:db8:0:1::/64';
    for (const ip of [
      '2001:db8:0:1::1',
      '2001:db8:0:1:ffff:ffff:ffff:ffff',
      '2001:0DB8:0000:0001:1234:5678:9abc:def0',
      '2001:db8::1:0:0:0:2',
      '2001:db8:0:1::192.0.2.1',
      '2001:db8:0:1::1%eth0',
    ]) {
      expect(addressKey(ip), ip).toBe(key);
    }
    expect(addressKey('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('leaves what is no address alone', () => {
    expect(addressKey('onbekend')).toBe('onbekend');
  });
});
