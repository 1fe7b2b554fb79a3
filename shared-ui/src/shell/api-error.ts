/** One field error of a problem-details answer. */
export interface ApiFieldError {
  /** The field, as a JSON pointer or a name. */
  field?: string;
  /** What is wrong with it. */
  message: string;
}

/** An API answer outside 2xx, read from its RFC 9457 problem details when it has them. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    /** Short summary of the problem. */
    readonly title: string,
    /** Explanation of this occurrence, when the API gave one. */
    readonly detail?: string,
    /** Field validation errors. */
    readonly errors: readonly ApiFieldError[] = [],
    /** Problem type URI. */
    readonly type?: string,
  ) {
    super(detail ? `${title}: ${detail}` : title);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readFieldErrors(value: unknown): ApiFieldError[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((item) => ({
    field: typeof item.field === 'string' ? item.field : typeof item.pointer === 'string' ? item.pointer : undefined,
    message: typeof item.message === 'string' ? item.message : typeof item.detail === 'string' ? item.detail : '',
  }));
}

/** Builds the ApiError of a failed response from its (possibly absent or non-JSON) body. */
export function toApiError(status: number, statusText: string, body: unknown): ApiError {
  if (!isRecord(body)) return new ApiError(status, statusText || `Request failed with status ${status}`);
  const title = typeof body.title === 'string' ? body.title : statusText || `Request failed with status ${status}`;
  const detail = typeof body.detail === 'string' ? body.detail : undefined;
  const type = typeof body.type === 'string' ? body.type : undefined;
  return new ApiError(status, title, detail, readFieldErrors(body.errors), type);
}
