// A process for jobs.test.ts's restart test: starts a runner on the given store, queues one `slow` job whose handler
// never finishes, prints `started` when it runs and waits to be killed (SIGKILL: no graceful stop, the job stays
// active). Usage: node registry/adapters/jobs-crash-fixture.ts <databaseUrl|dataDir> <expireInSeconds>
import { createPgBossJobs } from './jobs.ts';

const target = process.argv[2];
const store = target.startsWith('postgres') ? { databaseUrl: target } : { dataDir: target };
const jobs = createPgBossJobs({ ...store, expireInSeconds: Number(process.argv[3]) });
jobs.register('slow', async () => {
  process.stdout.write('started\n');
  await new Promise(() => undefined);
});
await jobs.start();
await jobs.enqueue('slow', { case: 'c1' }, { key: 'slow-1' });
