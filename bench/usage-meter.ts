// Counts what Cloudflare bills a channel for, from inside workerd, without touching the product:
// the bench, the worker and the ChannelDO share one isolate in the bench-workers project, so
// wrapping the runtime's own prototypes (D1's session, the DO's SQL and key-value storage) and the
// namespace the worker reaches the object through sees every row and every call.
import { runInDurableObject } from 'cloudflare:test';

export type Usage = {
  /** Calls into the ChannelDO (RPC and socket upgrades), as the worker makes them. */
  doCalls: number;
  /** Alarm invocations of the ChannelDO. */
  alarms: number;
  /** Wall time while at least one call or alarm was running in the object, in ms. */
  activeMs: number;
  /**
   * Wall time while anything was awaited (a call into the object, a D1 query, or work handed to
   * `waiting`), in ms: what a request's own time is not spent computing.
   */
  waitMs: number;
  /** Rows of D1 and of the object's storage together. */
  rowsRead: number;
  rowsWritten: number;
  /** The part of those rows that was D1's (the rest was the object's), as the free plan counts them apart. */
  d1RowsRead: number;
  d1RowsWritten: number;
};

const noUsage: Usage = {
  doCalls: 0,
  alarms: 0,
  activeMs: 0,
  waitMs: 0,
  rowsRead: 0,
  rowsWritten: 0,
  d1RowsRead: 0,
  d1RowsWritten: 0,
};

/** Wall time while at least one timed piece of work runs: overlapping work counts once. */
class BusyTime {
  private running = 0;
  private since = 0;

  constructor(private readonly add: (ms: number) => void) {}

  async time<T>(work: () => Promise<T>): Promise<T> {
    if (this.running++ === 0) this.since = performance.now();
    try {
      return await work();
    } finally {
      if (--this.running === 0) this.add(performance.now() - this.since);
    }
  }
}

type D1Meta = { rows_read?: number; rows_written?: number };
type WithMeta = { meta?: D1Meta };

export class UsageMeter {
  private usage: Usage = { ...noUsage };
  private readonly objectBusy = new BusyTime((ms) => {
    this.usage.activeMs += ms;
  });
  private readonly waits = new BusyTime((ms) => {
    this.usage.waitMs += ms;
  });
  private cursors: { what: string; cursor: SqlStorageCursor<Record<string, SqlStorageValue>> }[] = [];
  /** Puts back what this meter wrapped, newest first, so the next meter starts from the runtime's own. */
  private readonly unwraps: (() => void)[] = [];
  /** Rows by statement (or storage call), to see where they go. */
  readonly byWhat = new Map<string, { read: number; written: number; calls: number }>();

  private tally(what: string, read: number, written: number): void {
    const entry = this.byWhat.get(what) ?? { read: 0, written: 0, calls: 0 };
    entry.read += read;
    entry.written += written;
    entry.calls += 1;
    this.byWhat.set(what, entry);
    this.usage.rowsRead += read;
    this.usage.rowsWritten += written;
    if (what.startsWith('D1 ')) {
      this.usage.d1RowsRead += read;
      this.usage.d1RowsWritten += written;
    }
  }

  /** What was counted since the last reset. */
  read(): Usage {
    for (const { what, cursor } of this.cursors) this.tally(what, cursor.rowsRead, cursor.rowsWritten);
    this.cursors = [];
    return { ...this.usage };
  }

  reset(): void {
    this.read();
    this.byWhat.clear();
    this.usage = { ...noUsage };
  }

  /** Stops counting: every wrapped prototype gets its own function back (meters used one after another). */
  detach(): void {
    for (let unwrap = this.unwraps.pop(); unwrap; unwrap = this.unwraps.pop()) unwrap();
  }

  /** Times `work` as the object's activity: overlapping calls count once, as billing does. */
  active<T>(work: () => Promise<T>): Promise<T> {
    return this.objectBusy.time(() => this.waits.time(work));
  }

  /** Times `work` as a wait of the caller's (an outbound fetch, an asset). */
  waiting<T>(work: () => Promise<T>): Promise<T> {
    return this.waits.time(work);
  }

