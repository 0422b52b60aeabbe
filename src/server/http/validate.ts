import type { Context } from 'hono';
import { z } from 'zod';
import { badRequest } from './errors.ts';

/** Turns a zod failure into one readable sentence for the client. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** The messages alone, each once: for forms whose messages already name their field. */
export function uniqueMessages(error: z.ZodError): string {
  return [...new Set(error.issues.map((issue) => issue.message))].join(' ');
}

/** Parses the JSON body against a schema; malformed JSON and schema failures are 400s. */
export async function readJson<T extends z.ZodType>(
  c: Context,
  schema: T,
  describe: (error: z.ZodError) => string = describeIssues,
): Promise<z.infer<T>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw badRequest('The request body must be valid JSON.');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw badRequest(describe(parsed.error));
  return parsed.data;
}

/** Parses the query string against a schema; unknown keys are refused when the schema is strict. */
export function readQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw badRequest(describeIssues(parsed.error));
  return parsed.data;
}
