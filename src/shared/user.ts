// Session types, kept apart from the zod schemas so the shell's bundle does not carry zod.

/** A signed-in user as the API returns it. */
export interface PublicUser {
  id: number;
  username: string;
  email: string;
  fullName: string | null;
  address: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  country: string | null;
  phone: string | null;
  profileImage: string | null;
  isSeller: boolean;
  isAdmin: boolean;
  companyName: string | null;
  companyWebsite: string | null;
  createdAt: string;
  // Shipping Settings (docs/product.md B3 and B5, issue 12). Optional only so that older fixtures
  // still type-check; the server always sends them.
  /** the seller's USPS Consumer Key (OAuth client id) */
  uspsUserId?: string | null;
  /** the saved Consumer Secret, masked ('••••••••wxyz'); null when none is saved. Never the key. */
  uspsApiKey?: string | null;
  uspsApiKeySet?: boolean;
  shippingOriginZip?: string | null;
  uspsEnabled?: boolean;
}

/** GET /api/user for a browser that remembers an account but is not signed in. */
export interface RememberedUser {
  id: number;
  username: string;
  remembered: true;
  /** the browser signed out: no quick sign-in, Welcome Back asks for the password */
  passwordRequired?: true;
}

export type SessionUser = PublicUser | RememberedUser;

export const isRemembered = (u: SessionUser | null | undefined): u is RememberedUser => !!u && 'remembered' in u && u.remembered === true;
