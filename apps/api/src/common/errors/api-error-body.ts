/** The one shape every error response has: a stable code for programs, a message for people. */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    /** Field-level problems of a rejected request body or query. */
    details?: string[];
  };
  /** The request's id, as in the `X-Request-Id` response header: what a user quotes to support. */
  requestId?: string;
}
