// Where the sandbox carrier's packages are scanned: plausible post offices, processing facilities
// and network hubs for any ZIP code it accepts. Each region (src/shared/zip-states.ts) has a few
// cities with a ZIP code of theirs; a ZIP code is served by the city whose ZIP code is numerically
// closest within its region, since USPS hands out 3-digit prefixes geographically (Spokane's 992
// sits beside Yakima's 989, not Seattle's 981).
import { distanceMiles, REGION_POINTS, regionOfZip } from './sandbox-rates.ts';

export interface Place {
  city: string;
  state: string;
  zipCode: string;
}

/** [ZIP code, city] per region; the first city is the region's hub when it is one. */
const CITIES: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>> = {
  AL: [['35203', 'BIRMINGHAM'], ['35801', 'HUNTSVILLE'], ['36104', 'MONTGOMERY'], ['36602', 'MOBILE']],
  AK: [['99501', 'ANCHORAGE'], ['99701', 'FAIRBANKS'], ['99801', 'JUNEAU']],
  AZ: [['85004', 'PHOENIX'], ['85701', 'TUCSON'], ['86001', 'FLAGSTAFF']],
  AR: [['72201', 'LITTLE ROCK'], ['72701', 'FAYETTEVILLE'], ['72901', 'FORT SMITH']],
  CA: [
    ['90012', 'LOS ANGELES'], ['92101', 'SAN DIEGO'], ['92501', 'RIVERSIDE'], ['92701', 'SANTA ANA'], ['93721', 'FRESNO'],
    ['94103', 'SAN FRANCISCO'], ['94612', 'OAKLAND'], ['95113', 'SAN JOSE'], ['95814', 'SACRAMENTO'], ['96001', 'REDDING'],
  ],
  CO: [['80202', 'DENVER'], ['80903', 'COLORADO SPRINGS'], ['81501', 'GRAND JUNCTION']],
  CT: [['06103', 'HARTFORD'], ['06510', 'NEW HAVEN']],
  DE: [['19801', 'WILMINGTON'], ['19901', 'DOVER']],
  DC: [['20001', 'WASHINGTON']],
  FL: [['33130', 'MIAMI'], ['32202', 'JACKSONVILLE'], ['32301', 'TALLAHASSEE'], ['32801', 'ORLANDO'], ['33602', 'TAMPA'], ['33901', 'FORT MYERS']],
  GA: [['30303', 'ATLANTA'], ['31201', 'MACON'], ['31401', 'SAVANNAH'], ['31901', 'COLUMBUS']],
  HI: [['96813', 'HONOLULU'], ['96720', 'HILO']],
  ID: [['83702', 'BOISE'], ['83201', 'POCATELLO'], ['83814', "COEUR D'ALENE"]],
  IL: [['60607', 'CHICAGO'], ['61602', 'PEORIA'], ['61820', 'CHAMPAIGN'], ['62201', 'EAST SAINT LOUIS'], ['62701', 'SPRINGFIELD']],
  IN: [['46204', 'INDIANAPOLIS'], ['46601', 'SOUTH BEND'], ['46802', 'FORT WAYNE'], ['47708', 'EVANSVILLE']],
  IA: [['50309', 'DES MOINES'], ['51101', 'SIOUX CITY'], ['52401', 'CEDAR RAPIDS'], ['52801', 'DAVENPORT']],
  KS: [['67202', 'WICHITA'], ['66101', 'KANSAS CITY'], ['66603', 'TOPEKA']],
  KY: [['40202', 'LOUISVILLE'], ['40507', 'LEXINGTON'], ['42101', 'BOWLING GREEN']],
  LA: [['70112', 'NEW ORLEANS'], ['70801', 'BATON ROUGE'], ['71101', 'SHREVEPORT']],
  ME: [['04101', 'PORTLAND'], ['04401', 'BANGOR']],
  MD: [['21202', 'BALTIMORE'], ['20850', 'ROCKVILLE'], ['21701', 'FREDERICK'], ['21801', 'SALISBURY']],
  MA: [['02108', 'BOSTON'], ['01103', 'SPRINGFIELD'], ['01608', 'WORCESTER']],
  MI: [['48226', 'DETROIT'], ['48933', 'LANSING'], ['49503', 'GRAND RAPIDS'], ['49684', 'TRAVERSE CITY'], ['49855', 'MARQUETTE']],
  MN: [['55401', 'MINNEAPOLIS'], ['55101', 'SAINT PAUL'], ['55802', 'DULUTH'], ['55901', 'ROCHESTER']],
  MS: [['39201', 'JACKSON'], ['38801', 'TUPELO'], ['39501', 'GULFPORT']],
  MO: [['64106', 'KANSAS CITY'], ['63101', 'SAINT LOUIS'], ['65201', 'COLUMBIA'], ['65806', 'SPRINGFIELD']],
  MT: [['59101', 'BILLINGS'], ['59601', 'HELENA'], ['59801', 'MISSOULA']],
  NE: [['68102', 'OMAHA'], ['68508', 'LINCOLN'], ['68801', 'GRAND ISLAND']],
  NV: [['89101', 'LAS VEGAS'], ['89501', 'RENO']],
  NH: [['03101', 'MANCHESTER'], ['03801', 'PORTSMOUTH']],
  NJ: [['07102', 'NEWARK'], ['08101', 'CAMDEN'], ['08608', 'TRENTON']],
  NM: [['87102', 'ALBUQUERQUE'], ['87501', 'SANTA FE'], ['88001', 'LAS CRUCES']],
  NY: [['10001', 'NEW YORK'], ['11201', 'BROOKLYN'], ['12207', 'ALBANY'], ['13202', 'SYRACUSE'], ['14202', 'BUFFALO'], ['14604', 'ROCHESTER']],
  NC: [['28202', 'CHARLOTTE'], ['27401', 'GREENSBORO'], ['27601', 'RALEIGH'], ['28801', 'ASHEVILLE']],
  ND: [['58102', 'FARGO'], ['58501', 'BISMARCK']],
  OH: [['43215', 'COLUMBUS'], ['43604', 'TOLEDO'], ['44113', 'CLEVELAND'], ['45202', 'CINCINNATI']],
  OK: [['73102', 'OKLAHOMA CITY'], ['74103', 'TULSA']],
  OR: [['97204', 'PORTLAND'], ['97401', 'EUGENE'], ['97701', 'BEND']],
  PA: [['19107', 'PHILADELPHIA'], ['15222', 'PITTSBURGH'], ['16501', 'ERIE'], ['17101', 'HARRISBURG'], ['18101', 'ALLENTOWN']],
  RI: [['02903', 'PROVIDENCE']],
  SC: [['29201', 'COLUMBIA'], ['29401', 'CHARLESTON'], ['29601', 'GREENVILLE']],
  SD: [['57104', 'SIOUX FALLS'], ['57701', 'RAPID CITY']],
  TN: [['38103', 'MEMPHIS'], ['37203', 'NASHVILLE'], ['37402', 'CHATTANOOGA'], ['37902', 'KNOXVILLE']],
  TX: [
    ['75201', 'DALLAS'], ['76102', 'FORT WORTH'], ['77002', 'HOUSTON'], ['78205', 'SAN ANTONIO'], ['78501', 'MCALLEN'],
    ['78701', 'AUSTIN'], ['79401', 'LUBBOCK'], ['79901', 'EL PASO'],
  ],
  UT: [['84101', 'SALT LAKE CITY'], ['84401', 'OGDEN'], ['84601', 'PROVO']],
  VT: [['05401', 'BURLINGTON'], ['05701', 'RUTLAND']],
  VA: [['23219', 'RICHMOND'], ['22201', 'ARLINGTON'], ['23510', 'NORFOLK'], ['24011', 'ROANOKE']],
  WA: [['98101', 'SEATTLE'], ['98402', 'TACOMA'], ['98901', 'YAKIMA'], ['99201', 'SPOKANE']],
  WV: [['25301', 'CHARLESTON'], ['25701', 'HUNTINGTON'], ['26301', 'CLARKSBURG']],
  WI: [['53202', 'MILWAUKEE'], ['53703', 'MADISON'], ['54301', 'GREEN BAY']],
  WY: [['82001', 'CHEYENNE'], ['82601', 'CASPER']],
  PR: [['00901', 'SAN JUAN'], ['00603', 'AGUADILLA'], ['00725', 'CAGUAS'], ['00730', 'PONCE']],
  VI: [['00802', 'ST THOMAS'], ['00820', 'CHRISTIANSTED']],
  GU: [['96910', 'HAGATNA']],
  AS: [['96799', 'PAGO PAGO']],
  MP: [['96950', 'SAIPAN']],
  PW: [['96940', 'KOROR']],
  FM: [['96941', 'POHNPEI']],
  MH: [['96960', 'MAJURO']],
  // Military post offices: mail is handed to the military at its gateway (sandbox.ts prices it there).
  AA: [['34001', 'APO']],
  AE: [['09001', 'APO']],
  AP: [['96201', 'APO']],
};

