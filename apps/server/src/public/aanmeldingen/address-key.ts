// What the enrolment's limits per address count by (issue 24). One IPv6 connection hands its
// holder a whole /64 (18 quintillion addresses): counted one by one, the limit per address is
// no limit. An IPv4 address that reaches us as IPv6 (::ffff:192.0.2.1, a dual-stack socket)
// is the same visitor as that IPv4 address.
import { isIPv4, isIPv6 } from 'node:net';

/** The IPv4 address as is, an IPv6 address as its /64 ("2001:db8:0:1::/64"). */
export function addressKey(ip: string): string {
  const address = ip.split('%')[0]!; // a zone ("fe80::1%eth0") names our interface, not them
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high, low] = [groups[6]!, groups[7]!];
    return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address ("::" expanded, an IPv4 tail taken in). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const tail: number[] = [];
  const last = text.slice(text.lastIndexOf(':') + 1);
  if (isIPv4(last)) {
    const [a, b, c, d] = last.split('.').map(Number) as [number, number, number, number];
    tail.push((a << 8) | b, (c << 8) | d);
    text = text.slice(0, text.length - last.length);
    if (!text.endsWith('::')) text = text.slice(0, -1);
  }
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const [head, rest] = text.split('::') as [string, string | undefined];
  const before = parse(head);
  const after = rest === undefined ? [] : parse(rest);
  const zeros = new Array<number>(8 - before.length - after.length - tail.length).fill(0);
  return [...before, ...zeros, ...after, ...tail];
}
