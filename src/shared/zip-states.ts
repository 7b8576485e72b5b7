// Which state a US ZIP code belongs to, so that tax follows the address and not just the State field
// (docs/architecture.md §3). Shared by the checkout form and the server, so both say the same thing.
//
// Source: the USPS assignment of 3-digit ZIP prefixes (sectional center facilities) to states,
// territories and military post offices, as USPS publishes it in its list of 3-digit ZIP prefixes
// (the "L002" label list of the Domestic Mail Manual) and as reproduced in Wikipedia's "List of ZIP
// Code prefixes"; prefixes USPS does not use (000-004, 213, 269, ...) are gaps. The Pacific prefix
// 969 and the 96799 ZIP code are shared by several jurisdictions and are split by whole ZIP codes.

/** A US ZIP code: 5 digits, or ZIP+4. */
export const US_ZIP_PATTERN = /^(\d{5})(?:-\d{4})?$/;

/** The 50 states, DC, the territories, the freely associated states USPS serves, and military mail. */
export const US_STATE_NAMES: Readonly<Record<string, string>> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado',
  CT: 'Connecticut', DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia',
  HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky',
  LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
  MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire',
  NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota',
  OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island',
  SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont',
  VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
  PR: 'Puerto Rico', VI: 'U.S. Virgin Islands', GU: 'Guam', AS: 'American Samoa',
  MP: 'Northern Mariana Islands', PW: 'Palau', FM: 'Micronesia', MH: 'Marshall Islands',
  AA: 'Armed Forces Americas', AE: 'Armed Forces Europe', AP: 'Armed Forces Pacific',
};

/** Other names people type for a state, beside its code and its name above. */
const ALIASES: Readonly<Record<string, string>> = {
  'washington dc': 'DC', 'washington d c': 'DC', 'd c': 'DC',
  'virgin islands': 'VI', 'us virgin islands': 'VI', 'united states virgin islands': 'VI',
  'federated states of micronesia': 'FM', 'commonwealth of the northern mariana islands': 'MP',
};

/** 3-digit prefix ranges (inclusive) and the state they belong to; gaps are prefixes USPS does not use. */
const PREFIXES: ReadonlyArray<readonly [number, number, string]> = [
  [5, 5, 'NY'], [6, 7, 'PR'], [8, 8, 'VI'], [9, 9, 'PR'], [10, 27, 'MA'], [28, 29, 'RI'], [30, 38, 'NH'],
  [39, 49, 'ME'], [50, 54, 'VT'], [55, 55, 'MA'], [56, 59, 'VT'], [60, 69, 'CT'], [70, 89, 'NJ'],
  [90, 98, 'AE'], [100, 149, 'NY'], [150, 196, 'PA'], [197, 199, 'DE'], [200, 200, 'DC'], [201, 201, 'VA'],
  [202, 205, 'DC'], [206, 212, 'MD'], [214, 219, 'MD'], [220, 246, 'VA'], [247, 268, 'WV'], [270, 289, 'NC'],
  [290, 299, 'SC'], [300, 319, 'GA'], [320, 339, 'FL'], [340, 340, 'AA'], [341, 342, 'FL'], [344, 344, 'FL'],
  [346, 347, 'FL'], [349, 349, 'FL'], [350, 352, 'AL'], [354, 369, 'AL'], [370, 385, 'TN'], [386, 397, 'MS'],
  [398, 399, 'GA'], [400, 418, 'KY'], [420, 427, 'KY'], [430, 458, 'OH'], [460, 479, 'IN'], [480, 499, 'MI'],
  [500, 516, 'IA'], [520, 528, 'IA'], [530, 532, 'WI'], [534, 535, 'WI'], [537, 549, 'WI'], [550, 551, 'MN'],
  [553, 567, 'MN'], [569, 569, 'DC'], [570, 577, 'SD'], [580, 588, 'ND'], [590, 599, 'MT'], [600, 620, 'IL'],
  [622, 629, 'IL'], [630, 631, 'MO'], [633, 641, 'MO'], [644, 658, 'MO'], [660, 662, 'KS'], [664, 679, 'KS'],
  [680, 681, 'NE'], [683, 693, 'NE'], [700, 701, 'LA'], [703, 708, 'LA'], [710, 714, 'LA'], [716, 729, 'AR'],
  [730, 731, 'OK'], [733, 733, 'TX'], [734, 741, 'OK'], [743, 749, 'OK'], [750, 770, 'TX'], [772, 799, 'TX'],
  [800, 816, 'CO'], [820, 831, 'WY'], [832, 838, 'ID'], [840, 847, 'UT'], [850, 853, 'AZ'], [855, 857, 'AZ'],
  [859, 860, 'AZ'], [863, 865, 'AZ'], [870, 875, 'NM'], [877, 884, 'NM'], [885, 885, 'TX'], [889, 891, 'NV'],
  [893, 895, 'NV'], [897, 898, 'NV'], [900, 908, 'CA'], [910, 928, 'CA'], [930, 961, 'CA'], [962, 966, 'AP'],
  [967, 968, 'HI'], [970, 979, 'OR'], [980, 986, 'WA'], [988, 994, 'WA'], [995, 999, 'AK'],
];

