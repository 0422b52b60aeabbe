/**
 * The one door for input: JSON bodies, query strings and path parameters are each parsed by a zod
 * schema, and any failure is the spec's 400 envelope {error:{type:'VALIDATION',message}} whose
 * message names the bad parameter or field (describeIssues).
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { badRequest } from './errors.ts';
import { describeIssues } from './query-schema.ts';

export { describeIssues };

/** The messages alone, each once: for forms whose messages already name their field. */
export function uniqueMessages(error: z.ZodError): string {
  return [...new Set(error.issues.map((issue) => issue.message))].join(' ');
}

/** Parses a value against a schema; a failure is a 400 VALIDATION. */
export function validate<T extends z.ZodType>(schema: T, value: unknown, describe: (error: z.ZodError) => string = describeIssues): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(describe(parsed.error));
  return parsed.data;
}

/** Parses the JSON body against a schema; malformed JSON and schema failures are 400s. */
export async function readJson<T extends z.ZodType>(c: Context, schema: T, describe: (error: z.ZodError) => string = describeIssues): Promise<z.infer<T>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw badRequest('The request body must be valid JSON.');
  }
  return validate(schema, raw, describe);
}

/**
 * Parses the query string against a schema built from query-schema.ts: every parameter arrives as
 * the list of its values (a repeated key gives several), so "given twice" is visible to the schema.
 */
export function readQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  return validate(schema, c.req.queries());
}

/** Parses one path parameter; the message names it. */
export function readParam<T extends z.ZodType>(c: Context, name: string, schema: T): z.infer<T> {
  return validate(z.object({ [name]: schema }), { [name]: c.req.param(name) ?? '' })[name] as z.infer<T>;
}
