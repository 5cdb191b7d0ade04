import { randomUUID } from 'node:crypto';

/** One command as the hub app sends it: a fixed Idempotency-Key, retried until it is answered. */
export interface DrivenCommand {
  key: string;
  kind: string;
  /** Whose token sends it; the store records `<user uuid>:<key>` as the command id. */
  as: string;
  path: string;
  body: () => unknown;
  /** Multipart instead of JSON (uploads). */
  multipart?: boolean;
  /** What the definitive answer was; unset while not acknowledged. */
  answer?: { status: number; body: unknown };
  attempts: number;
  /** When the attempt that got the answer was sent: an event stored before it came from an earlier attempt. */
  lastSentAt?: number;
}

/** A command to send; the driver gives it a fresh key unless it has one. */
export type NewCommand = Omit<DrivenCommand, 'key' | 'attempts' | 'answer' | 'lastSentAt'> & {
  key?: string;
};

export interface DriverFigures {
  sent: number;
  acknowledged: number;
  attempts: number;
  /** Requests that got no answer (connection refused or cut by a kill) and were sent again. */
  retriedAfterNoAnswer: number;
  /** Answers 500 or above; must stay 0 (a kill cuts the connection, it never answers). */
  serverErrors: number;
  /** Answers 400–499: none is expected from this workload. */
  refused: number;
}

export interface Account {
  uuid: string;
  token: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends commands with `concurrency` in flight. A request without an answer (the server was
 * killed, or is restarting) goes back in the queue with the same key, so the server must answer
 * it with the first answer if it had already appended it. `follow` may add commands that depend
 * on an answer (a registration needs an acknowledged upload).
 */
export class CommandDriver {
  readonly commands: DrivenCommand[] = [];
  private readonly queue: DrivenCommand[] = [];
  private inFlight = 0;
  readonly figures: DriverFigures = {
    sent: 0,
    acknowledged: 0,
    attempts: 0,
    retriedAfterNoAnswer: 0,
    serverErrors: 0,
    refused: 0,
  };
  private readonly unexpected: string[] = [];

  constructor(
    private readonly url: () => string,
    private readonly accounts: Record<string, Account>,
    private readonly options: {
      concurrency: number;
      follow?: (done: DrivenCommand) => NewCommand[];
      onAcknowledged?: (acknowledged: number) => void;
    },
  ) {}

  add(command: NewCommand): DrivenCommand {
    const full: DrivenCommand = { key: command.key ?? randomUUID(), attempts: 0, ...command };
    this.commands.push(full);
    this.queue.push(full);
    this.figures.sent++;
    return full;
  }

  commandIdOf(command: DrivenCommand): string {
    return `${this.accounts[command.as].uuid}:${command.key}`;
  }

  /** Runs until every command is acknowledged (or `deadline` passes, which throws). */
  async run(deadline: number): Promise<void> {
    const workers = Array.from({ length: this.options.concurrency }, () => this.work(deadline));
    await Promise.all(workers);
    if (this.unexpected.length)
      throw new Error(`unexpected answers:\n${this.unexpected.slice(0, 10).join('\n')}`);
  }

  private async work(deadline: number): Promise<void> {
    for (;;) {
      if (Date.now() > deadline)
        throw new Error(
          `driver deadline passed with ${this.queue.length + this.inFlight} commands unacknowledged`,
        );
      const next = this.queue.shift();
      if (!next) {
        // Others may still add follow-ups when their answers come.
        if (this.inFlight === 0) return;
        await sleep(5);
        continue;
      }
      this.inFlight++;
      try {
        await this.send(next);
      } finally {
        this.inFlight--;
      }
    }
  }

  private async send(command: DrivenCommand): Promise<void> {
    command.attempts++;
    command.lastSentAt = Date.now();
    this.figures.attempts++;
    const account = this.accounts[command.as];
    const headers: Record<string, string> = {
      'x-auth-token': account.token,
      'idempotency-key': command.key,
    };
    let body: BodyInit;
    if (command.multipart) body = command.body() as FormData;
    else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(command.body());
    }
    let status: number;
    let answer: unknown;
    try {
      const response = await fetch(this.url() + command.path, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(20_000),
      });
      status = response.status;
      const text = await response.text();
      answer = text ? JSON.parse(text) : undefined;
    } catch {
      // No answer: the command may or may not be in the store; the same key again must tell.
      this.figures.retriedAfterNoAnswer++;
      await sleep(50 + Math.random() * 150);
      this.queue.push(command);
      return;
    }
    if (status >= 500) {
      this.figures.serverErrors++;
      this.unexpected.push(
        `${command.kind} ${command.path} answered ${status}: ${JSON.stringify(answer)}`,
      );
      await sleep(100);
      this.queue.push(command);
      return;
    }
    command.answer = { status, body: answer };
    if (status >= 400) {
      this.figures.refused++;
      this.unexpected.push(
        `${command.kind} ${command.path} answered ${status}: ${JSON.stringify(answer)}`,
      );
      return;
    }
    this.figures.acknowledged++;
    this.options.onAcknowledged?.(this.figures.acknowledged);
    for (const follow of this.options.follow?.(command) ?? []) this.add(follow);
  }
}
