import type { ServiceCheck } from '../lib/service-health';
import type { JobDefinition, JobDeps, JobState } from './define';

/** The started jobs: one handle to check, trigger and stop them all. */
export interface JobsHandle {
  /** Every job's state, by name (the jobs turned off by configuration too). */
  states: ReadonlyMap<string, Readonly<JobState>>;
  /** The jobs' health for the platform status ('jobs'). */
  health: () => ServiceCheck;
  /** Runs the job now, or waits for the run under way; resolves when it has ended. */
  trigger: (name: string) => Promise<void>;
  /** Ends every job's timer, aborts the runs under way and waits for them to end. */
  stop: () => Promise<void>;
}

interface Runner {
  job: JobDefinition;
  enabled: boolean;
  timeoutMs: number;
  state: JobState;
  /** Whether the run under way has spent its budget. */
  pastBudget: () => boolean;
  trigger: () => Promise<void>;
  stop: () => Promise<void>;
}

function startOne(job: JobDefinition, deps: JobDeps): Runner {
  const { config, log } = deps;
  const enabled = job.enabled?.(config) ?? true;
  const timeoutMs = job.timeoutMs(config);
  const state: JobState = { lastRun: null, lastError: null, runs: 0, total: 0, runningSince: null };
  let running: Promise<void> | null = null;
  let current: AbortController | null = null;
  let stopped = false;
  let pastBudget = false;
  let lastStart = Date.now();

  async function execute(): Promise<void> {
    const started = Date.now();
    const sinceLastMs = started - lastStart;
    lastStart = started;
    const controller = new AbortController();
    current = controller;
    const budget = setTimeout(() => {
      pastBudget = true;
      log.warn({ job: job.name, timeoutMs }, 'job run past its time budget');
      controller.abort(new Error(`${job.name} ran past its budget of ${timeoutMs} ms`));
    }, timeoutMs);
    budget.unref();
    state.runningSince = started;
    try {
      const result = await job.run(deps, { signal: controller.signal, sinceLastMs });
      state.total += job.counts(result);
      state.runs += 1;
      state.lastRun = new Date().toISOString();
      state.lastError = null;
      const line = job.logged?.(result);
      if (line) log.info({ job: job.name, ...line.fields }, line.message);
    } catch (error) {
      state.lastError = (error as Error).message;
      log.error({ err: error, job: job.name }, job.failure);
    } finally {
      clearTimeout(budget);
      pastBudget = false;
      state.runningSince = null;
      current = null;
    }
  }

  /** One run at a time: a run asked for while one is under way is that one. */
  const trigger = (): Promise<void> => {
    if (!enabled || stopped) return running ?? Promise.resolve();
    running ??= execute().finally(() => {
      running = null;
    });
    return running;
  };

  let timer: NodeJS.Timeout | null = null;
  if (enabled && 'every' in job.schedule) {
    timer = setInterval(() => void trigger(), job.schedule.every(config));
    timer.unref();
    if (job.schedule.atStart) void trigger();
  }
  return {
    job,
    enabled,
    timeoutMs,
    state,
    pastBudget: () => pastBudget,
    trigger,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      current?.abort(new Error('the server is stopping'));
      await running;
    },
  };
}

/**
 * Starts every job of the list (app.ts passes `JOBS`), each on its schedule, one run at a
 * time per job; their health is one status, and one call stops them all.
 */
export function startJobs(jobs: readonly JobDefinition[], deps: JobDeps): JobsHandle {
  const names = new Set<string>();
  const runners = jobs.map((job) => {
    if (names.has(job.name)) throw new Error(`Two jobs are named ${job.name}`);
    names.add(job.name);
    return startOne(job, deps);
  });
  return {
    states: new Map(runners.map((runner) => [runner.job.name, runner.state])),
    health() {
      const overdue = runners.find((runner) => runner.pastBudget());
      if (overdue) {
        const { timeoutMs } = overdue;
        const budget = timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} s`;
        return {
          state: 'DOWN',
          detail: `${overdue.job.name}: a run has gone on past its budget of ${budget}`,
          ownerOnly: true,
        };
      }
      const failed = runners.find(({ state }) => state.lastError !== null)?.state.lastError;
      if (failed) return { state: 'DOWN', detail: failed, ownerOnly: true };
      const parts = runners.map(({ job, enabled, state }) =>
        enabled ? job.health(state) : `${job.name} off`,
      );
      return { state: 'UP', detail: parts.join('; ') };
    },
    trigger(name) {
      const runner = runners.find(({ job }) => job.name === name);
      if (!runner) return Promise.reject(new Error(`No job is named ${name}`));
      return runner.trigger();
    },
    async stop() {
      await Promise.all(runners.map((runner) => runner.stop()));
    },
  };
}