/** Whole ZIP code ranges (inclusive) of the shared Pacific prefixes: American Samoa in 967, and 969. */
const PACIFIC_ZIPS: ReadonlyArray<readonly [number, number, string]> = [
  [96799, 96799, 'AS'], [96910, 96932, 'GU'], [96939, 96940, 'PW'], [96941, 96944, 'FM'],
  [96950, 96952, 'MP'], [96960, 96960, 'MH'], [96970, 96970, 'MH'],
];

/**
 * ZIP codes whose delivery area crosses a state line: the state other than the prefix's is accepted
 * too, since tax follows where the address really is. These are the 13 multi-state ZIP Code
 * Tabulation Areas of the Census Bureau's 2010 ZCTA relationship file (zcta_place_rel_10).
 */
const CROSS_STATE_ZIPS: Readonly<Record<string, string>> = {
  '02861': 'MA', '42223': 'TN', '59221': 'ND', '63673': 'IL', '71749': 'LA', '73949': 'TX', '81137': 'NM',
  '84536': 'AZ', '86044': 'UT', '86515': 'NM', '88063': 'TX', '89439': 'CA', '97635': 'CA',
};

/** The states a ZIP code belongs to (usually one), or [] for a malformed ZIP or a prefix not in use. */
export function statesOfZip(zip: string): string[] {
  const five = US_ZIP_PATTERN.exec(zip.trim())?.[1];
  if (!five) return [];
  const whole = Number(five);
  const pacific = PACIFIC_ZIPS.find(([from, to]) => whole >= from && whole <= to)?.[2];
  if (pacific) return [pacific];
  const prefix = Math.floor(whole / 100);
  // The rest of 969 is not assigned.
  if (prefix === 969) return [];
  const state = PREFIXES.find(([from, to]) => prefix >= from && prefix <= to)?.[2];
  if (!state) return [];
  const other = CROSS_STATE_ZIPS[five];
  return other ? [state, other] : [state];
}

const normalise = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[.,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const BY_NAME: ReadonlyMap<string, string> = new Map([
  ...Object.entries(US_STATE_NAMES).map(([code, name]) => [normalise(name), code] as const),
  ...Object.entries(ALIASES),
]);

/** The 2-letter code for what a shopper typed in the State field ('mi', 'Michigan', ' MI '), or undefined. */
export function stateCode(typed: string): string | undefined {
  const code = typed.trim().toUpperCase();
  if (Object.hasOwn(US_STATE_NAMES, code)) return code;
  return BY_NAME.get(normalise(typed));
}

/** The country select offers 'US'; saved profiles may say 'United States' or 'USA'. */
export function isUnitedStates(country: string): boolean {
  return ['us', 'usa', 'u s', 'u s a', 'united states', 'united states of america'].includes(normalise(country));
}

/**
 * The shop ships within the United States only, its territories and military mail included (those
 * are states of the list above, under the country US): every address with a country is refused
 * with this message when the country is another (decision 0043).
 */
export const US_ONLY_MESSAGE = 'We ship only within the United States, including its territories and military addresses. Please enter a US address.';

/** A saved address can be shipped to: no country given (the form's default is US), or the United States. */
export const shipsToCountry = (country: string | null | undefined): boolean => !country?.trim() || isUnitedStates(country);

export const US_STATE_MESSAGE = 'Please enter a US state, e.g. MI or Michigan';
export const zipNotInUseMessage = (zip: string) => `ZIP code ${zip.trim()} is not a valid US ZIP code`;

const describeState = (code: string) => `${US_STATE_NAMES[code]} (${code})`;

export interface ZipStateIssue {
  field: 'state' | 'zipCode';
  message: string;
}

/**
 * Checks a US address's state and ZIP code together: the state must be a US state (code or name)
 * and the ZIP code one of its own. Format problems (a ZIP of the wrong shape) are left to the field
 * rules; a ZIP prefix USPS does not use is reported here.
 */
export function zipStateIssue(typedState: string, zip: string): ZipStateIssue | null {
  const code = stateCode(typedState);
  if (!code) return { field: 'state', message: US_STATE_MESSAGE };
  if (!US_ZIP_PATTERN.test(zip.trim())) return null;
  const states = statesOfZip(zip);
  if (states.length === 0) return { field: 'zipCode', message: zipNotInUseMessage(zip) };
  if (states.includes(code)) return null;
  return {
    field: 'zipCode',
    message: `ZIP code ${zip.trim()} is in ${states.map(describeState).join(' or ')}, not ${describeState(code)}. Please check the state and ZIP code.`,
  };
}
