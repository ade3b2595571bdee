// The channel's clip list in the DO's SQLite storage (no D1: it is one channel's data, read as a
// whole), with an in-memory copy sorted by createdAt so filtering 5,000 clips costs no storage read.
import { byCreatedAt, type Clip, maxStoredClips } from '../../core/clips/clip';

type Row = {
  id: string;
  title: string;
  creator: string;
  game_name: string;
  created_at: string;
  view_count: number;
  duration: number;
  thumbnail_url: string;
  url: string;
};

const clipOf = (row: Row): Clip => ({
  id: row.id,
  title: row.title,
  creatorUsername: row.creator,
  gameName: row.game_name,
  createdAt: row.created_at,
  viewCount: row.view_count,
  duration: row.duration,
  thumbnailUrl: row.thumbnail_url,
  url: row.url,
});

export class ClipStore {
  private clips: Clip[] | undefined;

  constructor(private readonly sql: SqlStorage) {
    sql.exec(`CREATE TABLE IF NOT EXISTS clips (
      id TEXT PRIMARY KEY, title TEXT NOT NULL, creator TEXT NOT NULL, game_name TEXT NOT NULL,
      created_at TEXT NOT NULL, view_count INTEGER NOT NULL, duration REAL NOT NULL,
      thumbnail_url TEXT NOT NULL, url TEXT NOT NULL)`);
  }

  /** Every clip, oldest first. */
  all(): readonly Clip[] {
    this.clips ??= this.sql.exec<Row>('SELECT * FROM clips').toArray().map(clipOf).sort(byCreatedAt);
    return this.clips;
  }

  has(clipId: string): boolean {
    return this.all().some((clip) => clip.id === clipId);
  }

  /** Adds new clips and updates known ones; returns how many were new. The oldest go past the bound. */
  save(clips: readonly Clip[]): number {
    const byId = new Map(this.all().map((clip) => [clip.id, clip]));
    let added = 0;
    for (const clip of clips) {
      if (!byId.has(clip.id)) added++;
      byId.set(clip.id, clip);
      this.sql.exec(
        `INSERT INTO clips (id, title, creator, game_name, created_at, view_count, duration, thumbnail_url, url)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET title = excluded.title, game_name = excluded.game_name,
           view_count = excluded.view_count, thumbnail_url = excluded.thumbnail_url`,
        clip.id,
        clip.title,
        clip.creatorUsername,
        clip.gameName,
        clip.createdAt,
        clip.viewCount,
        clip.duration,
        clip.thumbnailUrl,
        clip.url,
      );
    }
    const sorted = [...byId.values()].sort(byCreatedAt);
    const dropped = sorted.splice(0, Math.max(0, sorted.length - maxStoredClips));
    for (const clip of dropped) this.sql.exec('DELETE FROM clips WHERE id = ?', clip.id);
    this.clips = sorted;
    return added;
  }
}
