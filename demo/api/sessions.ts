import { randomToken } from './crypto';
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
  registration?: RegistrationState;
  recovery?: RecoveryState;
}

/** In-memory sessions: a restart signs everyone out, which a demo can afford. */
export interface Sessions {
  /** Reads the session of a Cookie header, or undefined. */
  read(cookieHeader: string | undefined): { id: string; data: SessionData } | undefined;
  /** Creates a session and returns its id. */
  create(data: SessionData): string;
  /** Forgets a session. */
  destroy(id: string): void;
  /** Ends every signed-in session of a user except one (a password change signs the user out elsewhere). */
  destroyUser(userId: number, keepId: string | undefined): void;
  /** The Set-Cookie value for a session id (or for clearing it). */
  cookie(id: string | null): string;
}

/** Creates the session table on a clock (sessions expire after 8 idle hours). */
export function createSessions(clock: Clock, secure = false): Sessions {
  const table = new Map<string, { data: SessionData; expiresAt: number }>();
  return {
    read(header) {
      const id = parseCookies(header)[SESSION_COOKIE];
      if (!id) return undefined;
      const entry = table.get(id);
      if (!entry) return undefined;
      if (entry.expiresAt < clock.now()) {
        table.delete(id);
        return undefined;
      }
      entry.expiresAt = clock.now() + DURATIONS.session;
      return { id, data: entry.data };
    },
    create(data) {
      const id = randomToken();
      table.set(id, { data, expiresAt: clock.now() + DURATIONS.session });
      return id;
    },
    destroy(id) {
      table.delete(id);
    },
    destroyUser(userId, keepId) {
      for (const [id, entry] of table) if (entry.data.userId === userId && id !== keepId) table.delete(id);
    },
    cookie(id) {
      const flags = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
      return id ? `${SESSION_COOKIE}=${id}; ${flags}` : `${SESSION_COOKIE}=; Max-Age=0; ${flags}`;
    },
  };
}
