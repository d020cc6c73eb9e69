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
