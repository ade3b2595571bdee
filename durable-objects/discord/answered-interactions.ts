// The interaction ids this channel took in, with the answer each got: a signed interaction sent again
// (same id) runs nothing and gets its first answer. In the DO's SQLite storage, so an eviction forgets
// none; an id is kept while its signature's timestamp can still be accepted, and the table is bounded.
import type { DiscordMessageAnswer } from '../../core/discord/interaction';
import { interactionIdMemoryMs } from '../../core/discord/interaction-window';
import { createKeyedTable } from '../storage/tables';

/**
 * Ids kept at most; the oldest go first past it. Only interactions Discord signed get here, so this is
 * far above what one server sends in the window.
 */
export const answeredInteractionsLimit = 2000;

type Row = { answer: string | null };

export class AnsweredInteractions {
  constructor(private readonly storage: DurableObjectStorage) {
    createKeyedTable(
      storage,
      'discord_interactions',
      'id TEXT PRIMARY KEY, at INTEGER NOT NULL, answer TEXT',
    );
  }

  /**
   * Takes the id in and returns null the first time; for an id taken before, what it was answered
   * (null while its first answer is still being made). One synchronous step, so two copies arriving
   * together cannot both be first.
   */
  claim(id: string, now: number): { first: DiscordMessageAnswer | null } | null {
    const sql = this.storage.sql;
    const seen = sql.exec<Row>('SELECT answer FROM discord_interactions WHERE id = ?', id).toArray()[0];
    if (seen)
      return { first: seen.answer === null ? null : (JSON.parse(seen.answer) as DiscordMessageAnswer) };
    this.storage.transactionSync(() => {
      sql.exec('DELETE FROM discord_interactions WHERE at < ?', now - interactionIdMemoryMs);
      sql.exec(
        `DELETE FROM discord_interactions WHERE id IN
           (SELECT id FROM discord_interactions ORDER BY at DESC LIMIT -1 OFFSET ?)`,
        answeredInteractionsLimit - 1,
      );
      sql.exec('INSERT INTO discord_interactions (id, at) VALUES (?, ?)', id, now);
    });
    return null;
  }

  /** The answer a replay of `id` gets. */
  answered(id: string, answer: DiscordMessageAnswer): void {
    this.storage.sql.exec(
      'UPDATE discord_interactions SET answer = ? WHERE id = ?',
      JSON.stringify(answer),
      id,
    );
  }
}
