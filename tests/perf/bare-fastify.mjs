// Bare Fastify answering one JSON body at one path: the ceiling server-bench.mjs holds
// the real server's small authenticated read against (same machine, core and load).
//   PORT=… BENCH_PATH=/api/identity/users/1 BENCH_BODY='{"…"}' node tests/perf/bare-fastify.mjs
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = JSON.parse(process.env.BENCH_BODY ?? '{}');
app.get(process.env.BENCH_PATH ?? '/', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
