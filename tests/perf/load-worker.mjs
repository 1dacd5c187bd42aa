// The load generator of server-bench.mjs, run in its own process (pinned to its own core):
//   node tests/perf/load-worker.mjs '<json options>'
// Runs autocannon once (after its warm-up) and prints the figures as one JSON line.
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2] ?? '{}');
const { url, method = 'GET', headers = {}, body, connections, seconds, warmupSeconds } = options;

const result = await autocannon({
  url,
  method,
  headers,
  body,
  connections,
  duration: seconds,
  ...(warmupSeconds > 0 ? { warmup: { connections, duration: warmupSeconds } } : {}),
});

const statuses = Object.fromEntries(
  ['1xx', '2xx', '3xx', '4xx', '5xx'].map((range) => [range, result[range]]),
);
process.stdout.write(
  `${JSON.stringify({
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyAverageMs: result.latency.average,
    latencyMaxMs: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
    durationSeconds: result.duration,
  })}\n`,
);
