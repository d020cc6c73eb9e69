import { GENERIC_ERROR_TEXT } from '../config.ts';

/** One of a mutation's userErrors: `field` names the input it is about; errors without a field are general. */
export interface UserErrorView {
  readonly field?: string | null | undefined;
  readonly message: string;
}

/** A form's errors: the first message per input field, and the messages shown above the form. */
export interface FormErrors {
  fields: Record<string, string>;
  general: string[];
}

export const NO_ERRORS: FormErrors = { fields: {}, general: [] };

/** A mutation's userErrors split by input field; errors without a field are shown above the form. */
export function errorsByField(errors: ReadonlyArray<UserErrorView>): FormErrors {
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const error of errors) {
    if (error.field && !(error.field in fields)) fields[error.field] = error.message;
    else if (!error.field) general.push(error.message);
  }
  return { fields, general };
}

/** A mutation that failed outright (network, server): its message above the form, else the generic text. */
export function errorsOfFailure(error: unknown): FormErrors {
  return { fields: {}, general: [error instanceof Error && error.message ? error.message : GENERIC_ERROR_TEXT] };
}

/** Every message of a form's errors, for forms without fields of their own (a confirm dialog). */
export function allMessages(errors: FormErrors): string[] {
  return [...errors.general, ...Object.values(errors.fields)];
}
