/**
 * A real sign-in during a flood of bad ones: its latency alone and while 20 bad sign-ins
 * from two other client addresses are being checked (medians of ROUNDS each, alternating),
 * and the ratio. Exits non-zero when the ratio is above 2. Usage:
 *   npx tsx tests/perf/signin-burst.bench.ts            (SQLite; ROUNDS=10)
 *   node scripts/with-postgres.mjs npx tsx tests/perf/signin-burst.bench.ts
 * The real app listens on 127.0.0.1; each client binds its own loopback address
 * (127.0.0.2, 127.0.1.x), so the server sees distinct client IPs.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openFresh } from './trace-fixture';
import { DEMO_PASSWORD, seedDemo } from '../../server/src/demo/seed';

const ROUNDS = Number(process.env.ROUNDS ?? 10);
const FLOOD = 20;
const BUDGET = 2;
const GOOD_CLIENT = '127.0.0.2';
const KNOWN = ['deployer', 'monitor', 'billing', 'agent', 'multi', 'noroles'];

/** One password grant over HTTP from `client`; resolves with status and milliseconds. */
function signIn(port: number, client: string, username: string, password: string) {
  const body = new URLSearchParams({
    grant_type: 'password',
    scope: 'console',
    username,
    password,
  });
  const started = performance.now();
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: client,
        method: 'POST',
        path: '/api/identity/authentication/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        agent: false,
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    request.on('error', reject);
    request.end(body.toString());
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const { database, dataDir, cleanup } = await openFresh('signin_bench');
  const config = loadConfig({
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'dist'),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    TOKEN_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const { app } = await buildApp(config, { logger: false, database, jobs: false });
  try {
    await seedDemo(database, { historyHours: 0 });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const good = () => signIn(port, GOOD_CLIENT, 'operator@example.com', DEMO_PASSWORD);

    // Warm-up: the first checks pay for JIT and the dummy hash of unknown users.
    await good();
    await signIn(port, '127.0.0.3', 'ghost-warmup@example.com', 'wrong-password');

    // Quiet and flooded sign-ins alternate, so that a change in the machine's load between
    // the two series does not show up as a difference between them.
    const quiet: number[] = [];
    const flooded: number[] = [];
    let refused = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const alone = await good();
      if (alone.status !== 200) throw new Error(`quiet sign-in answered ${alone.status}`);
      quiet.push(alone.ms);
      // Two flooding clients per round, new ones each round, so no pair reaches the lockout.
      const flood = Array.from({ length: FLOOD }, (_, i) =>
        signIn(
          port,
          `127.0.${round + 1}.${10 + (i % 2)}`,
          i % 3 === 0
            ? `${KNOWN[i % KNOWN.length]}@example.com`
            : `ghost-${round}-${i}@example.com`,
          'wrong-password',
        ),
      );
      // The real sign-in arrives while the flood is being checked, at a different point of
      // a running check each round.
      const offset = 10 + (alone.ms * round) / ROUNDS;
      await new Promise((resolve) => setTimeout(resolve, offset));
      const answer = await good();
      if (answer.status !== 200) throw new Error(`flooded sign-in answered ${answer.status}`);
      flooded.push(answer.ms);
      refused += (await Promise.all(flood)).filter((a) => a.status !== 400).length;
    }
    const quietMedian = median(quiet);
    if (refused > 0) throw new Error(`${refused} flood attempts were not answered 400`);
    const floodedMedian = median(flooded);
    const ratio = floodedMedian / quietMedian;
    const report = {
      database: database.dialect,
      cpus: os.availableParallelism(),
      rounds: ROUNDS,
      floodSize: FLOOD,
      quietMedianMs: +quietMedian.toFixed(1),
      floodedMedianMs: +floodedMedian.toFixed(1),
      floodedMaxMs: +Math.max(...flooded).toFixed(1),
      ratio: +ratio.toFixed(2),
      budget: BUDGET,
    };
    console.log(
      `sign-in on ${database.dialect}: quiet median ${report.quietMedianMs} ms, ` +
        `during ${FLOOD} bad sign-ins median ${report.floodedMedianMs} ms ` +
        `(max ${report.floodedMaxMs} ms), ratio ${report.ratio} (budget ${BUDGET})`,
    );
    fs.mkdirSync('.test-output', { recursive: true });
    fs.writeFileSync(
      `.test-output/perf-signin-burst-${database.dialect}.json`,
      JSON.stringify(report, null, 2),
    );
    if (ratio > BUDGET) process.exitCode = 1;
  } finally {
    await app.close();
    await cleanup();
  }
}

// The app's pools and timers are closed, but a handle of the loopback clients can keep the
// process alive: end it when the report is written.
main().then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
