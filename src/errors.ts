/**
 * The one error type the app throws on purpose. `publicMessage` is what a client sees;
 * `detail` is for the log only; `headers` go with the answer (a 429's Retry-After). The API's
 * single onError maps it to `{ message }`.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly publicMessage: string,
    readonly detail?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(publicMessage);
  }
}

export const badRequest = (message: string, detail?: unknown) => new AppError(400, message, detail);
export const unauthorized = (message = "Authentication required") => new AppError(401, message);
export const forbidden = (message = "Forbidden") => new AppError(403, message);
export const notFound = (message = "Not found") => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
