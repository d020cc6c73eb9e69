// Errors a route may answer with. The HTTP error handler turns them into DRF-shaped bodies; anything else
// becomes a 500 without details.

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  constructor(status: number, body: Record<string, unknown>) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}

export const MESSAGES = {
  notFound: 'Not found.',
  forbidden: 'You do not have permission to perform this action.',
  notAuthenticated: 'Authentication credentials were not provided.',
  invalidToken: 'Invalid or expired token.',
  unknownAccount: 'Unknown account.',
  required: 'This field is required.',
  badCredentials: 'Unable to log in with provided credentials.',
  locked:
    'Your account has been locked due to numerous incorrect password attempts. Please contact support for help unlocking your account.',
  invalidUuid: 'Must be a valid UUID.',
  invalidDate: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.',
  invalidBoolean: 'Must be a valid boolean.',
  notAString: 'Not a valid string.',
  invalidCursor: 'Invalid cursor',
  invalidPage: 'Invalid page.',
  invalidInteger: 'A valid integer is required.',
  invalidNumber: 'A valid number is required.',
  maxDecimals: 'Ensure that there are no more than 2 decimal places.',
  maxDigits: 'Ensure that there are no more than 12 digits before the decimal point.',
  notNegative: 'Ensure this value is greater than or equal to 0.',
  blacklisted: 'Status updates for this case are unavailable.',
  internal: 'Internal server error.',
} as const;

export const invalidChoice = (value: unknown) => `"${String(value)}" is not a valid choice.`;

export const notFound = () => new HttpError(404, { detail: MESSAGES.notFound });
export const forbidden = (detail: string = MESSAGES.forbidden) => new HttpError(403, { detail });
export const unauthorized = (detail: string) => new HttpError(401, { detail });
export const validationError = (errors: FieldErrors) => new HttpError(400, errors);
