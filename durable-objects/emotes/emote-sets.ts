// The channel's and the global BTTV, FFZ and 7TV emote sets inside a ChannelDO: kept in DO storage,
// asked again about once an hour (by the alarm while an emote overlay is open), and kept as they were
// when a look-up fails, with the reason for the page. Dev mode uses the bundled demo sets instead.

import type { EmoteSet } from '../../core/emotes/chat-emotes';
import { demoEmoteSet } from '../../core/emotes/demo-emotes';
import type { EmoteSetStatus } from '../../core/emotes/emote-sources';
import {
  type EmoteScope,
  type KnownEmote,
  type ThirdPartySource,
  thirdPartySources,
} from '../../core/emotes/third-party-emotes';
import { fetchEmoteSet } from '../../integrations/emotes/emote-set-api';
import type { ChannelContext } from '../channel-context';

/** A set is asked again this long after a good answer (protocols: the services cache for about as long). */
export const emoteSetTtlMs = 60 * 60 * 1000;
/** And this long after a failed one. */
export const emoteSetRetryMs = 10 * 60 * 1000;

type StoredSet = {
  emotes: KnownEmote[];
  hasSet: boolean;
  fetchedAt: number | null;
  failedAt: number | null;
  error: string | null;
};

const scopes: EmoteScope[] = ['channel', 'global'];
const keyOf = (source: ThirdPartySource, scope: EmoteScope) => `emoteSet:${source}:${scope}`;
const emptySet: StoredSet = { emotes: [], hasSet: false, fetchedAt: null, failedAt: null, error: null };
const allSets = thirdPartySources.flatMap((source) => scopes.map((scope) => ({ source, scope })));

export class EmoteSets {
  private readonly stored = new Map<string, StoredSet>();
  private refreshing: Promise<void> | null = null;

  constructor(
    private readonly context: ChannelContext,
    /** The sets changed: whatever was built from them is built again. */
    private readonly onChange: () => void,
    private readonly now: () => number = Date.now,
  ) {}

  async load(): Promise<void> {
    const found = await this.context.storage.get<StoredSet>(
      allSets.map(({ source, scope }) => keyOf(source, scope)),
    );
    for (const [key, set] of found) this.stored.set(key, set);
  }

  private get isDemo(): boolean {
    return this.context.devMode;
  }

  private setOf(source: ThirdPartySource, scope: EmoteScope): StoredSet {
    if (this.isDemo)
      return scope === 'channel'
        ? { ...emptySet, emotes: demoEmoteSet(source), hasSet: true, fetchedAt: 0 }
        : { ...emptySet, hasSet: true, fetchedAt: 0 };
    return this.stored.get(keyOf(source, scope)) ?? emptySet;
  }

  sets(): EmoteSet[] {
    return allSets.map(({ source, scope }) => ({ source, scope, emotes: this.setOf(source, scope).emotes }));
  }

  statuses(): Omit<EmoteSetStatus, 'isLeftOut'>[] {
    return allSets.map(({ source, scope }) => {
      const set = this.setOf(source, scope);
      const state =
        set.error !== null ? 'failed' : set.fetchedAt === null ? 'pending' : set.hasSet ? 'ok' : 'none';
      return { source, scope, count: set.emotes.length, state, fetchedAt: set.fetchedAt, error: set.error };
    });
  }

  /** When the next set falls due, or null in dev mode. */
  nextDue(): number | null {
    if (this.isDemo) return null;
    return Math.min(...allSets.map(({ source, scope }) => this.dueAt(this.setOf(source, scope))));
  }

  private dueAt(set: StoredSet): number {
    if (set.failedAt !== null && (set.fetchedAt === null || set.failedAt > set.fetchedAt))
      return set.failedAt + emoteSetRetryMs;
    return set.fetchedAt === null ? 0 : set.fetchedAt + emoteSetTtlMs;
  }

  /** Asks again for every set that is due; one round at a time. Resolves when the round is over. */
  refreshIfDue(): Promise<void> {
    if (this.isDemo) return Promise.resolve();
    if (this.refreshing) return this.refreshing;
    const now = this.now();
    const due = allSets.filter(({ source, scope }) => this.dueAt(this.setOf(source, scope)) <= now);
    if (due.length === 0) return Promise.resolve();
    this.refreshing = Promise.all(due.map(({ source, scope }) => this.refresh(source, scope)))
      .then(() => this.onChange())
      .finally(() => {
        this.refreshing = null;
      });
    return this.refreshing;
  }

  private async refresh(source: ThirdPartySource, scope: EmoteScope): Promise<void> {
    const key = keyOf(source, scope);
    const previous = this.setOf(source, scope);
    let next: StoredSet;
    try {
      const answer = await fetchEmoteSet(source, scope, this.context.streamerId());
      next = { ...answer, fetchedAt: this.now(), failedAt: null, error: null };
    } catch (error) {
      // The last good set stays: an outage of a third-party service never empties the overlay.
      const reason = error instanceof Error ? error.message : 'The look-up failed.';
      next = { ...previous, failedAt: this.now(), error: reason };
    }
    this.stored.set(key, next);
    await this.context.storage.put(key, next);
  }
}
