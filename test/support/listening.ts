import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/**
 * The listening TCP sockets of this machine, read from /proc/net/tcp and /proc/net/tcp6 (Linux):
 * what the kernel says a process bound, whatever the process says about itself.
 */
export interface ListeningSocket {
  address: string;
  port: number;
  inode: string;
}

const TCP_LISTEN = '0A';

/** /proc prints each 32-bit word of an address in host (little-endian) byte order. */
function wordBytes(hex: string): number[] {
  return [6, 4, 2, 0].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
}

function ipv4Of(hex: string): string {
  return wordBytes(hex).join('.');
}

function ipv6Of(hex: string): string {
  const bytes = [0, 8, 16, 24].flatMap((at) => wordBytes(hex.slice(at, at + 8)));
  if (bytes.slice(0, 10).every((byte) => byte === 0) && bytes[10] === 0xff && bytes[11] === 0xff)
    return `::ffff:${bytes.slice(12).join('.')}`;
  const groups = Array.from({ length: 8 }, (_, index) =>
    ((bytes[index * 2]! << 8) | bytes[index * 2 + 1]!).toString(16),
  );
  const text = groups.join(':');
  // Enough compression for the addresses a test compares: all zeros, and loopback.
  if (text === '0:0:0:0:0:0:0:0') return '::';
  if (text === '0:0:0:0:0:0:0:1') return '::1';
  return text;
}

function parseTable(path: string, addressOf: (hex: string) => string): ListeningSocket[] {
  const lines = readFileSync(path, 'utf8').trim().split('\n').slice(1);
  return lines.flatMap((line) => {
    const fields = line.trim().split(/\s+/);
    const [addressHex = '', portHex = ''] = (fields[1] ?? '').split(':');
    if (fields[3] !== TCP_LISTEN) return [];
    return [{ address: addressOf(addressHex), port: Number.parseInt(portHex, 16), inode: fields[9] ?? '' }];
  });
}

export function listeningSockets(): ListeningSocket[] {
  return [...parseTable('/proc/net/tcp', ipv4Of), ...parseTable('/proc/net/tcp6', ipv6Of)];
}

/** The socket inodes a process holds open (its file descriptors that are sockets). */
function socketInodesOf(pid: number): Set<string> {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match) inodes.add(match[1]!);
    } catch {
      // The descriptor closed between the listing and the read.
    }
  }
  return inodes;
}

/** Every listening socket the process holds: ports it was not asked to open show up too. */
export function listeningSocketsOf(pid: number): ListeningSocket[] {
  const inodes = socketInodesOf(pid);
  return listeningSockets().filter((socket) => inodes.has(socket.inode));
}

export const listeningOnPort = (port: number): ListeningSocket[] =>
  listeningSockets().filter((socket) => socket.port === port);

export const LOOPBACK_ADDRESSES = ['127.0.0.1', '::ffff:127.0.0.1', '::1'];
