import { describe, expect, it } from 'vitest';
import { SALES_TAX_TABLE } from './tax-rates.ts';
import { isUnitedStates, stateCode, statesOfZip, US_STATE_MESSAGE, US_STATE_NAMES, zipStateIssue } from './zip-states.ts';

describe('statesOfZip', () => {
  it.each([
    ['48201', 'MI'], // Detroit
    ['97201', 'OR'], // Portland
    ['50309', 'IA'], // Des Moines
    ['10001', 'NY'], // New York
    ['00501', 'NY'], // Holtsville (IRS)
    ['00901', 'PR'], // San Juan
    ['00802', 'VI'], // St. Thomas
    ['01001', 'MA'],
    ['05501', 'MA'], // Andover (IRS), inside Vermont's range
    ['06103', 'CT'], // Hartford
    ['07102', 'NJ'], // Newark
    ['09001', 'AE'],
    ['20001', 'DC'],
    ['20101', 'VA'], // Dulles, inside DC's range
    ['21201', 'MD'], // Baltimore
    ['34001', 'AA'],
    ['39901', 'GA'], // Atlanta (IRS), inside Mississippi's range
    ['55101', 'MN'], // St. Paul
    ['56901', 'DC'],
    ['73301', 'TX'], // Austin (IRS), inside Oklahoma's range
    ['73102', 'OK'], // Oklahoma City
    ['79901', 'TX'], // El Paso
    ['88501', 'TX'], // El Paso, inside New Mexico's range
    ['87501', 'NM'], // Santa Fe
    ['90210', 'CA'],
    ['96201', 'AP'],
    ['96813', 'HI'], // Honolulu
    ['96799', 'AS'], // Pago Pago, inside Hawaii's prefix
    ['96910', 'GU'], // Hagåtña
    ['96950', 'MP'], // Saipan
    ['96940', 'PW'],
    ['96941', 'FM'],
    ['96960', 'MH'],
    ['99501', 'AK'], // Anchorage
    ['99999', 'AK'], // Ketchikan's prefix; the sandbox carrier's outage ZIP
    ['48201-1234', 'MI'],
    [' 48201 ', 'MI'],
  ])('%s is in %s', (zip, state) => {
    expect(statesOfZip(zip)).toEqual([state]);
  });

  it('accepts both states for a ZIP code whose delivery area crosses a state line', () => {
    expect(statesOfZip('42223')).toEqual(['KY', 'TN']); // Fort Campbell
    expect(statesOfZip('97635')).toEqual(['OR', 'CA']); // New Pine Creek
    expect(statesOfZip('02861')).toEqual(['RI', 'MA']);
  });

  it.each(['00012', '00499', '21301', '26901', '51701', '96901', '99901x', '4820', 'abcde', ''])('knows no state for %j', (zip) => {
    expect(statesOfZip(zip)).toEqual([]);
  });

  it('gives every state, DC, territory and military code at least one prefix, and every one a tax rate', () => {
    const reached = new Set<string>();
    for (let zip = 0; zip <= 99_999; zip += 1) for (const state of statesOfZip(String(zip).padStart(5, '0'))) reached.add(state);
    expect([...reached].sort()).toEqual(Object.keys(US_STATE_NAMES).sort());
    expect(Object.keys(SALES_TAX_TABLE).sort()).toEqual(Object.keys(US_STATE_NAMES).sort());
  });
});

describe('stateCode', () => {
  it.each([
    ['MI', 'MI'],
    ['mi', 'MI'],
    [' Mi ', 'MI'],
    ['Michigan', 'MI'],
    ['  new   york ', 'NY'],
    ['District of Columbia', 'DC'],
    ['Washington, D.C.', 'DC'],
    ['Washington', 'WA'],
    ['Puerto Rico', 'PR'],
    ['Armed Forces Europe', 'AE'],
  ])('%j is %s', (typed, code) => {
    expect(stateCode(typed)).toBe(code);
  });

  it.each(['ZZ', 'UK', 'Ontario', 'Mich', ''])('%j is not a US state', (typed) => {
    expect(stateCode(typed)).toBeUndefined();
  });
});

describe('isUnitedStates', () => {
  it.each(['US', 'us', 'USA', 'U.S.A.', 'United States', 'united states of america'])('%j is the United States', (country) => {
    expect(isUnitedStates(country)).toBe(true);
  });

  it.each(['CA', 'UK', 'AU', 'Canada', ''])('%j is not', (country) => {
    expect(isUnitedStates(country)).toBe(false);
  });
});

describe('zipStateIssue', () => {
  it('accepts a ZIP code of the state, given by code or by name', () => {
    expect(zipStateIssue('MI', '48201')).toBeNull();
    expect(zipStateIssue('michigan', '48201-4321')).toBeNull();
    expect(zipStateIssue('TN', '42223')).toBeNull();
  });

  it('names both states when the ZIP code belongs to another one', () => {
    expect(zipStateIssue('OR', '48201')).toEqual({
      field: 'zipCode',
      message: 'ZIP code 48201 is in Michigan (MI), not Oregon (OR). Please check the state and ZIP code.',
    });
    expect(zipStateIssue('Iowa', '99999')?.message).toBe('ZIP code 99999 is in Alaska (AK), not Iowa (IA). Please check the state and ZIP code.');
    expect(zipStateIssue('AL', '42223')?.message).toBe(
      'ZIP code 42223 is in Kentucky (KY) or Tennessee (TN), not Alabama (AL). Please check the state and ZIP code.',
    );
  });

  it('refuses a state that is not a US one, and a ZIP prefix USPS does not use', () => {
    expect(zipStateIssue('Ontario', '48201')).toEqual({ field: 'state', message: US_STATE_MESSAGE });
    expect(zipStateIssue('NY', '00012')).toEqual({ field: 'zipCode', message: 'ZIP code 00012 is not a valid US ZIP code' });
  });

  it('leaves a ZIP code of the wrong shape to the field rule', () => {
    expect(zipStateIssue('MI', '4820')).toBeNull();
  });
});
