/**
 * The page's words in Bahasa Indonesia (the default) and English. The browser's language picks
 * English when it prefers it; the switch on the page overrides that and is remembered.
 */
const id = {
  title: 'Pembayaran',
  language: 'Bahasa',
  loading: 'Memuat…',
  payTo: 'Pembayaran kepada',
  amount: 'Jumlah',
  amountInput: 'Jumlah yang dibayar (Rp)',
  amountRange: (min: string, max: string) => `Antara ${min} dan ${max}`,
  amountInvalid: (min: string, max: string) => `Masukkan jumlah antara ${min} dan ${max}`,
  method: 'Metode pembayaran',
  qris: 'QRIS (semua e-wallet dan m-banking)',
  va: 'Virtual account bank',
  bank: 'Bank',
  pay: 'Bayar',
  creating: 'Membuat pembayaran…',
  scan: 'Pindai kode QR ini dengan aplikasi e-wallet atau m-banking Anda.',
  qrAlt: (amount: string) => `Kode QRIS untuk membayar ${amount}`,
  expiresIn: (time: string) => `Berlaku ${time} lagi`,
  vaNumber: 'Nomor virtual account',
  vaHelp: 'Transfer jumlah yang tepat ke nomor ini dari ATM, m-banking atau internet banking.',
  copy: 'Salin',
  copied: 'Tersalin',
  copyFailed: 'Tidak dapat menyalin: pilih nomor dan salin manual',
  waiting: 'Menunggu pembayaran…',
  offline: 'Koneksi terputus, mencoba lagi…',
  otherMethod: 'Pilih metode lain',
  paidTitle: 'Pembayaran berhasil',
  paidText: (amount: string, merchant: string) => `${amount} telah dibayar kepada ${merchant}. Terima kasih!`,
  paymentExpiredTitle: 'Waktu pembayaran habis',
  paymentExpiredText: 'Pembayaran ini tidak lagi dapat dibayar. Anda dapat membuat pembayaran baru.',
  tryAgain: 'Bayar lagi',
  notFoundTitle: 'Tautan tidak ditemukan',
  notFoundText: 'Periksa kembali tautan yang Anda terima dari penjual.',
  inactiveTitle: 'Tautan tidak aktif',
  inactiveText: 'Penjual telah menonaktifkan tautan pembayaran ini.',
  expiredTitle: 'Tautan kedaluwarsa',
  expiredText: 'Tautan pembayaran ini sudah melewati batas waktunya.',
  completedTitle: 'Tautan sudah dibayar',
  completedText: 'Tautan pembayaran ini sudah dibayar dan tidak menerima pembayaran baru.',
  errorTitle: 'Terjadi kesalahan',
  errorText: 'Halaman tidak dapat dimuat. Coba lagi sebentar lagi.',
  rateLimited: 'Terlalu banyak percobaan. Tunggu sebentar lalu coba lagi.',
  retry: 'Coba lagi',
};

export type Messages = typeof id;

const en: Messages = {
  title: 'Payment',
  language: 'Language',
  loading: 'Loading…',
  payTo: 'Payment to',
  amount: 'Amount',
  amountInput: 'Amount to pay (Rp)',
  amountRange: (min, max) => `Between ${min} and ${max}`,
  amountInvalid: (min, max) => `Enter an amount between ${min} and ${max}`,
  method: 'Payment method',
  qris: 'QRIS (any e-wallet or mobile banking)',
  va: 'Bank virtual account',
  bank: 'Bank',
  pay: 'Pay',
  creating: 'Creating the payment…',
  scan: 'Scan this QR code with your e-wallet or mobile banking app.',
  qrAlt: (amount) => `QRIS code to pay ${amount}`,
  expiresIn: (time) => `Valid for ${time}`,
  vaNumber: 'Virtual account number',
  vaHelp: 'Transfer the exact amount to this number from an ATM, mobile or internet banking.',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Could not copy: select the number and copy it by hand',
  waiting: 'Waiting for your payment…',
  offline: 'Connection lost, trying again…',
  otherMethod: 'Choose another method',
  paidTitle: 'Payment received',
  paidText: (amount, merchant) => `${amount} was paid to ${merchant}. Thank you!`,
  paymentExpiredTitle: 'Payment time is over',
  paymentExpiredText: 'This payment can no longer be paid. You can start a new one.',
  tryAgain: 'Pay again',
  notFoundTitle: 'Link not found',
  notFoundText: 'Check the link the seller sent you.',
  inactiveTitle: 'Link not active',
  inactiveText: 'The seller turned this payment link off.',
  expiredTitle: 'Link expired',
  expiredText: 'This payment link is past its expiry.',
  completedTitle: 'Link already paid',
  completedText: 'This payment link was paid and takes no new payments.',
  errorTitle: 'Something went wrong',
  errorText: 'The page could not be loaded. Please try again in a moment.',
  rateLimited: 'Too many attempts. Wait a moment and try again.',
  retry: 'Try again',
};

export type Lang = 'id' | 'en';
export const MESSAGES: Record<Lang, Messages> = { id, en };

const STORAGE_KEY = 'checkout.lang';

/** The remembered choice, else English when the browser prefers it, else Bahasa Indonesia. */
export function initialLang(): Lang {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved === 'id' || saved === 'en') return saved;
  } catch {
    // Storage refused (private mode): the browser's language decides.
  }
  const preferred = navigator.languages?.[0] ?? navigator.language ?? 'id';
  return preferred.toLowerCase().startsWith('en') ? 'en' : 'id';
}

export function rememberLang(lang: Lang): void {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Not remembered: the page still switches.
  }
}

const RUPIAH = new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 });

/** Rupiah as Indonesians write it (Rp 150.000) in either language. */
export const rupiah = (amount: number): string => RUPIAH.format(amount);
