import { digest, randomToken } from './crypto';
import type { Queryable } from './db';
import { DURATIONS, type Clock } from './clock';
import { parseCookies } from './http';

/** Name of the session cookie (HttpOnly, SameSite=Lax, Path=/). */
export const SESSION_COOKIE = 'mi_session';

/** Step 1 answers held while registration is in progress (step 2 needs them). */
export interface RegistrationState {
  firstName: string;
  preferredFirstName: string;
  lastName: string;
  roleId: number;
  languagePreferenceCode: 'en' | 'fr';
  emailId: string;
  preRegisteredUserId: number | null;
}

/** Recovery progress: which link, which question is next, and whether all three were answered. */
export interface RecoveryState {
  userId: number;
  tokenDigest: string;
  position: number;
  verified: boolean;
}

/** What the server remembers for one browser. */
export interface SessionData {
  userId?: number;
  /** When the user signed in (ms): the session ends DURATIONS.sessionLifetime after it. */
  since?: number;
  registration?: RegistrationState;
  recovery?: RecoveryState;
}

/** A session as read for one request: its id and the data handlers may change. */
export interface LoadedSession {
  id: string;
  data: SessionData;
}

/** What one request did to sessions, written back before its answer is sent. */
export interface SessionChanges {
  /** Sessions the request ended (sign-in under a new id, sign-out). */
  ended: string[];
  /** The session the browser holds after the request, if any. */
  current: LoadedSession | undefined;
  /** A user whose other sessions end (password change), keeping `current`. */
  endOthersOf: number | undefined;
}

/**
 * Sessions kept in the database (migration 8), so a restart or another instance on the same database
 * still knows them; they expire after 8 idle hours, and a signed-in one 12 hours after its login. Only the id's digest is stored, as for emailed codes.
 */
export interface Sessions {
  /**
   * Reads the session of a Cookie header, or undefined when absent or expired. It extends the session unless
   * `extend` is false: the page's background logged-in check is not the user's activity.
   */
  read(cookieHeader: string | undefined, extend?: boolean): Promise<LoadedSession | undefined>;
  /** A fresh random session id (stored by `save`). */
  newId(): string;
  /** Writes back what a request changed. */
  save(changes: SessionChanges): Promise<void>;
  /** The Set-Cookie value for a session id (or for clearing it); transport.ts adds `__Host-` and Secure over HTTPS. */
  cookie(id: string | null): string;
}

/** Where session rows live: the sessions table, or a map when no database is given (handler tests). */
interface SessionRows {
  /** The row's JSON if it exists and has not expired at `now`; its expiry moves to `expiresAt` (when given). */
  touch(key: string, now: number, expiresAt: number | null): Promise<string | undefined>;
  put(key: string, userId: number | null, json: string, expiresAt: number): Promise<void>;
  remove(key: string): Promise<void>;
  removeUser(userId: number, keepKey: string | undefined): Promise<void>;
}

function tableRows(db: Queryable): SessionRows {
  return {
    async touch(key, now, expiresAt) {
      const { rows } = await (expiresAt === null
        ? db.query<{ data: string }>('SELECT data FROM sessions WHERE id = $1 AND expires_at >= $2', [key, now])
        : db.query<{ data: string }>('UPDATE sessions SET expires_at = $3 WHERE id = $1 AND expires_at >= $2 RETURNING data', [key, now, expiresAt]));
      return rows[0]?.data;
    },
    async put(key, userId, json, expiresAt) {
      await db.query(
        `INSERT INTO sessions (id, user_id, data, expires_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET user_id = $2, data = $3, expires_at = $4`, [key, userId, json, expiresAt]);
    },
    async remove(key) {
      await db.query('DELETE FROM sessions WHERE id = $1', [key]);
    },
    async removeUser(userId, keepKey) {
      await db.query('DELETE FROM sessions WHERE user_id = $1 AND id IS DISTINCT FROM $2', [userId, keepKey ?? null]);
    },
  };
}

function mapRows(): SessionRows {
  const table = new Map<string, { userId: number | null; json: string; expiresAt: number }>();
  return {
    async touch(key, now, expiresAt) {
      const row = table.get(key);
      if (!row || row.expiresAt < now) return undefined;
      if (expiresAt !== null) row.expiresAt = expiresAt;
      return row.json;
    },
    async put(key, userId, json, expiresAt) {
      table.set(key, { userId, json, expiresAt });
    },
    async remove(key) {
      table.delete(key);
    },
    async removeUser(userId, keepKey) {
      for (const [key, row] of table) if (row.userId === userId && key !== keepKey) table.delete(key);
    },
  };
}