/** Where military mail leaves the USPS network: the gateway's international service centre. */
const GATEWAYS: Readonly<Record<string, Place>> = {
  AA: { city: 'MIAMI', state: 'FL', zipCode: '33152' },
  AE: { city: 'JAMAICA', state: 'NY', zipCode: '11430' },
  AP: { city: 'SAN FRANCISCO', state: 'CA', zipCode: '94128' },
};

/** The network's national hubs a long-distance package passes through (the first city of each region). */
const HUB_REGIONS = ['IL', 'TX', 'GA', 'CO', 'CA', 'PA', 'TN', 'MO', 'WA'] as const;

function servingCity(zip: string): Place {
  const state = regionOfZip(zip);
  const cities = state ? CITIES[state] : undefined;
  if (!state || !cities) throw new Error(`no city serves ZIP code ${zip}`);
  const five = Number(zip.trim().slice(0, 5));
  const [cityZip, city] = cities.reduce((best, c) => (Math.abs(Number(c[0]) - five) < Math.abs(Number(best[0]) - five) ? c : best));
  return { city, state, zipCode: cityZip };
}

/** The post office of a ZIP code: the serving city's name, the ZIP code itself. */
export function postOffice(zip: string): Place {
  return { ...servingCity(zip), zipCode: zip.trim().slice(0, 5) };
}

/** The processing facility that sorts a ZIP code's mail (for military mail, its gateway). */
export function facility(zip: string): Place {
  const place = servingCity(zip);
  return GATEWAYS[place.state] ?? place;
}

/**
 * The hub between two facilities far apart (zone 5 and beyond), the one that makes the shortest
 * detour; none when the distance is short or no hub lies outside both ends' regions.
 */
export function hubBetween(from: Place, to: Place, zone: number): Place | null {
  if (zone < 5) return null;
  const a = REGION_POINTS[from.state];
  const b = REGION_POINTS[to.state];
  if (!a || !b) return null;
  let best: { place: Place; miles: number } | null = null;
  for (const region of HUB_REGIONS) {
    if (region === from.state || region === to.state) continue;
    const miles = distanceMiles(a, REGION_POINTS[region]!) + distanceMiles(REGION_POINTS[region]!, b);
    const [zipCode, city] = CITIES[region]![0]!;
    if (!best || miles < best.miles) best = { place: { city, state: region, zipCode }, miles };
  }
  return best?.place ?? null;
}
