import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const editorRoutes = new Hono<AppEnv>();
