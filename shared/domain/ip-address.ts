import { isIP } from 'node:net';
import { RATE_LIMIT_SHARD_HITS_PER_MINUTE } from '../constants';

/**
 * IP addresses as bytes: one parser for the rate-limit buckets and for the webhook SSRF guard, so
 * both read every textual form (compressed IPv6, embedded IPv4 tails, zone ids) the same way.
 */
export interface ParsedIp {
  family: 4 | 6;
  /** 4 bytes for IPv4, 16 for IPv6. */
  bytes: number[];
}

const IPV4_MAPPED_PREFIX = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff];

/** 'a.b.c.d' -> its 4 bytes; the caller has validated the text. */
const ipv4Bytes = (text: string): number[] => text.split('.').map(Number);

/** The 8 groups of an IPv6 address with `::` expanded and a dotted IPv4 tail turned into two groups. */
function ipv6Groups(text: string): number[] {
  const [head = '', tail] = text.split('::');
  const groupsOf = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = ipv4Bytes(group);
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** Parses an IPv4 or IPv6 address (a zone id such as `%eth0` is ignored); undefined for anything else. */
export function parseIp(text: string): ParsedIp | undefined {
  const family = isIP(text);
  if (family === 4) return { family: 4, bytes: ipv4Bytes(text) };
  if (family !== 6) return undefined;
  const groups = ipv6Groups(text.split('%')[0]!);
  return { family: 6, bytes: groups.flatMap((group) => [group >> 8, group & 0xff]) };
}

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:a.b.c.d), else undefined. */
export function mappedIpv4(ip: ParsedIp): ParsedIp | undefined {
  if (ip.family !== 6 || IPV4_MAPPED_PREFIX.some((byte, index) => ip.bytes[index] !== byte)) return undefined;
  return { family: 4, bytes: ip.bytes.slice(12) };
}

const hexGroup = (bytes: number[], index: number): string =>
  ((bytes[index * 2]! << 8) | bytes[index * 2 + 1]!).toString(16);

/**
 * The rate-limit bucket of a source address (docs/ARCHITECTURE.md, 14.2): an IPv4 address is its own bucket
 * (an IPv4-mapped IPv6 address counts as that IPv4 address), an IPv6 address shares the bucket of
 * its /64, because one subscriber usually holds a whole /64 and could otherwise rotate addresses
 * inside it to escape the limit. Text that is no address (API Gateway always gives one) is its own bucket.
 */
export function rateLimitBucket(sourceIp: string): string {
  const parsed = parseIp(sourceIp);
  if (parsed === undefined) return sourceIp;
  const ip = mappedIpv4(parsed) ?? parsed;
  if (ip.family === 4) return ip.bytes.join('.');
  return `${[0, 1, 2, 3].map((index) => hexGroup(ip.bytes, index)).join(':')}::/64`;
}

/**
 * How many counter items a source's count is spread over for this limit: one up to
 * RATE_LIMIT_SHARD_HITS_PER_MINUTE, then one more per that many hits, so no item takes more than
 * half a partition key value's write rate (docs/ARCHITECTURE.md, section 9).
 */
export function rateLimitCounterShards(limitPerMinute: number): number {
  return Math.max(1, Math.ceil(limitPerMinute / RATE_LIMIT_SHARD_HITS_PER_MINUTE));
}

/** What an address is, for the webhook SSRF guard; only `public` may be reached from AWS. */
export type AddressKind =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link-local'
  | 'multicast'
  | 'reserved'
  | 'documentation'
  | 'nat64'
  | 'ipv4-compatible'
  | 'ipv4-translated'
  | 'tunnel'
  | 'unique-local'
  | 'site-local'
  | 'invalid';

interface Range {
  bytes: number[];
  prefixBits: number;
  kind: AddressKind;
}

function range(cidr: string, kind: AddressKind): Range {
  const [network = '', bits = ''] = cidr.split('/');
  const parsed = parseIp(network);
  if (parsed === undefined) throw new Error(`Bad range ${cidr}`);
  return { bytes: parsed.bytes, prefixBits: Number(bits), kind };
}

/** IANA special-purpose IPv4 ranges that are not globally reachable (RFC 6890 and successors). */
const ipv4Ranges = (): readonly Range[] => [
  range('0.0.0.0/8', 'unspecified'),
  range('10.0.0.0/8', 'private'),
  range('100.64.0.0/10', 'shared'),
  range('127.0.0.0/8', 'loopback'),
  range('169.254.0.0/16', 'link-local'),
  range('172.16.0.0/12', 'private'),
  range('192.0.0.0/24', 'reserved'),
  range('192.0.2.0/24', 'documentation'),
  range('192.88.99.0/24', 'tunnel'),
  range('192.168.0.0/16', 'private'),
  range('198.18.0.0/15', 'reserved'),
  range('198.51.100.0/24', 'documentation'),
  range('203.0.113.0/24', 'documentation'),
  range('224.0.0.0/4', 'multicast'),
  range('240.0.0.0/4', 'reserved'),
];

