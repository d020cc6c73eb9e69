import { useCallback, useState } from 'react';
import { NO_ERRORS, errorsByField, errorsOfFailure, type FormErrors, type UserErrorView } from './userErrors.ts';

interface WithUserErrors {
  readonly userErrors: ReadonlyArray<UserErrorView>;
}

/**
 * A form's errors from its mutation: `submit(action)` runs the action (a mutation hook's call resolving with the
 * userErrors, or with a payload that has them), keeps the errors by field and the general ones (a failure's
 * message among them) and resolves true when there were none. `field(name)` gives the Fluent `Field` props for that input.
 */
export function useFormErrors() {
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const submit = useCallback(async (action: () => Promise<ReadonlyArray<UserErrorView> | WithUserErrors>): Promise<boolean> => {
    try {
      const result = await action();
      const userErrors = 'userErrors' in result ? result.userErrors : result;
      setErrors(errorsByField(userErrors));
      return userErrors.length === 0;
    } catch (error) {
      setErrors(errorsOfFailure(error));
      return false;
    }
  }, []);
  const field = useCallback((name: string) => ({ validationMessage: errors.fields[name] }), [errors]);
  return { errors, setErrors, submit, field };
}
