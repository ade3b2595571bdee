// The one app-level error: a status and a reason the user can read. Rendered by middleware/errors.ts.
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The header naming the refused field of a 400 (a dotted path such as `command.cooldownSeconds`). */
export const refusedFieldHeader = 'X-Refused-Field';

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly reason: string,
    /** Headers the refusal carries, such as a 429's Retry-After. */
    readonly headers: Record<string, string> = {},
    /** The refused field as a dotted path (`command.cooldownSeconds`), which the page focuses. */
    readonly field?: string,
  ) {
    super(reason);
  }
}
