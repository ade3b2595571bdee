import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** The settings of the page, for the signed-in streamer (/api/publicPage). */
export const publicPageSettingRoutes = new Hono<AppEnv>();

/** The page itself, for anyone (/c/{login}). */
export const publicPageRoutes = new Hono<AppEnv>();
