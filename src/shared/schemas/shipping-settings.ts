import { z } from 'zod';
import { US_ZIP_PATTERN } from '../zip-states.ts';

export const USPS_USER_ID_MESSAGE = 'USPS User ID is required for shipping integration';
export const ORIGIN_ZIP_SHORT = 'ZIP code must be at least 5 characters';
export const ORIGIN_ZIP_LONG = 'ZIP code cannot exceed 10 characters';
/** Beyond the spec: checkout quotes packages from this ZIP code, so it must be one USPS knows. */
export const ORIGIN_ZIP_FORMAT = 'Enter a US ZIP code of 5 digits or ZIP+4, like 50309 or 50309-1234';
export const USPS_KEY_SPACES = 'The USPS API key cannot contain spaces';
/**
 * A seller whose shop has a ship-from address ships from it (docs/decisions/0055): the settings' origin
 * ZIP code is that address's, and a different one is refused with this.
 */
export const originZipOfShop = (zipCode: string) =>
  `Your packages ship from your shop's ship-from address (ZIP code ${zipCode}). To ship from elsewhere, change that address in your shop settings.`;
/** USPS cannot be used without the consumer secret: turning it on needs a saved key. */
export const USPS_KEY_REQUIRED = 'Enter your USPS API key to turn on USPS shipping';

/** How a saved key is answered: never the key, only that one is saved and its last four characters. */
export const MASK_CHAR = '•';
export const maskApiKey = (lastFour: string) => `${MASK_CHAR.repeat(8)}${lastFour}`;

/**
 * PUT /api/user/shipping-settings (docs/product.md B5 and B7), used by the Shipping Settings form and
 * the route. uspsUserId is the USPS app's Consumer Key (OAuth client id) and uspsApiKey its Consumer
 * Secret. An empty or omitted uspsApiKey keeps the saved key (so is the masked value the API answers,
 * sent back unchanged); removeUspsApiKey deletes it.
 */
export const shippingSettingsSchema = z.object({
  uspsUserId: z.string({ message: USPS_USER_ID_MESSAGE }).trim().min(1, USPS_USER_ID_MESSAGE).max(200, 'USPS User ID must be at most 200 characters'),
  uspsApiKey: z
    .string({ message: 'The USPS API key must be text' })
    .trim()
    .max(200, 'The USPS API key must be at most 200 characters')
    .regex(/^\S*$/, USPS_KEY_SPACES)
    .nullish()
    .transform((v) => (!v || v.startsWith(MASK_CHAR) ? undefined : v)),
  shippingOriginZip: z.string({ message: ORIGIN_ZIP_SHORT }).trim().min(5, ORIGIN_ZIP_SHORT).max(10, ORIGIN_ZIP_LONG).regex(US_ZIP_PATTERN, ORIGIN_ZIP_FORMAT),
  uspsEnabled: z.boolean({ message: 'uspsEnabled must be true or false' }).default(false),
  removeUspsApiKey: z.boolean({ message: 'removeUspsApiKey must be true or false' }).optional(),
});
export type ShippingSettingsInput = z.input<typeof shippingSettingsSchema>;
export type ShippingSettingsUpdate = z.output<typeof shippingSettingsSchema>;
