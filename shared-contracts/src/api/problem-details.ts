/** One invalid field of a 400 answer. */
export interface FieldError {
  /** Where the field is: `query`, `body`, `params` or `headers`. */
  in: string;
  /** The field's name or JSON pointer, such as `pageSize` or `/description`. */
  field: string;
  /** What is wrong. */
  message: string;
}

/** Every API error (RFC 9457, `application/problem+json`). */
export interface ProblemDetails {
  /** URI of the problem type; `about:blank` when the status says it all. */
  type: string;
  /** Short summary of the problem type. */
  title: string;
  /** HTTP status. */
  status: number;
  /** Explanation of this occurrence (never internals). */
  detail?: string;
  /** The invalid fields of a 400. */
  errors?: FieldError[];
}
