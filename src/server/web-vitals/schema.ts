/**
 * The door of POST /v1/web-vitals: every field checked against the contract's fixed sets
 * (src/lib/contract/web-vitals.ts), lookups by own keys only (a route named '__proto__' is unknown).
 */
import { z } from 'zod';
import { CONNECTION_TYPES, DEVICE_CLASSES, VITAL_MAX_VALUE, VITAL_METRICS } from '../../lib/contract/web-vitals.ts';
import { ROUTE_PATTERNS } from '../../lib/web-vitals/route-pattern.ts';

const KNOWN_ROUTES = new Set(ROUTE_PATTERNS);
/** The longest route pattern the store has, with room: a longer string is refused before the lookup. */
const ROUTE_MAX_LENGTH = 64;

const measurement = z.strictObject({
  name: z.enum(VITAL_METRICS, { error: `must be one of ${VITAL_METRICS.join(', ')}.` }),
  value: z.number({ error: 'must be a number.' }).finite('must be a finite number.').min(0, 'must not be negative.'),
});

export const webVitalsBatch = z
  .strictObject({
    route: z
      .string({ error: 'must be a route pattern such as /product/[id].' })
      .max(ROUTE_MAX_LENGTH, `must be at most ${ROUTE_MAX_LENGTH} characters.`)
      .refine((route) => KNOWN_ROUTES.has(route), { error: 'is not a route pattern of this store.' }),
    connection: z.enum(CONNECTION_TYPES, { error: `must be one of ${CONNECTION_TYPES.join(', ')}.` }),
    device: z.enum(DEVICE_CLASSES, { error: `must be one of ${DEVICE_CLASSES.join(', ')}.` }),
    metrics: z
      .array(measurement, { error: 'must be a list of {name, value}.' })
      .min(1, 'must hold at least one measurement.')
      .max(VITAL_METRICS.length, `must hold at most ${VITAL_METRICS.length} measurements (one per metric).`),
  })
  .superRefine((batch, ctx) => {
    const seen = new Set<string>();
    for (const [index, { name, value }] of batch.metrics.entries()) {
      if (seen.has(name)) ctx.addIssue({ code: 'custom', path: ['metrics', index, 'name'], message: `${name} is given twice (one value per metric).` });
      seen.add(name);
      const max = VITAL_MAX_VALUE.get(name) ?? 0;
      if (value > max) ctx.addIssue({ code: 'custom', path: ['metrics', index, 'value'], message: `must be at most ${max} for ${name}.` });
    }
  });

export type WebVitalsInput = z.infer<typeof webVitalsBatch>;
