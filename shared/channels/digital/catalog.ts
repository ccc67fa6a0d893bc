/**
 * The digital products the provider sells us (release 1.5.0): prepaid top-ups (pulsa, data,
 * e-money, game vouchers, PLN tokens) and postpaid bills. Prices here are the provider's, integer
 * IDR; what a merchant pays is this plus its markup (pricing.ts).
 */
export type DigitalCategory = 'pulsa' | 'data' | 'emoney' | 'games' | 'pln' | 'pascabayar';
export const DIGITAL_CATEGORIES = [
  'pulsa',
  'data',
  'emoney',
  'games',
  'pln',
  'pascabayar',
] as const satisfies readonly DigitalCategory[];

/** What `tujuan` must be for a product. */
export type DestinationKind = 'msisdn' | 'emoney_phone' | 'game_account' | 'pln_meter' | 'customer_number';

export interface CatalogProduct {
  /** Upper-case letters and digits, unique; `findProduct` matches it case-insensitively. */
  kode_produk: string;
  nama: string;
  kategori: DigitalCategory;
  operator: string;
  /** What the provider charges us, integer IDR (> 0); for `pascabayar` products: its admin fee per bill. */
  provider_price: number;
  /** Inactive products stay listed so merchants see them; orders for them are refused. */
  status: 'active' | 'inactive';
  butuh_server_id: boolean;
  destination: DestinationKind;
}

type Status = CatalogProduct['status'];

/** A top-up to a mobile number: the number must belong to the operator. */
const mobile =
  (kategori: 'pulsa' | 'data', operator: string) =>
  (kode: string, nama: string, price: number, status: Status = 'active'): CatalogProduct => ({
    kode_produk: kode,
    nama,
    kategori,
    operator,
    provider_price: price,
    status,
    butuh_server_id: false,
    destination: 'msisdn',
  });

/** An e-wallet top-up, addressed by the phone number the wallet is registered to. */
const emoney =
  (operator: string) =>
  (kode: string, nama: string, price: number, status: Status = 'active'): CatalogProduct => ({
    kode_produk: kode,
    nama,
    kategori: 'emoney',
    operator,
    provider_price: price,
    status,
    butuh_server_id: false,
    destination: 'emoney_phone',
  });

/** A game voucher credited to a user ID, and for some games to a server (zone) ID as well. */
const game =
  (operator: string, butuhServerId: boolean) =>
  (kode: string, nama: string, price: number, status: Status = 'active'): CatalogProduct => ({
    kode_produk: kode,
    nama,
    kategori: 'games',
    operator,
    provider_price: price,
    status,
    butuh_server_id: butuhServerId,
    destination: 'game_account',
  });

const plnToken = (kode: string, nama: string, price: number): CatalogProduct => ({
  kode_produk: kode,
  nama,
  kategori: 'pln',
  operator: 'PLN',
  provider_price: price,
  status: 'active',
  butuh_server_id: false,
  destination: 'pln_meter',
});

/** A postpaid bill; `adminIdr` is the provider's admin fee per bill (the bill itself comes from the inquiry). */
const postpaid = (
  kode: string,
  nama: string,
  operator: string,
  adminIdr: number,
  destination: DestinationKind,
  status: Status = 'active',
): CatalogProduct => ({
  kode_produk: kode,
  nama,
  kategori: 'pascabayar',
  operator,
  provider_price: adminIdr,
  status,
  butuh_server_id: false,
  destination,
});

const telkomselPulsa = mobile('pulsa', 'Telkomsel');
const indosatPulsa = mobile('pulsa', 'Indosat');
const xlPulsa = mobile('pulsa', 'XL');
const axisPulsa = mobile('pulsa', 'Axis');
const triPulsa = mobile('pulsa', 'Tri');
const smartfrenPulsa = mobile('pulsa', 'Smartfren');
const telkomselData = mobile('data', 'Telkomsel');
const indosatData = mobile('data', 'Indosat');
const xlData = mobile('data', 'XL');
const axisData = mobile('data', 'Axis');
const triData = mobile('data', 'Tri');
const smartfrenData = mobile('data', 'Smartfren');
const gopay = emoney('GoPay');
const ovo = emoney('OVO');
const dana = emoney('DANA');
const shopeePay = emoney('ShopeePay');
const linkAja = emoney('LinkAja');
const mobileLegends = game('Mobile Legends', true);
const freeFire = game('Free Fire', false);
const pubgMobile = game('PUBG Mobile', false);
const genshinImpact = game('Genshin Impact', true);

