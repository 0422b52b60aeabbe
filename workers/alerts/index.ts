/**
 * The alerts Worker (issue 14): Pages Functions have no cron, so this small Worker's Cron Trigger runs
 * the alert digest job (src/server/alerts/digest-job.ts) on the store's D1 database. `npm run alerts`
 * runs the same job once locally. Deploy: README, "Alerts Worker".
 */
import { runAlertDigests, type AlertJobEnv } from '../../src/server/alerts/digest-job.ts';

export default {
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runAlertDigests(env, { now: controller.scheduledTime }));
  },
} satisfies ExportedHandler<AlertJobEnv>;
