import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { CHANNELS, type TransactionType } from '../shared/channels/registry';

/**
 * How many source files outside a channel's folder name the channel: the count of issue 17
 * (`grep -rli <name> shared functions infra local --include=*.ts`, leaving out files and folders
 * named after the channel), read against the registry, so "its folder" is the row's `folder` (PPOB's
 * is digital/). docs/ARCHITECTURE.md ("How far a channel reaches") gives the figures and what is left.
 *
 * - A file counts once however often it names the channel, comments included, as the grep does.
 * - A name that is part of another channel's name counts for that one: `ewallet_cashin` is the
 *   cash-in's, not the e-wallet payout's.
 * - The one-time VA is not counted: its name is two letters inside every word about VAs (the
 *   dedicated VA's included), which no grep tells apart.
 */

/** The text that names each counted channel; a match inside another channel's name is left to that one. */
export const CHANNEL_NAMES: Partial<Record<TransactionType, RegExp>> = {
  qris: /qris/i,
  dedicated_va: /dedicated/i,
  transfer: /transfer/i,
  ewallet: /ewallet(?![-_]?cashin)/i,
  ewallet_cashin: /cash-?in(?!g)/i,
  digital: /digital/i,
  ppob: /ppob/i,
};

/** Where the grep looks. */
export const SPREAD_ROOTS = ['shared', 'functions', 'infra', 'local'] as const;

export interface ChannelSpread {
  channel: TransactionType;
  /** Repository-relative paths, sorted. */
  files: string[];
}

function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(root, relative);
    return entry.name.endsWith('.ts') ? [relative] : [];
  });
}

/** A file or folder on the path is named after the channel, or the file is in the channel's folder. */
function isOwn(file: string, name: RegExp, folder: string | null): boolean {
  if (folder !== null && file.startsWith(`shared/channels/${folder}/`)) return true;
  return file.split('/').some((segment) => name.test(segment));
}

export function channelSpread(repoRoot: string): ChannelSpread[] {
  const files = SPREAD_ROOTS.flatMap((dir) => sourceFiles(repoRoot, dir));
  const texts = new Map(files.map((file) => [file, readFileSync(path.join(repoRoot, file), 'utf8')]));
  return (Object.entries(CHANNEL_NAMES) as Array<[TransactionType, RegExp]>).map(([channel, name]) => ({
    channel,
    files: [...texts]
      .filter(([file, text]) => !isOwn(file, name, CHANNELS[channel].folder) && name.test(text))
      .map(([file]) => file)
      .sort(),
  }));
}