// Pulsa costs us slightly less than its face value; the bigger the nominal, the bigger the discount.
const PULSA: readonly CatalogProduct[] = [
  telkomselPulsa('TSEL5', 'Telkomsel 5.000', 4_950),
  telkomselPulsa('TSEL10', 'Telkomsel 10.000', 9_900),
  telkomselPulsa('TSEL20', 'Telkomsel 20.000', 19_750),
  telkomselPulsa('TSEL25', 'Telkomsel 25.000', 24_700),
  telkomselPulsa('TSEL50', 'Telkomsel 50.000', 49_300),
  telkomselPulsa('TSEL100', 'Telkomsel 100.000', 98_500),
  telkomselPulsa('TSEL200', 'Telkomsel 200.000', 197_000, 'inactive'),
  indosatPulsa('ISAT5', 'Indosat 5.000', 4_925),
  indosatPulsa('ISAT10', 'Indosat 10.000', 9_850),
  indosatPulsa('ISAT25', 'Indosat 25.000', 24_600),
  indosatPulsa('ISAT50', 'Indosat 50.000', 49_150),
  indosatPulsa('ISAT100', 'Indosat 100.000', 98_200),
  xlPulsa('XL5', 'XL 5.000', 4_940),
  xlPulsa('XL10', 'XL 10.000', 9_880),
  xlPulsa('XL25', 'XL 25.000', 24_650),
  xlPulsa('XL50', 'XL 50.000', 49_200),
  xlPulsa('XL100', 'XL 100.000', 98_300),
  axisPulsa('AX5', 'Axis 5.000', 4_930),
  axisPulsa('AX10', 'Axis 10.000', 9_870),
  axisPulsa('AX25', 'Axis 25.000', 24_640),
  axisPulsa('AX50', 'Axis 50.000', 49_180),
  axisPulsa('AX100', 'Axis 100.000', 98_250, 'inactive'),
  triPulsa('TRI5', 'Tri 5.000', 4_900),
  triPulsa('TRI10', 'Tri 10.000', 9_800),
  triPulsa('TRI20', 'Tri 20.000', 19_600),
  triPulsa('TRI50', 'Tri 50.000', 49_000),
  triPulsa('TRI100', 'Tri 100.000', 97_900),
  smartfrenPulsa('SMART5', 'Smartfren 5.000', 4_920, 'inactive'),
  smartfrenPulsa('SMART10', 'Smartfren 10.000', 9_840),
  smartfrenPulsa('SMART20', 'Smartfren 20.000', 19_700),
  smartfrenPulsa('SMART50', 'Smartfren 50.000', 49_100),
  smartfrenPulsa('SMART100', 'Smartfren 100.000', 98_100),
];

const DATA: readonly CatalogProduct[] = [
  telkomselData('TSELD1', 'Telkomsel Data 1 GB / 30 Hari', 14_500),
  telkomselData('TSELD3', 'Telkomsel Data 3 GB / 30 Hari', 33_000),
  telkomselData('TSELD8', 'Telkomsel Data 8 GB / 30 Hari', 62_000),
  indosatData('ISATD3', 'Indosat Freedom Internet 3 GB / 30 Hari', 22_500),
  indosatData('ISATD10', 'Indosat Freedom Internet 10 GB / 30 Hari', 48_000),
  xlData('XLD5', 'XL Xtra Combo 5 GB / 30 Hari', 38_500),
  xlData('XLD10', 'XL Xtra Combo 10 GB / 30 Hari', 58_000),
  axisData('AXD2', 'Axis Bronet 2 GB / 30 Hari', 19_500),
  triData('TRID6', 'Tri AlwaysOn 6 GB / 30 Hari', 29_000),
  smartfrenData('SMARTD10', 'Smartfren Unlimited Nonstop 10 GB / 28 Hari', 61_000, 'inactive'),
];

