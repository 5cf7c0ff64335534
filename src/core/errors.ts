/**
 * Errors by kind. Every message is written for the person reading the CI log: what happened and
 * what to do. `exitCode` follows the CLI contract: 2 for configuration found before any request,
 * 1 for everything that went wrong while operating.
 */
export abstract class DocsCiError extends Error {
  abstract readonly kind:
    'configuration' | 'api' | 'network' | 'schema' | 'timeout' | 'cancelled' | 'operation';
  get exitCode(): 1 | 2 {
    return this.kind === 'configuration' ? 2 : 1;
  }
}

/** The user's input or configuration is wrong; raised before any request is sent. */
export class ConfigurationError extends DocsCiError {
  readonly kind = 'configuration' as const;
  override name = 'ConfigurationError';
}

/**
 * The runner does not trust the server's TLS certificate (unknown CA, expired, another host's): a
 * configuration problem that no retry fixes, found while operating (exit 1, not 2).
 */
export class TlsTrustError extends DocsCiError {
  readonly kind = 'configuration' as const;
  override name = 'TlsTrustError';
  readonly host: string;
  constructor(message: string, details: { host: string; cause?: unknown }) {
    super(message, { cause: details.cause });
    this.host = details.host;
  }
  override get exitCode(): 1 {
    return 1;
  }
}

/** The service answered with an error status. */
export class ApiError extends DocsCiError {
  readonly kind = 'api' as const;
  override name = 'ApiError';
  readonly status: number;
  readonly operation: string;
  readonly serviceError: string | undefined;
  /** Delay the service asked for (Retry-After or a reset header), when it gave one. */
  readonly retryAfterMs: number | undefined;
  constructor(
    message: string,
    details: {
      status: number;
      operation: string;
      serviceError?: string | undefined;
      retryAfterMs?: number | undefined;
    },
  ) {
    super(message);
    this.status = details.status;
    this.operation = details.operation;
    this.serviceError = details.serviceError;
    this.retryAfterMs = details.retryAfterMs;
  }
}

/** The request did not get an HTTP answer (DNS, refused, reset, TLS, socket timeout). */
export class NetworkError extends DocsCiError {
  readonly kind = 'network' as const;
  override name = 'NetworkError';
  readonly operation: string;
  /** True when the request may have reached the server (the failure came after it was sent). */
  readonly mayHaveBeenProcessed: boolean;
  constructor(
    message: string,
    details: { operation: string; mayHaveBeenProcessed: boolean; cause?: unknown },
  ) {
    super(message, { cause: details.cause });
    this.operation = details.operation;
    this.mayHaveBeenProcessed = details.mayHaveBeenProcessed;
  }
}

/** The service answered 2xx with a body that does not have the documented shape. */
export class SchemaError extends DocsCiError {
  readonly kind = 'schema' as const;
  override name = 'SchemaError';
  readonly operation: string;
  constructor(message: string, operation: string) {
    super(message);
    this.operation = operation;
  }
}

/** A deadline passed. */
export class TimeoutError extends DocsCiError {
  readonly kind = 'timeout' as const;
  override name = 'TimeoutError';
}

/** The run was cancelled (SIGINT/SIGTERM or an AbortSignal). */
export class CancelledError extends DocsCiError {
  readonly kind = 'cancelled' as const;
  override name = 'CancelledError';
}

/** The operation ran and reported failure (deployment failed, export job failed, validation errors, ...). */
export class OperationFailedError extends DocsCiError {
  readonly kind = 'operation' as const;
  override name = 'OperationFailedError';
}

export function isDocsCiError(error: unknown): error is DocsCiError {
  return error instanceof DocsCiError;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Worth another try: no answer, a 5xx, or a 429. */
export function isTransient(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  if (error instanceof ApiError) return error.status === 429 || error.status >= 500;
  return false;
}
