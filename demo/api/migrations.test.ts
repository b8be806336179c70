import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './db';
import { SALES_TEAM, SECURITY_QUESTIONS, SUBSCRIPTION_TYPES } from './seed-data';
import type { DemoServer } from './server';
import { startTestServer } from './test-client';

let server: DemoServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('migrations on a store seeded before them', () => {
  it('10 gives counted guesses ids, 11 rewrites the French reference texts; neither runs twice', async () => {
    const db = server.db;
    // The store as version 9 left it: no ids, and the French texts before the review.
    await db.exec(`
      DELETE FROM schema_migrations WHERE version IN (10, 11);
      ALTER TABLE login_failures DROP COLUMN id;
      ALTER TABLE answer_failures DROP COLUMN id;
      UPDATE security_questions SET text_fr = 'Quel est le deuxième prénom de votre aîné(e) ?' WHERE id = 8;
      UPDATE subscription_types SET name_fr = 'Courriel bimensuel sur les FNB' WHERE id = 'SUBSCRIPTION7';
      UPDATE sales_team SET job_title_fr = 'Coordonnatrice des ventes régionales' WHERE role = 'RSC';`);
    await db.query("INSERT INTO login_failures (scope, key, failed_at) VALUES ('client', 'before-10', 1)");

    expect(await migrate(db)).toEqual([10, 11]);
    const fr = async (sql: string) => (await db.query<{ fr: string }>(sql)).rows.map((r) => r.fr);
    expect(await fr('SELECT text_fr AS fr FROM security_questions ORDER BY id')).toEqual(SECURITY_QUESTIONS.map((q) => q.fr));
    expect(await fr('SELECT name_fr AS fr FROM subscription_types ORDER BY id')).toEqual([...SUBSCRIPTION_TYPES].sort((a, b) => a.id.localeCompare(b.id)).map((t) => t.fr));
    expect(await fr('SELECT job_title_fr AS fr FROM sales_team ORDER BY id')).toEqual(SALES_TEAM.map((m) => m.jobTitle.fr));
    // A row counted before migration 10 got an id, and new ones get their own.
    const ids = await db.query<{ id: number }>("INSERT INTO login_failures (scope, key, failed_at) VALUES ('client', 'after-10', 2) RETURNING id");
    const before = await db.query<{ id: number }>("SELECT id FROM login_failures WHERE key = 'before-10'");
    expect(typeof before.rows[0]?.id).toBe('number');
    expect(ids.rows[0]?.id).not.toBe(before.rows[0]?.id);

    expect(await migrate(db)).toEqual([]);
  });
});
