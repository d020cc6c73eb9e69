import { GENERIC_ERROR_TEXT } from '../../config.ts';

/** A mutation's userErrors split by input field; errors without a field are shown above the form. */
export interface UserErrorView {
  readonly field: string | null | undefined;
  readonly message: string;
}

export function errorsByField(errors: ReadonlyArray<UserErrorView>): { fields: Record<string, string>; general: string[] } {
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const error of errors) {
    if (error.field && !(error.field in fields)) fields[error.field] = error.message;
    else if (!error.field) general.push(error.message);
  }
  return { fields, general };
}

/** A mutation that failed outright (network, server): its message above the form, else the spec's generic text. */
export function errorsOfFailure(error: unknown): { fields: Record<string, string>; general: string[] } {
  return { fields: {}, general: [error instanceof Error && error.message ? error.message : GENERIC_ERROR_TEXT] };
}
