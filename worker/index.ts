// The Worker entry: HTTP through the Hono app, cron work, and the ChannelDO class.
import { app } from './app';
import type { Env } from './env';
import { runScheduledWork } from './scheduled';

export { ChannelDO } from '../durable-objects/channel';
export { LimitsDO } from '../durable-objects/limits/limits-do';
export { WallpaperDO } from '../durable-objects/wallpaper/wallpaper-renderer';

export default {
  fetch: app.fetch,
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduledWork(env, controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;
