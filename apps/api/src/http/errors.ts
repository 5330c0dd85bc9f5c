/** A failure the client should see as-is: status, a message, and optional field errors. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    readonly errors?: string[],
    /** More of the answer's body, e.g. the record as it now stands beside a conflict. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError(400, message, fieldErrors);
export const unauthorized = (message = 'Your session has ended. Please sign in again.') =>
  new AppError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new AppError(409, message, undefined, undefined, extra);
export const tooMany = (message = 'Too many attempts. Please wait a few minutes and try again.') =>
  new AppError(429, message);
