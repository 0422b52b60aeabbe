/**
 * The alerts Worker (issue 14): Pages Functions have no cron, so this small Worker's Cron Trigger runs
 * the store's scheduled jobs on its D1 database: the alert digest job (src/server/alerts/digest-job.ts)
 * and the daily roll-up of field Web Vitals (src/server/web-vitals/rollup.ts, issue 22: it folds
 * whole days only, so the hourly runs after the first of a day find nothing to do). `npm run alerts`
 * runs the digest job once locally. Deploy: README, "Alerts Worker".
 */
import { runAlertDigests, type AlertJobEnv } from '../../src/server/alerts/digest-job.ts';
import { rollUpWebVitals } from '../../src/server/web-vitals/rollup.ts';

export default {
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runAlertDigests(env, { now: controller.scheduledTime }));
    ctx.waitUntil(
      rollUpWebVitals(env.DB, controller.scheduledTime).then(
        ({ folded }) => console.log(`web vitals roll-up: ${folded} raw rows folded into daily histograms`),
        (error: unknown) => console.error('web vitals roll-up failed', error),
      ),
    );
  },
} satisfies ExportedHandler<AlertJobEnv>;
