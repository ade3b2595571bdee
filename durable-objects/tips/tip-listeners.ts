// The channel's tip-service sockets (StreamElements, Streamlabs): open while the bot is in the
// channel and a token is saved, closed otherwise; a dropped socket comes back with back-off, and a
// watchdog on the DO alarm revives them after the object was evicted. A refused token stays down
// until a new one is saved. With no token saved this costs nothing: no alarm, no D1 read.
import type { LiveEvent } from '../../core/live/live-event';
import { reconnectDelay } from '../../core/overlay/reconnect-delay';
import {
  type SocketTipService,
  socketTipServices,
  type TipListenerState,
  type TipListenerStatus,
} from '../../core/tips/tip-requests';
import { type OpenTipSocket, SocketRefusedError, type TipSocket } from './outbound-socket';
import { openStreamElementsListener } from './streamelements-listener';
import { openStreamlabsListener } from './streamlabs-listener';
import { UnreadableTokenError } from './tip-channel';

export const tipSocketOpeners: Record<SocketTipService, OpenTipSocket> = {
  streamElements: openStreamElementsListener,
  streamlabs: openStreamlabsListener,
};

/** How often the alarm checks that wanted sockets are open. */
export const tipWatchdogMs = 60_000;

/** What the listeners want, kept in DO storage so an evicted object knows to reconnect. */
type Wanted = {
  joined: boolean;
  configured: SocketTipService[];
  refused: Partial<Record<SocketTipService, string>>;
};

type Running = {
  socket?: TipSocket;
  status: Extract<TipListenerStatus, 'connecting' | 'connected' | 'reconnecting'>;
  attempt: number;
  retryAt: number | null;
  /** A fresh number on every (re)connect, so callbacks of an older socket are ignored. */
  generation: number;
};

export type TipListenerDeps = {
  storage: DurableObjectStorage;
  /** Whether the bot is in the channel and which socket services have a token (D1). */
  readChannel(): Promise<{ joined: boolean; configured: SocketTipService[] }>;
  /** The decrypted token; read only when connecting, never kept. */
  readToken(service: SocketTipService): Promise<string | null>;
  deliver(event: LiveEvent): Promise<void>;
  /** The listeners' next alarm time changed. */
  reschedule(): Promise<void>;
  openers: Record<SocketTipService, OpenTipSocket>;
};

const storageKey = 'tipListeners';
const nothingWanted: Wanted = { joined: false, configured: [], refused: {} };

export class TipListeners {
  private wanted: Wanted = nothingWanted;
  private readonly running = new Map<SocketTipService, Running>();
  private generations = 0;

  constructor(private readonly deps: TipListenerDeps) {}

  async load(): Promise<void> {
    this.wanted = (await this.deps.storage.get<Wanted>(storageKey)) ?? nothingWanted;
  }

  /** Re-reads the channel; `changed` names a service whose token was just saved or removed. */
  async refresh(changed?: SocketTipService): Promise<void> {
    const channel = await this.deps.readChannel();
    const refused = { ...this.wanted.refused };
    if (changed) {
      delete refused[changed];
      this.stop(changed);
    }
    for (const service of socketTipServices)
      if (!channel.configured.includes(service)) delete refused[service];
    this.wanted = { ...channel, refused };
    await this.deps.storage.put(storageKey, this.wanted);
    this.sync(Date.now());
  }

  /** The alarm's check: opens every wanted socket that is down and due. */
  watchdog(now: number): void {
    this.sync(now);
  }

  /** The listeners' alarm candidate: a due reconnect, else the watchdog; null when nothing is wanted. */
  nextAlarm(now: number): number | null {
    const wanted = socketTipServices.filter((service) => this.isWanted(service));
    if (wanted.length === 0) return null;
    const retries = wanted.map((service) => this.running.get(service)?.retryAt ?? Number.POSITIVE_INFINITY);
    return Math.min(now + tipWatchdogMs, ...retries);
  }

  states(): Record<SocketTipService, TipListenerState> {
    this.sync(Date.now());
    return Object.fromEntries(socketTipServices.map((service) => [service, this.stateOf(service)])) as Record<
      SocketTipService,
      TipListenerState
    >;
  }

  private stateOf(service: SocketTipService): TipListenerState {
    if (!this.wanted.configured.includes(service)) return { status: 'off' };
    const refusal = this.wanted.refused[service];
    if (refusal) return { status: 'refused', reason: refusal };
    if (!this.wanted.joined) return { status: 'waitingForBot' };
    return { status: this.running.get(service)?.status ?? 'reconnecting' };
  }

  private isWanted(service: SocketTipService): boolean {
    return this.wanted.joined && this.wanted.configured.includes(service) && !this.wanted.refused[service];
  }

  private sync(now: number): void {
    for (const service of socketTipServices) {
      if (!this.isWanted(service)) {
        this.stop(service);
        continue;
      }
      const running = this.running.get(service);
      if (!running) void this.connect(service, 0);
      else if (!running.socket && running.status === 'reconnecting' && (running.retryAt ?? 0) <= now)
        void this.connect(service, running.attempt);
    }
  }

  private stop(service: SocketTipService): void {
    const running = this.running.get(service);
    this.running.delete(service);
    running?.socket?.close();
  }

  private async connect(service: SocketTipService, attempt: number): Promise<void> {
    this.generations += 1;
    const generation = this.generations;
    const running: Running = { status: 'connecting', attempt, retryAt: null, generation };
    this.running.set(service, running);
    const isCurrent = () => this.running.get(service)?.generation === generation;
    try {
      const token = await this.deps.readToken(service);
      if (!isCurrent()) return;
      // Removed since the last refresh: the refresh that follows the removal stops this service.
      if (!token) return await this.retryLater(service, running);
      const socket = await this.deps.openers[service](token, {
        tip: (event) => {
          if (!isCurrent()) return;
          this.deps.deliver(event).catch((error: Error) => {
            console.error(`A ${service} tip could not be delivered:`, error.name, error.message);
          });
        },
        connected: () => {
          if (!isCurrent()) return;
          running.status = 'connected';
          running.attempt = 0;
        },
        refused: (reason) => {
          if (isCurrent()) void this.refuse(service, reason);
        },
        dropped: () => {
          if (isCurrent()) void this.retryLater(service, running);
        },
      });
      if (isCurrent()) running.socket = socket;
      else socket.close();
    } catch (error) {
      if (!isCurrent()) return;
      // Retrying cannot help a refused or unreadable token: a new one must be saved.
      if (error instanceof SocketRefusedError || error instanceof UnreadableTokenError)
        await this.refuse(service, error.message);
      else await this.retryLater(service, running);
    }
  }

  private async retryLater(service: SocketTipService, running: Running): Promise<void> {
    running.socket = undefined;
    running.status = 'reconnecting';
    running.retryAt = Date.now() + reconnectDelay(running.attempt);
    running.attempt += 1;
    console.warn(`${service} tip socket is down; reconnect attempt ${running.attempt} is scheduled`);
    await this.deps.reschedule();
  }

  private async refuse(service: SocketTipService, reason: string): Promise<void> {
    this.stop(service);
    this.wanted = { ...this.wanted, refused: { ...this.wanted.refused, [service]: reason } };
    console.warn(`${service} refused the channel's token; waiting for a new one`);
    await this.deps.storage.put(storageKey, this.wanted);
    await this.deps.reschedule();
  }
}
