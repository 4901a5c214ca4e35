import Fastify from 'fastify';

// Fastify's hello world (its own benchmark's shape), the list bench's limit: prints its URL once listening.
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('no TCP address');
console.log(`listening on http://127.0.0.1:${address.port}`);
