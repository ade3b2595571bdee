// The dashboard's policy forbids eval (core/web/security-headers.ts). Zod would otherwise probe for it
// with `new Function` on its first parse, which the browser reports as a violation, and fall back anyway.
import { z } from 'zod';

z.config({ jitless: true });
