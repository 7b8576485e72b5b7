// The one error type of the server (docs/architecture.md §9): services, integrations and HTTP
// helpers throw it; the error handler in http/errors.ts answers it as `{ message, code, details? }`.
// It lives below every layer so that none of them imports http/ for it.

/** The one error type services throw; the error handler turns it into `{ message, code, details? }`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not Found') => new AppError(404, 'not_found', message);
export const badRequest = (message: string, details?: unknown) => new AppError(400, 'bad_request', message, details);
export const unauthorized = (message = 'Not authenticated') => new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'Forbidden') => new AppError(403, 'forbidden', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
