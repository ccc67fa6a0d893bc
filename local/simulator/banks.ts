import { randomInt } from 'node:crypto';
import { SIMULATOR_VA_NUMBER_DRAWS_MAX } from '../../shared/constants';

export interface SimBank {
  code: string;
  name: string;
  method: 'VA';
  /** The company code the bank assigned to the gateway; every VA number of the bank starts with it. */
  vaPrefix: string;
}

/** Indonesian VA numbers are 16 digits at most banks: company code then customer number. */
const VA_NUMBER_LENGTH = 16;

/** The banks the simulated gateway offers one-time VAs for (bank codes are the BI clearing codes). */
export const SIM_BANKS: readonly SimBank[] = [
  { code: '014', name: 'Bank Central Asia (BCA)', method: 'VA', vaPrefix: '39358' },
  { code: '008', name: 'Bank Mandiri', method: 'VA', vaPrefix: '88908' },
  { code: '009', name: 'Bank Negara Indonesia (BNI)', method: 'VA', vaPrefix: '988' },
  { code: '002', name: 'Bank Rakyat Indonesia (BRI)', method: 'VA', vaPrefix: '26215' },
  { code: '022', name: 'CIMB Niaga', method: 'VA', vaPrefix: '5919' },
  { code: '013', name: 'Bank Permata', method: 'VA', vaPrefix: '8625' },
  { code: '451', name: 'Bank Syariah Indonesia (BSI)', method: 'VA', vaPrefix: '9347' },
  { code: '011', name: 'Bank Danamon', method: 'VA', vaPrefix: '7915' },
  { code: '016', name: 'Maybank Indonesia', method: 'VA', vaPrefix: '7828' },
  { code: '200', name: 'Bank Tabungan Negara (BTN)', method: 'VA', vaPrefix: '9652' },
];

export function findBank(code: string): SimBank | undefined {
  return SIM_BANKS.find((bank) => bank.code === code);
}

function randomDigits(count: number): string {
  let digits = '';
  for (let i = 0; i < count; i += 1) digits += String(randomInt(10));
  return digits;
}

/** A fresh VA number of the bank, redrawn while it collides with one already issued. */
export function newVaNumber(bank: SimBank, isTaken: (number: string) => boolean): string {
  for (let draw = 0; draw < SIMULATOR_VA_NUMBER_DRAWS_MAX; draw += 1) {
    const number = bank.vaPrefix + randomDigits(VA_NUMBER_LENGTH - bank.vaPrefix.length);
    if (!isTaken(number)) return number;
  }
  throw new Error(`No free VA number left for bank ${bank.code}`);
}
