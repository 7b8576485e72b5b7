/**
 * Demo accounts that are not meant for signing in: a second and a third seller that own a few
 * products each, and the shoppers who wrote the seeded reviews (one review per user per product is
 * enforced by a unique index, so the reviews need many distinct authors). They all get a hash of a
 * random secret that nobody knows. On an empty database they take user ids 4, 5, 6... in the order
 * of demo.ts: the second seller, the reviewers, then the third seller (added last, so the ids of the
 * others stay as they were).
 */

export interface ExtraAccount {
  username: string;
  email: string;
  fullName: string;
  city: string;
  state: string;
  isSeller?: boolean;
  companyName?: string;
  companyWebsite?: string;
}

export const SECOND_SELLER: ExtraAccount = {
  username: 'bluebird.goods',
  email: 'bluebird.goods@heartland.example',
  fullName: 'Hannah Greer',
  city: 'Asheville',
  state: 'NC',
  isSeller: true,
  companyName: 'Bluebird Mercantile',
  companyWebsite: 'https://bluebird-mercantile.example',
};

/** The third demo seller (issue 26): the products the marketplace once listed itself. */
export const THIRD_SELLER: ExtraAccount = {
  username: 'motherroad.supply',
  email: 'motherroad.supply@heartland.example',
  fullName: 'Dale Harjo',
  city: 'Tulsa',
  state: 'OK',
  isSeller: true,
  companyName: 'Mother Road Supply Co.',
  companyWebsite: 'https://motherroad-supply.example',
};

const reviewer = (fullName: string, city: string, state: string): ExtraAccount => {
  const username = fullName.toLowerCase().replace(/'/g, '').replace(/\s+/g, '.');
  return { username, email: `${username}@heartland.example`, fullName, city, state };
};

export const REVIEWERS: readonly ExtraAccount[] = [
  reviewer('Emily Carter', 'Columbus', 'OH'),
  reviewer('Marcus Johnson', 'Atlanta', 'GA'),
  reviewer('Linda Nguyen', 'Houston', 'TX'),
  reviewer('Robert Hayes', 'Des Moines', 'IA'),
  reviewer('Sofia Ramirez', 'Phoenix', 'AZ'),
  reviewer('David Thompson', 'Knoxville', 'TN'),
  reviewer('Karen Olson', 'St. Paul', 'MN'),
  reviewer('James Whitaker', 'Charleston', 'SC'),
  reviewer('Aisha Brooks', 'Baltimore', 'MD'),
  reviewer('Tyler Jensen', 'Boise', 'ID'),
  reviewer('Maria Gonzalez', 'San Antonio', 'TX'),
  reviewer("Kevin O'Brien", 'Worcester', 'MA'),
  reviewer('Rachel Kim', 'Seattle', 'WA'),
  reviewer('Brian Sullivan', 'Pittsburgh', 'PA'),
  reviewer('Jasmine Washington', 'Memphis', 'TN'),
  reviewer('Greg Lindqvist', 'Madison', 'WI'),
  reviewer('Heather Morales', 'Albuquerque', 'NM'),
  reviewer('Daniel Price', 'Louisville', 'KY'),
  reviewer('Megan Fischer', 'Omaha', 'NE'),
  reviewer('Carlos Rivera', 'Tampa', 'FL'),
];
