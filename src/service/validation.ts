/**
 * Request bodies and queries through zod, with failures in the spec's shapes: the 422 validation
 * list (`{detail:[{type, loc, msg}]}`, pydantic's vocabulary, since the hosted service is a Python
 * service) — except the cases the spec turns into 400 invalid_request, such as an unknown quality.
 */
import type { z } from 'zod';
import { EXTRA_FORBIDDEN } from '../contract/errors';
import type { ValidationIssue } from '../contract/errors';
import { ServiceError, invalidRequest } from './errors';

type Location = 'body' | 'query';

/** Parses the raw body text as JSON. An empty body is `undefined` (the schema decides). */
export function parseJsonBody(raw: string, contentType: string | undefined): unknown {
  // Only JSON is accepted: a browser can send text/plain or a form cross-site without a preflight.
  if (contentType !== undefined && contentType !== '' && !/^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(contentType)) {
    throw ServiceError.validation([
      { type: 'model_attributes_type', loc: ['body'], msg: 'Input should be a valid dictionary or object to extract fields from; send Content-Type: application/json' },
    ]);
  }
  if (raw.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw) as unknown;
  } catch {
    // The parser's message quotes the input; the caller knows what they sent.
    throw ServiceError.validation([{ type: 'json_invalid', loc: ['body', 0], msg: 'JSON decode error' }]);
  }
  const where = unpairedSurrogateAt(parsed, ['body']);
  if (where !== null) {
    // Refused rather than kept or replaced: such a string is no Unicode text, cannot be written as
    // UTF-8 (the hosted service and every file would mangle it), and has no code-point offsets.
    throw invalidRequest(`${where.join('.')} holds an unpaired UTF-16 surrogate (a lone \\uD800-\\uDFFF escape); send valid Unicode`, {
      loc: where,
    });
  }
  return parsed;
}

// With the u flag a surrogate pair is one code point, so this matches only unpaired halves.
const UNPAIRED_SURROGATE = /[\uD800-\uDFFF]/u;

/** The location of the first string (or key) with an unpaired surrogate, or null. */
function unpairedSurrogateAt(value: unknown, loc: Array<string | number>): Array<string | number> | null {
  if (typeof value === 'string') return UNPAIRED_SURROGATE.test(value) ? loc : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = unpairedSurrogateAt(item, [...loc, i]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (UNPAIRED_SURROGATE.test(key)) return [...loc, key];
      const found = unpairedSurrogateAt(item, [...loc, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Validates `input` against `schema`. Issues under a field listed in `badRequestFields` become a
 * 400 invalid_request (the spec's rule for `quality`), unless other issues make it a 422 anyway.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
  where: Location,
  badRequestFields: Record<string, string> = {},
): z.infer<S> {
  if (input === undefined && where === 'body') {
    throw ServiceError.validation([{ type: 'missing', loc: ['body'], msg: 'Field required' }]);
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues: ValidationIssue[] = [];
  let badRequest: string | null = null;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in badRequestFields && issue.path.length === 1) {
      badRequest ??= badRequestFields[field] ?? null;
      continue;
    }
    issues.push(...toPydantic(issue, input, where));
  }
  if (issues.length > 0) throw ServiceError.validation(issues);
  throw invalidRequest(badRequest ?? 'The request is invalid');
}

function toPydantic(issue: z.core.$ZodIssue, input: unknown, where: Location): ValidationIssue[] {
  const path = issue.path.map((p) => (typeof p === 'number' ? p : String(p)));
  const loc = [where, ...path];
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({ type: EXTRA_FORBIDDEN, loc: [...loc, key], msg: 'Extra inputs are not permitted' }));
    case 'invalid_type': {
      if (valueAt(input, issue.path) === undefined) return [{ type: 'missing', loc, msg: 'Field required' }];
      const expected = String(issue.expected);
      const known: Record<string, [string, string]> = {
        string: ['string_type', 'Input should be a valid string'],
        number: ['float_type', 'Input should be a valid number'],
        int: ['int_type', 'Input should be a valid integer'],
        boolean: ['bool_type', 'Input should be a valid boolean'],
        object: ['model_attributes_type', 'Input should be a valid dictionary or object to extract fields from'],
        array: ['list_type', 'Input should be a valid list'],
      };
      const [type, msg] = known[expected] ?? ['type_error', issue.message];
      return [{ type, loc, msg }];
    }
    case 'too_small':
      return [{ type: issue.inclusive === false ? 'greater_than' : 'greater_than_equal', loc, msg: `Input should be greater than${issue.inclusive === false ? '' : ' or equal to'} ${String(issue.minimum)}` }];
    case 'too_big':
      return [{ type: issue.inclusive === false ? 'less_than' : 'less_than_equal', loc, msg: `Input should be less than${issue.inclusive === false ? '' : ' or equal to'} ${String(issue.maximum)}` }];
    case 'invalid_value':
      return [{ type: 'enum', loc, msg: `Input should be ${issue.values.map((v) => JSON.stringify(v)).join(', ')}` }];
    default:
      return [{ type: 'value_error', loc, msg: issue.message }];
  }
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
