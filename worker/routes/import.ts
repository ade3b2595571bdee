import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const importRoutes = new Hono<AppEnv>();
