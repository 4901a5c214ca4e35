// The server process of the chat benchmark: the real app on SQLite with USERS VIP members and a session each,
// whose tokens go to TOKENS_FILE; the first POSTERS of them have a public post each, as someone written to out
// of the blue must (chat's requirePeer). Run in a child process so its memory is the server's alone.
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { benchPost } from '../lib/post-row';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createSession } from '../../server/domain/accounts';

const users = Number(process.env.USERS ?? '200');
const posters = Number(process.env.POSTERS ?? '0');
const app = await buildApp({ ...loadConfig(), logLevel: 'warn', seed: false });
const nowS = Math.floor(Date.now() / 1000);
const tokens: { id: number; token: string }[] = [];
for (let start = 0; start < users; start += 500) {
  const rows = Array.from({ length: Math.min(500, users - start) }, (_, k) => ({
    username: `bench${start + k}`,
    password_hash: 'x',
    nickname: `bench ${start + k}`,
    avatar: null,
    vip_level: 1,
    vip_expires_at: null,
    incode: `BC${start + k}`,
    invited_by: null,
    created_at: nowS,
  }));
  const ids = await app.db.insertInto('users').values(rows).returning('id').execute();
  for (const { id } of ids) {
    tokens.push({ id, token: await createSession(app.db, id, { ip: '127.0.0.1', userAgent: 'bench' }, nowS) });
  }
}
const post = (userId: number) => benchPost(userId, nowS);
for (let start = 0; start < posters; start += 500) {
  const batch = tokens.slice(start, Math.min(posters, start + 500));
  if (batch.length > 0)
    await app.db
      .insertInto('posts')
      .values(batch.map((u) => post(u.id)))
      .execute();
}
await writeFile(process.env.TOKENS_FILE ?? 'tokens.json', JSON.stringify(tokens));
await app.listen({ port: Number(process.env.PORT ?? '0'), host: '127.0.0.1' });
console.log(`ready ${(app.server.address() as AddressInfo).port}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
