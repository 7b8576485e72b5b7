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
}

/** GET /api/user for a browser that remembers an account but is not signed in. */
export interface RememberedUser {
  id: number;
  username: string;
  remembered: true;
}

export type SessionUser = PublicUser | RememberedUser;

export const isRemembered = (u: SessionUser | null | undefined): u is RememberedUser =>
  !!u && 'remembered' in u && u.remembered === true;