  /** D1 rows from each query's meta, which the runtime's session receives for every kind of call. */
  meterD1(db: D1Database): void {
    const session = (db as unknown as { alwaysPrimarySession: object }).alwaysPrimarySession;
    const prototype = Object.getPrototypeOf(Object.getPrototypeOf(session)) as Record<string, unknown>;
    for (const name of ['_send', '_queryOrThrow']) {
      const original = prototype[name] as (...args: unknown[]) => Promise<WithMeta | WithMeta[]>;
      if (typeof original !== 'function') continue;
      const meter = this;
      this.unwraps.push(() => {
        prototype[name] = original;
      });
      prototype[name] = async function (this: unknown, ...args: unknown[]) {
        const results = await meter.waits.time(() => original.apply(this, args));
        const sql = args[1];
        const what = `D1 ${Array.isArray(sql) ? 'batch' : String(sql).slice(0, 70)}`;
        for (const result of Array.isArray(results) ? results : [results])
          meter.tally(what, result?.meta?.rows_read ?? 0, result?.meta?.rows_written ?? 0);
        return results;
      };
    }
  }

  /**
   * The object's SQL (rows from each cursor) and key-value calls (a row per key, as billed for
   * SQLite-backed objects; each setAlarm is a row written).
   */
  async meterStorage(stub: DurableObjectStub): Promise<void> {
    const meter = this;
    await runInDurableObject(stub, (_instance, state) => {
      const sql = Object.getPrototypeOf(state.storage.sql) as { exec: SqlStorage['exec'] };
      const exec = sql.exec;
      meter.unwraps.push(() => {
        sql.exec = exec;
      });
      sql.exec = function (this: SqlStorage, ...args: Parameters<SqlStorage['exec']>) {
        const cursor = exec.apply(this, args);
        meter.cursors.push({ what: `SQL ${String(args[0]).slice(0, 70)}`, cursor });
        return cursor;
      } as SqlStorage['exec'];
      const storage = Object.getPrototypeOf(state.storage) as Record<string, unknown>;
      const keys = (first: unknown) =>
        Array.isArray(first)
          ? first.length
          : typeof first === 'object' && first
            ? Object.keys(first).length
            : 1;
      const wrap = (name: string, count: (args: unknown[], result: unknown) => void) => {
        const original = storage[name] as (...args: unknown[]) => unknown;
        meter.unwraps.push(() => {
          storage[name] = original;
        });
        storage[name] = function (this: unknown, ...args: unknown[]) {
          const result = original.apply(this, args);
          if (!(result instanceof Promise)) {
            count(args, result);
            return result;
          }
          return result.then((value) => {
            count(args, value);
            return value;
          });
        };
      };
      const name = (first: unknown) => (typeof first === 'string' ? first : 'several');
      wrap('get', (args) => meter.tally(`get ${name(args[0])}`, keys(args[0]), 0));
      wrap('list', (_args, result) => meter.tally('list', (result as Map<string, unknown>).size || 1, 0));
      wrap('put', (args) => meter.tally(`put ${name(args[0])}`, 0, keys(args[0])));
      wrap('delete', (args) => meter.tally(`delete ${name(args[0])}`, 0, keys(args[0])));
      wrap('setAlarm', () => meter.tally('setAlarm', 0, 1));
    });
  }

  /** Counts the object's alarms and times them as activity. */
  meterAlarms(prototype: { alarm: () => Promise<void> }): void {
    const alarm = prototype.alarm;
    const meter = this;
    this.unwraps.push(() => {
      prototype.alarm = alarm;
    });
    prototype.alarm = function (this: unknown) {
      meter.usage.alarms += 1;
      return meter.active(() => alarm.call(this));
    };
  }

  /** The namespace as the worker should see it: every call through a stub is counted and timed. */
  // biome-ignore lint/suspicious/noExplicitAny: any object class; the proxy keeps the namespace's own type.
  meteredNamespace<T extends DurableObjectNamespace<any>>(namespace: T): T {
    const meter = this;
    const meteredStub = (stub: DurableObjectStub) =>
      new Proxy(stub, {
        get(target, property) {
          const value = Reflect.get(target, property);
          if (typeof value !== 'function' || property === 'then') return value;
          return (...args: unknown[]) => {
            meter.usage.doCalls += 1;
            return meter.active(() => Promise.resolve(Reflect.apply(value, target, args)));
          };
        },
      });
    return new Proxy(namespace, {
      get(target, property) {
        const value = Reflect.get(target, property);
        const namespaceOf = target as unknown as { get(id: DurableObjectId): DurableObjectStub };
        if (property === 'get') return (id: DurableObjectId) => meteredStub(namespaceOf.get(id));
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }
}
