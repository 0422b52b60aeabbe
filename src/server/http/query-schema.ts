/**
 * Zod building blocks for query strings, read as Hono's c.req.queries() gives them: every parameter
 * a list of strings (a repeated key gives several). Used by every route through readQuery
 * (validate.ts). Messages leave the parameter's name out: describeIssues puts it in front.
 * Pure and kept to erasable TypeScript: the benchmark runs the catalog's query code under Node's
 * type stripping.
 */
import { z } from 'zod';
import { wholeNumberIn } from '../../lib/catalog/inventory-query-rules.ts';

export type RawQuery = Record<string, string[]>;

const values = z.array(z.string()).optional();

/** One value, trimmed; empty or absent is undefined (the storefront drops empty parameters, other clients may not). */
export function one() {
  return values.transform((list, ctx) => {
    const given = [...new Set((list ?? []).map((v) => v.trim()).filter((v) => v !== ''))];
    if (given.length > 1) {
      ctx.addIssue({ code: 'custom', message: 'must be given once.' });
      return z.NEVER;
    }
    return given[0];
  });
}

/** A list: comma-joined (the spec's form) or repeated; empty items dropped. */
export function list() {
  return values.transform((list) =>
    (list ?? [])
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter((v) => v !== ''),
  );
}

/** A whole number within [min, max]; absent is undefined. */
export function wholeNumber(min: number, max: number) {
  return one().transform((value, ctx) => {
    if (value === undefined) return undefined;
    const n = wholeNumberIn(value, min, max);
    if (n === null) {
      ctx.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}; got '${value}'.` });
      return z.NEVER;
    }
    return n;
  });
}

/** Comma-separated whole-number ids, each once, ascending. */
export function idList() {
  return list().transform((items, ctx) => {
    const ids = new Set<number>();
    for (const item of items) {
      const id = wholeNumberIn(item, 0, 999_999_999);
      if (id === null) {
        ctx.addIssue({ code: 'custom', message: `takes comma-separated ids; '${item}' is not one.` });
        return z.NEVER;
      }
      ids.add(id);
    }
    return [...ids].sort((a, b) => a - b);
  });
}

export function boolean() {
  return one().transform((value, ctx) => {
    if (value === undefined || value === 'false') return false;
    if (value === 'true') return true;
    ctx.addIssue({ code: 'custom', message: `must be true or false; got '${value}'.` });
    return z.NEVER;
  });
}

/** Text up to max characters; absent is undefined. */
export function text(max: number) {
  return one().refine((value) => value === undefined || value.length <= max, `is limited to ${max} characters.`);
}

/** An object of parameters; any other parameter is refused and named. */
export function querySchema<S extends z.ZodRawShape>(shape: S) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown query parameter ${issue.keys.map((key) => `'${key}'`).join(', ')}. Allowed: ${Object.keys(shape).join(', ') || 'none'}.`
        : undefined,
  });
}

/** Turns a zod failure into one readable sentence for the client, each issue led by the parameter or field it is about. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** A path's {id}: `idOf` reads it (null when it is none); the refusal says it must be `what`. */
export function pathId(idOf: (value: string) => number | null, what = 'a positive whole number (at most 9 digits)') {
  return z.string().transform((value, ctx) => {
    const id = idOf(value);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: `must be ${what}; got '${value}'.` });
      return z.NEVER;
    }
    return id;
  });
}
