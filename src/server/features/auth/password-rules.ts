import { AppError } from '#server/errors.ts';

export const TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';
export const SAME_AS_USERNAME = 'Your password must not be your username.';

let common: Promise<ReadonlySet<string>> | undefined;

/**
 * The 49,000 most common passwords of zxcvbn-ts (lowercase), loaded on the first sign-up or password
 * change rather than at start: about 4 MB of heap that a server nobody registers on never spends.
 */
function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then((m) => new Set(m.dictionary['passwords-common']));
  return common;
}

/**
 * NIST SP 800-63B 3.1.1.2: a new password is checked against commonly used ones (and the account's
 * own name). Server-side only: the list never reaches the browser, which shows this message on the
 * field (`field`: 'password' at sign-up, 'newPassword' in Security Settings). The length rule
 * stays in the shared schema, with the spec's message.
 */
export async function assertAcceptablePassword(password: string, username: string, field: string): Promise<void> {
  const candidate = password.normalize('NFKC').trim().toLowerCase();
  const refuse = (message: string) => new AppError(400, 'weak_password', message, [{ path: field, message }]);
  if (candidate === username.normalize('NFKC').trim().toLowerCase()) throw refuse(SAME_AS_USERNAME);
  if ((await commonPasswords()).has(candidate)) throw refuse(TOO_COMMON);
}