// E-money top-ups cost the face value plus the provider's transfer fee.
const EMONEY: readonly CatalogProduct[] = [
  gopay('GOPAY20', 'GoPay 20.000', 20_900),
  gopay('GOPAY50', 'GoPay 50.000', 50_900),
  gopay('GOPAY100', 'GoPay 100.000', 100_900),
  ovo('OVO20', 'OVO 20.000', 21_000),
  ovo('OVO50', 'OVO 50.000', 51_000),
  ovo('OVO100', 'OVO 100.000', 101_000),
  dana('DANA20', 'DANA 20.000', 20_750),
  dana('DANA50', 'DANA 50.000', 50_750),
  dana('DANA100', 'DANA 100.000', 100_750),
  shopeePay('SHOPEE20', 'ShopeePay 20.000', 20_850),
  shopeePay('SHOPEE50', 'ShopeePay 50.000', 50_850),
  linkAja('LINKAJA20', 'LinkAja 20.000', 20_800),
  linkAja('LINKAJA50', 'LinkAja 50.000', 50_800, 'inactive'),
];

const GAMES: readonly CatalogProduct[] = [
  mobileLegends('ML86', 'Mobile Legends 86 Diamonds', 19_300),
  mobileLegends('ML172', 'Mobile Legends 172 Diamonds', 38_500),
  mobileLegends('ML257', 'Mobile Legends 257 Diamonds', 57_200),
  mobileLegends('ML344', 'Mobile Legends 344 Diamonds', 76_400),
  mobileLegends('ML706', 'Mobile Legends 706 Diamonds', 152_000),
  freeFire('FF70', 'Free Fire 70 Diamonds', 9_300),
  freeFire('FF140', 'Free Fire 140 Diamonds', 18_500),
  freeFire('FF355', 'Free Fire 355 Diamonds', 46_000),
  freeFire('FF720', 'Free Fire 720 Diamonds', 91_500, 'inactive'),
  pubgMobile('PUBG60', 'PUBG Mobile 60 UC', 14_300),
  pubgMobile('PUBG325', 'PUBG Mobile 325 UC', 71_000),
  genshinImpact('GI60', 'Genshin Impact 60 Genesis Crystals', 15_000),
  genshinImpact('GI330', 'Genshin Impact 300+30 Genesis Crystals', 75_000),
  genshinImpact('GIWELKIN', 'Genshin Impact Blessing of the Welkin Moon', 75_000),
];

// PLN tokens cost the face value plus the provider's admin fee.
const PLN_TOKENS: readonly CatalogProduct[] = [
  plnToken('PLN20', 'PLN Token 20.000', 20_150),
  plnToken('PLN50', 'PLN Token 50.000', 50_150),
  plnToken('PLN100', 'PLN Token 100.000', 100_150),
  plnToken('PLN200', 'PLN Token 200.000', 200_150),
  plnToken('PLN500', 'PLN Token 500.000', 500_150),
  plnToken('PLN1000', 'PLN Token 1.000.000', 1_000_150),
];

const POSTPAID: readonly CatalogProduct[] = [
  postpaid('PLNPASCA', 'PLN Pascabayar', 'PLN', 1_800, 'pln_meter'),
  postpaid('BPJS', 'BPJS Kesehatan', 'BPJS Kesehatan', 1_500, 'customer_number'),
  postpaid('PDAM', 'PDAM (semua wilayah)', 'PDAM', 2_000, 'customer_number'),
  postpaid('TELKOMPSTN', 'Telkom IndiHome / Telepon Rumah', 'Telkom IndiHome', 2_000, 'customer_number'),
  postpaid('HPTSEL', 'Telkomsel Halo', 'Telkomsel', 1_700, 'msisdn'),
  postpaid('HPXL', 'XL Prioritas', 'XL', 1_700, 'msisdn'),
  postpaid('HPISAT', 'Indosat Pascabayar', 'Indosat', 1_700, 'msisdn', 'inactive'),
];

/** Grouped by category, each group in the order a merchant's picker shows it. */
export const CATALOG: readonly CatalogProduct[] = [...PULSA, ...DATA, ...EMONEY, ...GAMES, ...PLN_TOKENS, ...POSTPAID];

const PRODUCTS_BY_CODE: ReadonlyMap<string, CatalogProduct> = new Map(
  CATALOG.map((product) => [product.kode_produk, product]),
);

/** The product with this code, matched case-insensitively (`tsel10` finds `TSEL10`). */
export function findProduct(kodeProduk: string): CatalogProduct | undefined {
  return PRODUCTS_BY_CODE.get(kodeProduk.toUpperCase());
}
