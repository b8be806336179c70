import { describe, expect, it } from 'vitest';
import { createClock } from './clock';
import type { Queryable, Results } from './db';
import { createSessions, SESSION_COOKIE, type SessionData } from './sessions';

/**
 * The sessions table as a map, answering the statements sessions.ts sends; `holdReads` keeps the rows a read
 * found (taken when the statement runs) from reaching the caller until `release`, as a pool can deliver a read
 * that ran before another request's write after that write's answer.
 */
function table() {
  const rows = new Map<string, string>();
  let held: Promise<void> | undefined;
  let release: () => void = () => {};
  let heldWrite: Promise<void> | undefined;
  let releaseWrite: () => void = () => {};
  const db: Queryable = {
    async query<T>(sql: string, params: unknown[] = []): Promise<Results<T>> {
      const [key, second, third] = params as [string, unknown, unknown];
      if (sql.startsWith('UPDATE sessions')) {
        const data = rows.get(key);
        if (held) await held;
        return { rows: (data === undefined ? [] : [{ data }]) as T[] };
      }
      if (sql.startsWith('INSERT INTO sessions')) {
        if (heldWrite) await heldWrite;
        rows.set(key, String(third));
      }
      else if (sql.startsWith('DELETE FROM sessions WHERE id')) rows.delete(key);
      void second;
      return { rows: [] };
    },
    exec: async () => undefined,
  };
  return {
    db,
    holdReads() {
      held = new Promise((resolve) => (release = resolve));
    },
    release: () => {
      held = undefined;
      release();
    },
    holdWrites() {
      heldWrite = new Promise((resolve) => (releaseWrite = resolve));
    },
    releaseWrites: () => {
      heldWrite = undefined;
      releaseWrite();
    },
  };
}

/** A session saved at recovery question 1, with the table behind it and a cookie that names it. */
async function savedAtQuestion1() {
  const clock = createClock();
  const store = table();
  const sessions = createSessions(clock, store.db);
  const id = sessions.newId();
  const cookie = `${SESSION_COOKIE}=${id}`;
  const data: SessionData = { recovery: { userId: 1, tokenDigest: 'd', position: 1, verified: false } };
  await sessions.save({ ended: [], current: { id, data }, endOthersOf: undefined });
  return { store, sessions, cookie, data };
}

describe('sessions', () => {
  it('gives a request the session as this process last wrote it, not a copy read before that write landed', async () => {
    const { store, sessions, cookie, data } = await savedAtQuestion1();
    const first = await sessions.read(cookie);
    expect(first?.data).toBe(data);

    // A second request reads the row (position 1) but gets it only after the first has moved on and saved.
    store.holdReads();
    const second = sessions.read(cookie);
    if (first?.data.recovery) first.data.recovery.position = 2;
    const saving = sessions.save({ ended: [], current: first, endOthersOf: undefined });
    await saving;
    store.release();
    const loaded = await second;
    // The same object, at question 2: a fresh copy of the older row would answer question 1 again.
    expect(loaded?.data).toBe(data);
    expect(loaded?.data.recovery?.position).toBe(2);
  });

  it('gives a request the session being written, when its read runs before that write reaches the table', async () => {
    const { store, sessions, cookie, data } = await savedAtQuestion1();
    const first = await sessions.read(cookie);
    if (first?.data.recovery) first.data.recovery.position = 2;
    // The first request's save is out; the second's read finds the row as it was (position 1).
    store.holdWrites();
    const saving = sessions.save({ ended: [], current: first, endOthersOf: undefined });
    const loaded = await sessions.read(cookie);
    store.releaseWrites();
    await saving;
    expect(loaded?.data).toBe(data);
    expect(loaded?.data.recovery?.position).toBe(2);
    // Once everything landed, a later read still holds the same object.
    expect((await sessions.read(cookie))?.data).toBe(data);
  });

  it('still takes a row another instance wrote since (the stored JSON differs and this process wrote nothing meanwhile)', async () => {
    const clock = createClock();
    const store = table();
    const sessions = createSessions(clock, store.db);
    const id = sessions.newId();
    const cookie = `${SESSION_COOKIE}=${id}`;
    await sessions.save({ ended: [], current: { id, data: { userId: 1 } }, endOthersOf: undefined });
    expect((await sessions.read(cookie))?.data).toEqual({ userId: 1 });
    // Another instance on the same database signs this browser in as someone else (written straight to the table).
    const other = createSessions(clock, store.db);
    await other.save({ ended: [], current: { id, data: { userId: 2 } }, endOthersOf: undefined });
    expect((await sessions.read(cookie))?.data).toEqual({ userId: 2 });
  });
});
