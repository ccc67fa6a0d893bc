/**
 * The payout destinations the dashboard offers: the banks of bank transfers (Bank Indonesia
 * clearing codes) and the e-wallets. Copies of shared/channels/transfer/banks.ts and
 * shared/channels/ewallet/products.ts, because the web app may not import the service and the
 * API's lists (GET /api/v1/transfer/banks, /ewallet/products) take an API client's credentials;
 * test/unit/dashboard-destinations.test.ts fails when a copy drifts from the service's list.
 */

/** The banks a picker offers: those that still exist (components/BankPicker.tsx). */
export const activeBanks = (): Destination[] => TRANSFER_BANKS.filter((bank) => bank.active !== false);
export interface Destination {
  code: string;
  name: string;
  /** false for a bank that no longer exists (merged or closed): the pickers leave it out. */
  active?: false;
}

export const TRANSFER_BANKS: readonly Destination[] = [
  { code: '002', name: 'Bank Rakyat Indonesia (BRI)' },
  { code: '003', name: 'Indonesia Eximbank (LPEI)' },
  { code: '008', name: 'Bank Mandiri' },
  { code: '009', name: 'Bank Negara Indonesia (BNI)' },
  { code: '011', name: 'Bank Danamon Indonesia' },
  { code: '013', name: 'Bank Permata' },
  { code: '014', name: 'Bank Central Asia (BCA)' },
  { code: '016', name: 'Maybank Indonesia' },
  { code: '019', name: 'Bank Panin' },
  // Became Bank Commonwealth (950) in 2007
  { code: '020', name: 'Bank Arta Niaga Kencana', active: false },
  { code: '022', name: 'CIMB Niaga' },
  { code: '023', name: 'Bank UOB Indonesia' },
  // Merged into CIMB Niaga (022) in 2008
  { code: '026', name: 'Bank Lippo', active: false },
  { code: '028', name: 'Bank OCBC NISP' },
  // Acquired by Standard Chartered (050) in 2008
  { code: '030', name: 'American Express Bank', active: false },
  { code: '031', name: 'Citibank' },
  { code: '032', name: 'JPMorgan Chase Bank' },
  { code: '033', name: 'Bank of America' },
  { code: '034', name: 'ING Indonesia Bank' },
  { code: '036', name: 'Bank China Construction Bank Indonesia' },
  { code: '037', name: 'Bank Artha Graha Internasional' },
  { code: '039', name: 'Credit Agricole Indosuez' },
  { code: '040', name: 'Bangkok Bank' },
  { code: '041', name: 'HSBC Indonesia' },
  { code: '042', name: 'MUFG Bank' },
  { code: '045', name: 'Bank Sumitomo Mitsui Indonesia' },
  { code: '046', name: 'Bank DBS Indonesia' },
  { code: '047', name: 'Bank Resona Perdania' },
  { code: '048', name: 'Bank Mizuho Indonesia' },
  { code: '050', name: 'Standard Chartered Bank' },
  // Sold and merged away in 2010
  { code: '052', name: 'Bank ABN AMRO', active: false },
  // Became Bank UOB Buana, merged into Bank UOB Indonesia (023)
  { code: '053', name: 'Bank Keppel Tatlee Buana', active: false },
  { code: '054', name: 'Bank Capital Indonesia' },
  { code: '057', name: 'Bank BNP Paribas Indonesia' },
  // Merged with Bank Hana into Bank KEB Hana Indonesia (484) in 2014
  { code: '059', name: 'Korea Exchange Bank Danamon', active: false },
  // Closed in 2020
  { code: '060', name: 'Rabobank International Indonesia', active: false },
  { code: '061', name: 'Bank ANZ Indonesia' },
  { code: '067', name: 'Deutsche Bank' },
  // Merged with Bank Saudara into Bank Woori Saudara (212) in 2014
  { code: '068', name: 'Bank Woori Indonesia', active: false },
  { code: '069', name: 'Bank of China (Hong Kong)' },
  { code: '076', name: 'Bank Bumi Arta' },
  // Merged into HSBC Indonesia (041) in 2016
  { code: '087', name: 'Bank Ekonomi Raharja', active: false },
  { code: '088', name: 'Bank Antardaerah' },
  // Merged into Rabobank (060) in 2008
  { code: '089', name: 'Bank Haga', active: false },
  // Licence revoked in 2009
  { code: '093', name: 'Bank IFI', active: false },
  { code: '095', name: 'Bank JTrust Indonesia' },
  { code: '097', name: 'Bank Mayapada Internasional' },
  { code: '110', name: 'Bank BJB (Jawa Barat dan Banten)' },
  { code: '111', name: 'Bank DKI' },
  { code: '112', name: 'BPD DIY' },
  { code: '113', name: 'Bank Jateng' },
  { code: '114', name: 'Bank Jatim' },
  { code: '115', name: 'Bank Jambi' },
  { code: '116', name: 'Bank Aceh Syariah' },
  { code: '117', name: 'Bank Sumut' },
  { code: '118', name: 'Bank Nagari' },
  { code: '119', name: 'Bank Riau Kepri Syariah' },
  { code: '120', name: 'Bank Sumsel Babel' },
  { code: '121', name: 'Bank Lampung' },
  { code: '122', name: 'Bank Kalsel' },
  { code: '123', name: 'Bank Kalbar' },
  { code: '124', name: 'Bank Kaltimtara' },
  { code: '125', name: 'Bank Kalteng' },
  { code: '126', name: 'Bank Sulselbar' },
  { code: '127', name: 'Bank SulutGo' },
  { code: '128', name: 'Bank NTB Syariah' },
  { code: '129', name: 'BPD Bali' },
  { code: '130', name: 'Bank NTT' },
  { code: '131', name: 'Bank Maluku Malut' },
  { code: '132', name: 'Bank Papua' },
  { code: '133', name: 'Bank Bengkulu' },
  { code: '134', name: 'Bank Sulteng' },
  { code: '135', name: 'Bank Sultra' },
  { code: '137', name: 'Bank Banten' },
  // Merged into Bank Danamon (011) in 2019
  { code: '145', name: 'Bank Nusantara Parahyangan', active: false },
  { code: '146', name: 'Bank of India Indonesia' },
  { code: '147', name: 'Bank Muamalat Indonesia' },
  { code: '151', name: 'Bank Mestika Dharma' },
  { code: '152', name: 'Bank Shinhan Indonesia' },
  { code: '153', name: 'Bank Sinarmas' },
  { code: '157', name: 'Bank Maspion Indonesia' },
  // Merged into Rabobank (060) in 2008
  { code: '159', name: 'Bank Hagakita', active: false },
  { code: '161', name: 'Bank Ganesha' },
  { code: '162', name: 'Bank Windu Kentjana' },
  { code: '164', name: 'Bank ICBC Indonesia' },
  { code: '166', name: 'Bank Harmoni International' },
  { code: '167', name: 'Bank QNB Indonesia' },
  { code: '200', name: 'Bank Tabungan Negara (BTN)' },
  { code: '212', name: 'Bank Woori Saudara Indonesia 1906' },
  { code: '213', name: 'Bank BTPN (SMBC Indonesia)' },
  { code: '405', name: 'Bank Victoria Syariah' },
  // Merged into Bank Syariah Indonesia (451) in 2021
  { code: '422', name: 'BRI Syariah', active: false },
  { code: '425', name: 'Bank BJB Syariah' },
  { code: '426', name: 'Bank Mega' },
  // Merged into Bank Syariah Indonesia (451) in 2021
  { code: '427', name: 'BNI Syariah', active: false },
  { code: '441', name: 'Bank KB Bukopin' },
  { code: '451', name: 'Bank Syariah Indonesia (BSI)' },
  { code: '459', name: 'Krom Bank Indonesia' },
  { code: '466', name: 'Bank Andara' },
  { code: '472', name: 'Bank Jasa Jakarta' },
  { code: '484', name: 'Bank KEB Hana Indonesia' },
  { code: '485', name: 'Bank MNC Internasional' },
  { code: '490', name: 'Bank Neo Commerce' },
  { code: '491', name: 'Bank Mitraniaga' },
  { code: '494', name: 'Bank Raya Indonesia' },
  { code: '498', name: 'Bank SBI Indonesia' },
  { code: '501', name: 'Bank Digital BCA (blu)' },
  { code: '503', name: 'Bank Nationalnobu' },
  { code: '506', name: 'Bank Mega Syariah' },
  { code: '513', name: 'Bank Ina Perdana' },
  { code: '517', name: 'Bank Panin Dubai Syariah' },
  { code: '520', name: 'Bank Prima Master' },
  { code: '521', name: 'Bank KB Bukopin Syariah' },
  { code: '523', name: 'Bank Sahabat Sampoerna' },
  { code: '525', name: 'Bank Akita' },
  { code: '526', name: 'Bank Dinar Indonesia' },
  { code: '531', name: 'Bank Amar Indonesia' },
  { code: '535', name: 'SeaBank Indonesia' },
  { code: '536', name: 'Bank BCA Syariah' },
  { code: '542', name: 'Bank Jago' },
  { code: '547', name: 'Bank BTPN Syariah' },
  { code: '548', name: 'Bank Multi Arta Sentosa' },
  { code: '553', name: 'Bank Mayora Indonesia' },
  { code: '555', name: 'Bank Index Selindo' },
  // Renamed Bank Banten (137) in 2016
  { code: '558', name: 'Bank Pundi Indonesia', active: false },
  { code: '559', name: 'Centratama Nasional Bank' },
  { code: '562', name: 'Super Bank Indonesia' },
  { code: '564', name: 'Bank Mandiri Taspen' },
  { code: '566', name: 'Bank Victoria International' },
  { code: '567', name: 'Allo Bank Indonesia' },
  { code: '688', name: 'BPR Karyajatnika Sadaya' },
  { code: '722', name: 'Bank Danamon Syariah' },
  { code: '724', name: 'Bank DKI Syariah' },
  { code: '725', name: 'Bank Jateng Syariah' },
  { code: '734', name: 'Bank Sinarmas Syariah' },
  { code: '867', name: 'BPR Eka Bumi Artha' },
  { code: '945', name: 'Bank IBK Indonesia' },
  { code: '946', name: 'Bank Merincorp' },
  { code: '947', name: 'Bank Aladin Syariah' },
  // Merged into Bank OCBC NISP (028) in 2011
  { code: '948', name: 'Bank OCBC Indonesia', active: false },
  { code: '949', name: 'Bank CTBC Indonesia' },
  { code: '950', name: 'Bank Commonwealth' },
];

export const EWALLET_PRODUCTS: readonly Destination[] = [
  { code: 'OVO', name: 'OVO' },
  { code: 'GOPAY', name: 'GoPay' },
  { code: 'DANA', name: 'DANA' },
  { code: 'SHOPEEPAY', name: 'ShopeePay' },
  { code: 'LINKAJA', name: 'LinkAja' },
];
