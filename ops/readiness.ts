// Readiness: whether this process should get traffic now. Unlike /healthz (the process answers), /readyz asks
// the database and Redis, and says no from the moment shutdown begins so the load balancer stops sending.
export interface ReadinessCheck {
  name: string;
  check(): Promise<unknown>;
}

const CHECK_TIMEOUT_MS = 2_000;

export interface ReadinessReport {
  ready: boolean;
  body: { status: 'ready' | 'not ready' | 'shutting down'; checks: Record<string, 'ok' | 'failed'> };
}

function withTimeout(promise: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms))),
  ]).finally(() => clearTimeout(timer));
}

export class Readiness {
  private readonly checks: ReadinessCheck[];
  private draining = false;

  constructor(checks: ReadinessCheck[] = []) {
    this.checks = [...checks];
  }

  add(...checks: ReadinessCheck[]): void {
    this.checks.push(...checks);
  }

  /** From now on the answer is 503: the process is shutting down. */
  beginShutdown(): void {
    this.draining = true;
  }

  get shuttingDown(): boolean {
    return this.draining;
  }

  async report(): Promise<ReadinessReport> {
    const results = await Promise.all(
      this.checks.map(async ({ name, check }) => {
        try {
          await withTimeout(check(), CHECK_TIMEOUT_MS);
          return [name, 'ok'] as const;
        } catch {
          return [name, 'failed'] as const;
        }
      }),
    );
    const checks = Object.fromEntries(results);
    const healthy = results.every(([, result]) => result === 'ok');
    const status = this.draining ? 'shutting down' : healthy ? 'ready' : 'not ready';
    return { ready: status === 'ready', body: { status, checks } };
  }
}
