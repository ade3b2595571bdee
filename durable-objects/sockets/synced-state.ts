// A state the overlays of one area follow by its changes (core/overlay/state-follower.ts): the one
// copy, cached in memory and written through to DO storage with its version in one key (one row
// written per change), so an evicted or hibernated object loses nothing and counts on from where it
// stopped (its open overlays keep following without asking again). Each change is sent to the area's open overlays as it is made;
// a new overlay, or one that asks, gets the whole state.
import type { OverlayArea } from '../../core/overlay/overlay-areas';
import {
  type ApplyChange,
  type AreaChange,
  type AreaState,
  type OverlayMessage,
  type StateMessage,
  type StateVersion,
  type SyncedArea,
  stateRequestSchema,
} from '../../core/overlay/overlay-messages';
import type { ChannelContext } from '../channel-context';

type Held<A extends SyncedArea> = {
  state: AreaState<A>;
  version: StateVersion;
  /** The ids of the last events applied, newest last, stored with the state: one is never applied twice. */
  applied?: string[];
};

/** Events applied are remembered this many deep: a redone delivery is one of the last few. */
const appliedMemory = 32;

export type SyncedStateOptions<A extends SyncedArea> = {
  area: A;
  /**
   * Where the state was stored alone (before versions); it is now stored with its version under
   * `{storageKey}Synced`.
   */
  storageKey: string;
  empty: AreaState<A>;
  apply: ApplyChange<A>;
};

/** A new epoch's name: a count started afresh, so overlays holding another epoch's state ask again. */
const newEpoch = () => crypto.randomUUID().slice(0, 8);

export class SyncedState<A extends SyncedArea> {
  private held: Held<A> | undefined;

  constructor(
    private readonly context: ChannelContext,
    private readonly options: SyncedStateOptions<A>,
  ) {}

  async current(): Promise<AreaState<A>> {
    return (await this.load()).state;
  }

  /** The whole state with its version, as a new overlay is greeted. */
  async stateMessage(): Promise<StateMessage<A>> {
    const { state, version } = await this.load();
    return { type: 'state', area: this.options.area, state, ...version } as StateMessage<A>;
  }

  /**
   * Makes the change `step` picks from the current state (null: none), stores it and sends it to the
   * open overlays; the state before and after (the same when nothing changed). With `eventId`, the
   * change an event makes: an event already applied (its delivery redone after a crash) changes nothing.
   */
  async update(
    step: (state: AreaState<A>) => AreaChange<A> | null,
    eventId?: string,
  ): Promise<{ before: AreaState<A>; after: AreaState<A> }> {
    await this.load();
    // Read after the wait, with no wait before the change is made: another update may have come first.
    const { state: before, version: last, applied = [] } = this.held as Held<A>;
    if (eventId !== undefined && applied.includes(eventId)) return { before, after: before };
    const change = step(before);
    const after = change && this.options.apply(before, change);
    if (!change || !after || after === before) return { before, after: before };
    const { area, storageKey } = this.options;
    const version = { epoch: last.epoch, seq: last.seq + 1 };
    this.held = {
      state: after,
      version,
      applied: eventId === undefined ? applied : [...applied, eventId].slice(-appliedMemory),
    };
    // The write is asked for first: the runtime holds the sends below until it is durable (the
    // output gate), so no overlay hears of a change a failed write would lose.
    const written = this.context.storage.put(`${storageKey}Synced`, this.held);
    this.context.broadcast(area, { type: 'change', area, change, ...version } as OverlayMessage);
    await written;
    return { before, after };
  }

  /** Answers an overlay that asks for the whole state; whether `message` was that request. */
  async answer(area: OverlayArea, message: unknown, socket: WebSocket): Promise<boolean> {
    if (area !== this.options.area || !stateRequestSchema.safeParse(message).success) return false;
    socket.send(JSON.stringify(await this.stateMessage()));
    return true;
  }

  /** The held state; the first call reads it from storage. */
  private async load(): Promise<Held<A>> {
    if (!this.held) {
      const { storageKey, empty } = this.options;
      const stored = await this.context.storage.get<unknown>([`${storageKey}Synced`, storageKey]);
      // A state stored alone is from before versions: its overlays hold no version, so a new epoch.
      this.held ??= (stored.get(`${storageKey}Synced`) as Held<A> | undefined) ?? {
        state: (stored.get(storageKey) as AreaState<A> | undefined) ?? empty,
        version: { epoch: newEpoch(), seq: 0 },
      };
    }
    return this.held;
  }
}
