// Validation failures are data, not errors: mutations return them as `userErrors` with the registry's texts
// (docs/PRODUCT.md, "Messages the product uses"), mapped from DRF-style bodies `{field: [messages], non_field_errors: [...]}`.
import { builder } from '../builder.ts';
import { RegistryHttpError } from '../rest/registry-client.ts';
import type { ErrorBody } from '../rest/types.ts';

export interface UserErrorShape {
  field: string | null;
  message: string;
  code: string;
}

export const UserError = builder.objectRef<UserErrorShape>('UserError').implement({
  description: 'A reason a mutation changed nothing, meant for the person who asked. `field` names the input field.',
  fields: (t) => ({
    field: t.exposeString('field', {
      nullable: true,
      description: "The input field the message is about (the mutation input's name, camelCase); null when it is about the whole request.",
    }),
    message: t.exposeString('message', { description: 'What went wrong, in words to show the person as they are (English).' }),
    code: t.exposeString('code', {
      description:
        'A stable code for programs: INVALID, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or one a mutation names in its description (e.g. ACCOUNT_LOCKED).',
    }),
  }),
});

const camel = (field: string) => field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

const CODE_BY_STATUS: Record<number, string> = {
  400: 'INVALID',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
};

/**
 * The userErrors of a registry refusal, or null when the error is not one a user can act on (the caller
 * rethrows it). `fieldNames` maps registry fields to the mutation's input names where they differ.
 */
export function userErrorsFrom(error: unknown, fieldNames: Record<string, string> = {}): UserErrorShape[] | null {
  if (!(error instanceof RegistryHttpError) || error.status >= 500) return null;
  const code = CODE_BY_STATUS[error.status] ?? 'INVALID';
  const body = (error.body ?? {}) as ErrorBody;
  const errors: UserErrorShape[] = [];
  // Nested bodies (`{plaintiff: {first_name: [...]}}`, as the registry answers for nested input) name the leaf field.
  const collect = (entries: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(entries)) {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        collect(value as Record<string, unknown>);
        continue;
      }
      const messages = Array.isArray(value) ? value : [value];
      const field = key === 'non_field_errors' || key === 'detail' ? null : (fieldNames[key] ?? camel(key));
      for (const message of messages) if (typeof message === 'string') errors.push({ field, message, code });
    }
  };
  collect(body as Record<string, unknown>);
  return errors.length ? errors : [{ field: null, message: 'The request was refused.', code }];
}
