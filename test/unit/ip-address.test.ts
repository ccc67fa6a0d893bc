import fc from 'fast-check';
import { addressKind, parseIp, rateLimitBucket } from '../../shared/domain/ip-address';
import { addressAllowed } from '../../shared/webhooks/deliver';

/**
 * The address classification behind the webhook SSRF guard, and the rate-limit buckets: every
 * textual form of an address must land in the same class and bucket.
 */
describe('addressKind', () => {
  it.each([
    // IPv4
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.254', 'shared'],
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['169.254.0.1', 'link-local'],
    ['172.16.5.4', 'private'],
    ['172.31.255.255', 'private'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.1', 'documentation'],
    ['192.88.99.1', 'tunnel'],
    ['192.168.1.1', 'private'],
    ['198.18.0.1', 'reserved'],
    ['198.19.255.255', 'reserved'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    // IPv6 special addresses
    ['::', 'unspecified'],
    ['0:0:0:0:0:0:0:0', 'unspecified'],
    ['::1', 'loopback'],
    ['0000:0000:0000:0000:0000:0000:0000:0001', 'loopback'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf:ffff::1', 'link-local'],
    ['fec0::1', 'site-local'],
    ['fd00::1', 'unique-local'],
    ['fd00:ec2::254', 'unique-local'],
    ['fc00::1', 'unique-local'],
    ['ff02::1', 'multicast'],
    ['ff0e::1', 'multicast'],
    ['100::1', 'reserved'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'tunnel'],
    ['2002:a9fe:a9fe::1', 'tunnel'],
    ['4000::1', 'reserved'],
    ['1::1', 'reserved'],
    // IPv6 forms that carry an IPv4 address
    ['64:ff9b::a9fe:a9fe', 'nat64'],
    ['64:ff9b::169.254.169.254', 'nat64'],
    ['64:ff9b::8.8.8.8', 'nat64'],
    ['64:ff9b:1::1', 'nat64'],
    ['64:ff9b:1:ffff::a9fe:a9fe', 'nat64'],
    ['::a9fe:a9fe', 'ipv4-compatible'],
    ['::169.254.169.254', 'ipv4-compatible'],
    ['::8.8.8.8', 'ipv4-compatible'],
    ['::ffff:0:a9fe:a9fe', 'ipv4-translated'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::FFFF:7f00:1', 'loopback'],
    ['0:0:0:0:0:ffff:10.0.0.1', 'private'],
    ['::ffff:100.64.0.1', 'shared'],
    ['::ffff:0.0.0.0', 'unspecified'],
    // Public
    ['8.8.8.8', 'public'],
    ['93.184.216.34', 'public'],
    ['1.1.1.1', 'public'],
    ['100.63.255.255', 'public'],
    ['100.128.0.0', 'public'],
    ['172.15.255.255', 'public'],
    ['172.32.0.0', 'public'],
    ['169.253.255.255', 'public'],
    ['::ffff:8.8.8.8', 'public'],
    ['2001:4860:4860::8888', 'public'],
    ['2606:4700:4700::1111', 'public'],
    ['2a00:1450:4001:81b::200e', 'public'],
    // Not an address
    ['localhost', 'invalid'],
    ['', 'invalid'],
    ['1.2.3', 'invalid'],
    ['::ffff:1.2.3.256', 'invalid'],
    ['12345::', 'invalid'],
  ])('%s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });

  it.each([
    ['8.8.8.8', false, true],
    ['2001:4860:4860::8888', false, true],
    ['127.0.0.1', false, false],
    ['127.0.0.1', true, true],
    ['::1', true, true],
    ['::ffff:127.0.0.1', true, true],
    ['169.254.169.254', true, false],
    ['::ffff:169.254.169.254', true, false],
    ['64:ff9b::a9fe:a9fe', true, false],
    ['::a9fe:a9fe', true, false],
    ['0.0.0.0', true, false],
    ['::', true, false],
    ['10.0.0.1', true, false],
    ['fd00::1', true, false],
    ['fe80::1', true, false],
    ['100.64.0.1', true, false],
  ])('a webhook to %s (sandbox %s) is allowed: %s', (address, sandbox, allowed) => {
    expect(addressAllowed(addressKind(address), sandbox)).toBe(allowed);
  });

  const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((bytes) => bytes.join('.'));

  it('judges an IPv4-mapped address exactly as its IPv4 address, in dotted and in hex form', () => {
    fc.assert(
      fc.property(ipv4, (address) => {
        const bytes = parseIp(address)!.bytes;
        const hex = `::ffff:${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
        expect(addressKind(`::ffff:${address}`)).toBe(addressKind(address));
        expect(addressKind(hex)).toBe(addressKind(address));
      }),
    );
  });

  it('never calls an address in a NAT64 or IPv4-compatible range public, whatever IPv4 address it carries', () => {
    fc.assert(
      fc.property(ipv4, (address) => {
        expect(addressKind(`64:ff9b::${address}`)).toBe('nat64');
        expect(addressKind(`::${address}`)).not.toBe('public');
      }),
    );
  });
});

describe('rateLimitBucket', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['0:0:0:0:0:ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:0000:0000:0000:0001', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::abcd', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['unknown', 'unknown'],
  ])('puts %s in bucket %s', (sourceIp, bucket) => {
    expect(rateLimitBucket(sourceIp)).toBe(bucket);
  });

  const group = fc.nat(0xffff);
  const groups = (count: number) => fc.array(group, { minLength: count, maxLength: count });

  it('gives every address of one /64 the same bucket, and addresses of different /64s different buckets', () => {
    fc.assert(
      fc.property(groups(4), groups(4), groups(4), groups(4), (prefix, hostA, otherPrefix, hostB) => {
        const write = (parts: number[]) => parts.map((part) => part.toString(16)).join(':');
        const a = `${write(prefix)}:${write(hostA)}`;
        const b = `${write(prefix)}:${write(hostB)}`;
        const c = `${write(otherPrefix)}:${write(hostB)}`;
        // Some prefixes make an IPv4-mapped address, which is bucketed as IPv4 instead.
        fc.pre(!/^0:0:0:0:0:ffff:/.test(a) && !/^0:0:0:0:0:ffff:/.test(b) && !/^0:0:0:0:0:ffff:/.test(c));
        expect(rateLimitBucket(a)).toBe(rateLimitBucket(b));
        expect(rateLimitBucket(a) === rateLimitBucket(c)).toBe(
          prefix.every((part, index) => part === otherPrefix[index]),
        );
      }),
    );
  });

  /** RFC 5952 text: no leading zeros, the longest run of two or more zero groups as `::`. */
  function compressed(parts: number[]): string {
    const hex = parts.map((part) => part.toString(16));
    let runStart = -1;
    let runLength = 0;
    for (let start = 0; start < parts.length; start += 1) {
      let end = start;
      while (end < parts.length && parts[end] === 0) end += 1;
      if (end - start > runLength) [runStart, runLength] = [start, end - start];
    }
    if (runLength < 2) return hex.join(':');
    return `${hex.slice(0, runStart).join(':')}::${hex.slice(runStart + runLength).join(':')}`;
  }

  it('reads the compressed and the full form of an address as the same address and bucket', () => {
    const sparseGroup = fc.oneof(fc.constant(0), group);
    fc.assert(
      fc.property(fc.array(sparseGroup, { minLength: 8, maxLength: 8 }), (parts) => {
        const full = parts.map((part) => part.toString(16).padStart(4, '0')).join(':');
        const short = compressed(parts);
        expect(parseIp(short)).toEqual(parseIp(full));
        expect(parseIp(full)!.bytes).toEqual(parts.flatMap((part) => [part >> 8, part & 0xff]));
        expect(rateLimitBucket(short)).toBe(rateLimitBucket(full));
      }),
    );
  });
});