/** Sessions this process keeps as objects, so parallel requests of one browser share (and see) one another's changes. */
const CACHE_LIMIT = 10_000;

/**
 * Creates the sessions on a clock, in the database's sessions table (or in memory without one).
 * Expired rows are swept when new sessions are written.
 */
export function createSessions(clock: Clock, db?: Queryable): Sessions {
  const rows = db ? tableRows(db) : mapRows();
  // id digest → the object handlers change, the JSON last read or written, and when this process last started
  // writing it (`lastWrite`, a number of `writeSeq`). Two requests of one browser at once get the same object, as
  // with the former in-memory table (recovery relies on seeing the other's step).
  const live = new Map<string, { data: SessionData; json: string; lastWrite: number }>();
  // Starts of writes in this process, in order (never reused, so a count cannot come back to an earlier value).
  let writeSeq = 0;
  // id digest → writes of this process not yet stored.
  const inFlight = new Map<string, number>();
  let lastSweep = 0;
  async function sweep(now: number): Promise<void> {
    if (!db || now - lastSweep < 60_000) return;
    lastSweep = now;
    await db.query('DELETE FROM sessions WHERE expires_at < $1', [now]);
  }
  return {
    async read(header, extend = true) {
      const id = parseCookies(header)[SESSION_COOKIE];
      if (!id) return undefined;
      const key = digest(id);
      const now = clock.now();
      const readStart = writeSeq;
      const writingAtStart = inFlight.has(key);
      const json = await rows.touch(key, now, extend ? now + DURATIONS.session : null);
      if (json === undefined) {
        live.delete(key);
        return undefined;
      }
      const held = live.get(key);
      // Ours when it is what we last wrote, or when a write of ours was out at any time during this read: on a
      // pool the row can come back from before that write, and a copy of it would undo the other request's step
      // (both answers of one recovery question passed). Otherwise another instance (or a restart) wrote it since:
      // it wins. (A row another instance wrote while one of ours was out loses to ours, which lands after it.)
      const oursOverlapped = writingAtStart || inFlight.has(key) || (held?.lastWrite ?? 0) > readStart;
      const data = held && (held.json === json || oursOverlapped) ? held.data : (JSON.parse(json) as SessionData);
      // However active, a login lasts a working day: a stolen or forgotten session does not live on.
      if (data.since !== undefined && now - data.since > DURATIONS.sessionLifetime) {
        live.delete(key);
        await rows.remove(key);
        return undefined;
      }
      if (data === held?.data) return { id, data };
      live.delete(key);
      if (live.size >= CACHE_LIMIT) live.delete(live.keys().next().value ?? '');
      live.set(key, { data, json, lastWrite: held?.lastWrite ?? 0 });
      return { id, data };
    },
    newId: () => randomToken(),
    async save({ ended, current, endOthersOf }) {
      for (const id of ended) {
        live.delete(digest(id));
        await rows.remove(digest(id));
      }
      const now = clock.now();
      if (current) {
        const key = digest(current.id);
        const json = JSON.stringify(current.data);
        const held = live.get(key);
        if (!held || held.data !== current.data || held.json !== json) {
          // Marked before the write is awaited: a read out meanwhile may bring back the row from before it.
          writeSeq += 1;
          live.set(key, { data: current.data, json, lastWrite: writeSeq });
          inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
          try {
            await rows.put(key, current.data.userId ?? null, json, now + DURATIONS.session);
          } finally {
            const left = (inFlight.get(key) ?? 1) - 1;
            if (left > 0) inFlight.set(key, left);
            else inFlight.delete(key);
          }
          await sweep(now);
        }
      }
      if (endOthersOf !== undefined) {
        const keep = current ? digest(current.id) : undefined;
        for (const [key, held] of live) if (held.data.userId === endOthersOf && key !== keep) live.delete(key);
        await rows.removeUser(endOthersOf, keep);
      }
    },
    cookie(id) {
      const flags = 'Path=/; HttpOnly; SameSite=Lax';
      return id ? `${SESSION_COOKIE}=${id}; ${flags}` : `${SESSION_COOKIE}=; Max-Age=0; ${flags}`;
    },
  };
}
