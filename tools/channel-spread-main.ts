import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { channelSpread } from './channel-spread';

/** `npm run spread [-- --files]`: each channel's count of files outside its folder that name it (tools/channel-spread.ts). */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const withFiles = process.argv.includes('--files');
for (const { channel, files } of channelSpread(repoRoot)) {
  console.log(`${channel.padEnd(16)} ${String(files.length).padStart(3)}`);
  if (withFiles) for (const file of files) console.log(`    ${file}`);
}