/**
 * IPv6 ranges, most specific first (the first match wins). The translation ranges are refused
 * whole: NAT64 (64:ff9b::/96, 64:ff9b:1::/48), the IPv4-compatible ::/96, SIIT's ::ffff:0:0:0/96,
 * Teredo and 6to4 carry an IPv4 address that a gateway on the path may turn into 169.254.169.254
 * or 127.0.0.1. IPv4-mapped addresses are not in this table: they are judged by their IPv4 address.
 */
const ipv6Ranges = (): readonly Range[] => [
  range('::/128', 'unspecified'),
  range('::1/128', 'loopback'),
  range('::/96', 'ipv4-compatible'),
  range('::ffff:0:0:0/96', 'ipv4-translated'),
  range('64:ff9b::/96', 'nat64'),
  range('64:ff9b:1::/48', 'nat64'),
  range('100::/64', 'reserved'),
  range('2001::/32', 'tunnel'),
  range('2001:db8::/32', 'documentation'),
  range('2002::/16', 'tunnel'),
  range('3fff::/20', 'documentation'),
  range('fc00::/7', 'unique-local'),
  range('fe80::/10', 'link-local'),
  range('fec0::/10', 'site-local'),
  range('ff00::/8', 'multicast'),
];

interface SpecialRanges {
  ipv4: readonly Range[];
  ipv6: readonly Range[];
  /** Only global unicast (2000::/3) is public IPv6; everything outside it is unassigned or special. */
  ipv6GlobalUnicast: Range;
}

let specialRanges: SpecialRanges | undefined;

/**
 * Parsed on the first classification, not at import: parsing the IPv6 ranges compiles Node's IPv6
 * pattern, a few milliseconds of cold start that the functions which only rate-limit never need.
 */
function ranges(): SpecialRanges {
  specialRanges ??= { ipv4: ipv4Ranges(), ipv6: ipv6Ranges(), ipv6GlobalUnicast: range('2000::/3', 'public') };
  return specialRanges;
}

function inRange(bytes: readonly number[], candidate: Range): boolean {
  for (let bit = 0; bit < candidate.prefixBits; bit += 8) {
    const remaining = Math.min(8, candidate.prefixBits - bit);
    const mask = (0xff << (8 - remaining)) & 0xff;
    if ((bytes[bit / 8]! & mask) !== (candidate.bytes[bit / 8]! & mask)) return false;
  }
  return true;
}

/** Classifies an address: its special-purpose range, or `public`; `invalid` for text that is no address. */
export function addressKind(address: string): AddressKind {
  const parsed = parseIp(address);
  if (parsed === undefined) return 'invalid';
  const ip = mappedIpv4(parsed) ?? parsed;
  const { ipv4, ipv6, ipv6GlobalUnicast } = ranges();
  const special = (ip.family === 4 ? ipv4 : ipv6).find((candidate) => inRange(ip.bytes, candidate));
  if (special !== undefined) return special.kind;
  if (ip.family === 6 && !inRange(ip.bytes, ipv6GlobalUnicast)) return 'reserved';
  return 'public';
}

/** A network in CIDR notation, parsed: the gateway callback source allow list (docs/ARCHITECTURE.md, 14.3). */
export interface Cidr {
  family: 4 | 6;
  bytes: number[];
  prefixBits: number;
}

/**
 * `a.b.c.d/n` or `x::y/n`; a bare address is its own network (/32, /128). Undefined for anything
 * else: a prefix out of range, a zone id, text around the address.
 */
export function parseCidr(text: string): Cidr | undefined {
  const [network = '', bits, extra] = text.trim().split('/');
  if (extra !== undefined || network.includes('%')) return undefined;
  const parsed = parseIp(network);
  if (parsed === undefined) return undefined;
  const maxBits = parsed.family === 4 ? 32 : 128;
  if (bits === undefined) return { ...parsed, prefixBits: maxBits };
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > maxBits) return undefined;
  return { ...parsed, prefixBits: Number(bits) };
}

/** Whether an address lies in one of the networks; an IPv4-mapped IPv6 address counts as its IPv4 address. */
export function inAnyCidr(address: string, cidrs: readonly Cidr[]): boolean {
  const parsed = parseIp(address);
  if (parsed === undefined) return false;
  const ip = mappedIpv4(parsed) ?? parsed;
  return cidrs.some(
    (cidr) =>
      cidr.family === ip.family &&
      inRange(ip.bytes, { bytes: cidr.bytes, prefixBits: cidr.prefixBits, kind: 'public' }),
  );
}

/** A comma-separated list of networks (context gatewayCallbackCidrs, env GATEWAY_CALLBACK_CIDRS), and the entries that are none. */
export function parseCidrList(text: string): { cidrs: Cidr[]; invalid: string[] } {
  const entries = text.split(',').map((entry) => entry.trim());
  const cidrs: Cidr[] = [];
  const invalid: string[] = [];
  for (const entry of entries) {
    const cidr = parseCidr(entry);
    if (cidr === undefined) invalid.push(entry);
    else cidrs.push(cidr);
  }
  return { cidrs, invalid };
}
