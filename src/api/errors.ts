/**
 * The API client's errors: a small typed family, each with a `name`, a type guard, and a message
 * that names the method and URL (spec §8).
 */

/** The server answered with status 400 or above. Carries status text, status code and body. */
export class KfpHttpError extends Error {
  override readonly name = 'KfpHttpError';
  constructor(
    readonly method: string,
    readonly url: string,
    readonly status: number,
    readonly statusText: string,
    /** The response body: parsed JSON when it was JSON, else the text (empty string when none). */
    readonly body: unknown,
    /** How long the server asked us to wait before asking again (`Retry-After` on a 503 or 429), in ms. */
    readonly retryAfterMs?: number,
  ) {
    super(`Request failed with status code ${status}${statusText ? ` ${statusText}` : ''}: ${method} ${url}`);
  }

  /** The backend's error code (`{ code: "UGYLDIG_MOBILNR" }`), when the body carries one. */
  get code(): string | undefined {
    const body = this.body;
    return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string' ? body.code : undefined;
  }
}

/** The response said it was JSON but could not be parsed. */
export class KfpParseError extends Error {
  override readonly name = 'KfpParseError';
  constructor(
    readonly method: string,
    readonly url: string,
    readonly status: number,
  ) {
    super('Error while parsing JSON');
  }
}

/** The response was JSON but not of the shape the portal expects; caught at the edge, not deep in a screen. */
export class KfpSchemaError extends Error {
  override readonly name = 'KfpSchemaError';
  constructor(
    readonly method: string,
    readonly url: string,
    readonly issues: readonly string[],
  ) {
    super(`Unexpected response from ${method} ${url}: ${issues.join('; ')}`);
  }
}

/** No answer: the network failed or the request timed out. */
export class KfpNetworkError extends Error {
  override readonly name = 'KfpNetworkError';
  constructor(
    readonly method: string,
    readonly url: string,
    override readonly cause: unknown,
  ) {
    super(`No response: ${method} ${url}`);
  }
}

export type KfpApiError = KfpHttpError | KfpParseError | KfpSchemaError | KfpNetworkError;

export const isKfpHttpError = (error: unknown): error is KfpHttpError => error instanceof KfpHttpError;
export const isKfpParseError = (error: unknown): error is KfpParseError => error instanceof KfpParseError;
export const isKfpSchemaError = (error: unknown): error is KfpSchemaError => error instanceof KfpSchemaError;
export const isKfpNetworkError = (error: unknown): error is KfpNetworkError => error instanceof KfpNetworkError;

/** 401 or 403: the session is gone or the customer may not see this. */
export const isUnauthorized = (error: unknown): error is KfpHttpError =>
  isKfpHttpError(error) && (error.status === 401 || error.status === 403);

/** A 4xx is the request's fault: retrying cannot help. */
export const isClientError = (error: unknown): error is KfpHttpError => isKfpHttpError(error) && error.status >= 400 && error.status < 500;
