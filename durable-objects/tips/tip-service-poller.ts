// What one polled tip service does at a check, whichever it is: read what is newer than its cursor.
import type { CursorStep } from '../../core/tips/tip-cursors';
import type { TipSettingsRow } from '../../db/tip-settings';

export type TipServicePoller<Cursor> = {
  /** What the Tip Setup page and the streamer notice say when the service refuses the token. */
  refusal: string;
  /** The cursor of a just-saved token: nothing made before `now` is delivered. */
  fresh(now: number): Cursor;
  /**
   * One check with the saved token: the tips to deliver (oldest first) and the cursor after them.
   * Throws TipTokenRefusedError or UnreadableTokenError (refused), anything else a failed check.
   */
  check(settings: TipSettingsRow, cursor: Cursor, now: number): Promise<CursorStep<Cursor>>;
};
