// The baseline: a bare Hono hello-world on @hono/node-server, the same stack the bff listens with.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/', (c) => c.json({ hello: 'world' }));
app.get('/healthz', (c) => c.json({ status: 'ok' }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
