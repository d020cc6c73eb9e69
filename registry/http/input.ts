// One gate for every route: path parameters, query parameters and JSON bodies may not carry control characters
// (except tab, newline and CR in multi-line fields) or lone surrogates, and no body string may exceed its
// field's limit (FIELD_LIMITS) or else ANY_TEXT_MAX. Refusals are 400s in DRF's shape, naming the field where
// the body had it. Limits of fields whose meaning depends on the route (`name`) are the domain parsers' job.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validationError } from '../domain/errors.ts';
import { ANY_TEXT_MAX, FIELD_LIMITS, hasDisallowedCharacters, INPUT_MESSAGES, MULTILINE_FIELDS, tooLong } from '../domain/input.ts';

type ErrorTree = string[] | ErrorTree[] | { [field: string]: ErrorTree };

/** No request of the API nests deeper than a few levels; a deeper body is refused before it is walked. */
const MAX_DEPTH = 16;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The errors of a JSON value mirroring its shape (lists of objects keep `{}` for valid items), or undefined. */
function bodyErrors(value: unknown, field: string | null, depth = 0): ErrorTree | undefined {
  if (depth > MAX_DEPTH) throw validationError({ non_field_errors: [INPUT_MESSAGES.tooDeep] });
  if (typeof value === 'string') {
    const max = (field !== null && FIELD_LIMITS[field]) || ANY_TEXT_MAX;
    if (hasDisallowedCharacters(value, field !== null && MULTILINE_FIELDS.has(field))) return [INPUT_MESSAGES.disallowedCharacters];
    // Lengths count the trimmed text, as the parsers store it.
    return value.trim().length > max ? [tooLong(max)] : undefined;
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => bodyErrors(item, field, depth + 1));
    const first = items.find((item) => item !== undefined);
    if (first === undefined) return undefined;
    if (value.every(isRecord)) return items.map((item) => item ?? {});
    // A list of plain values answers at the list's field, as one message.
    return Array.isArray(first) && typeof first[0] === 'string' ? first : [INPUT_MESSAGES.disallowedCharacters];
  }
  if (isRecord(value)) {
    const errors: Record<string, ErrorTree> = {};
    for (const [key, item] of Object.entries(value)) {
      if (hasDisallowedCharacters(key)) errors.non_field_errors = [INPUT_MESSAGES.disallowedCharacters];
      const found = bodyErrors(item, key, depth + 1);
      if (found !== undefined) errors[key] = found;
    }
    return Object.keys(errors).length ? errors : undefined;
  }
  return undefined;
}

/** Query or path parameters: `{name: [message]}` for each one holding a disallowed character. */
function parameterErrors(parameters: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!isRecord(parameters)) return errors;
  for (const [name, value] of Object.entries(parameters)) {
    const values = Array.isArray(value) ? value : [value];
    const bad = hasDisallowedCharacters(name) || values.some((item) => typeof item === 'string' && hasDisallowedCharacters(item));
    if (bad) errors[hasDisallowedCharacters(name) ? 'non_field_errors' : name] = [INPUT_MESSAGES.disallowedCharacters];
  }
  return errors;
}

export function installInputRules(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parameters = { ...parameterErrors(request.params), ...parameterErrors(request.query) };
    if (Object.keys(parameters).length) throw validationError(parameters);
    const body = bodyErrors(request.body, null);
    if (body === undefined) return;
    throw validationError(
      isRecord(body) ? (body as Record<string, string[]>) : { non_field_errors: [INPUT_MESSAGES.disallowedCharacters] },
    );
  });
}

/**
 * Fastify's answer to a URL it cannot decode (invalid percent-encoding, e.g. `%ED%A0%80`, a lone surrogate in
 * UTF-8) skips the error handler; this gives it the DRF shape of every other refusal.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send({ detail: error.code === 'FST_ERR_BAD_URL' ? INPUT_MESSAGES.badUrl : INPUT_MESSAGES.badRequest });
}
