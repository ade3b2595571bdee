import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const regularRoutes = new Hono<AppEnv>();
