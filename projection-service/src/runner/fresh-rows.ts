/**
 * The rows a catch-up has written to the models it started empty. A projection at its start
 * checkpoint has no rows (rows and checkpoints are committed together, and a reset removes
 * both), so during a rebuild a row of such a model exists only if this catch-up wrote it: any
 * other is known to be absent without asking the store. A rebuild then reads back only rows it
 * wrote itself (bench R2: the look-ups of rows that did not exist took most of its time).
 */
export class FreshRows {
  private readonly models: ReadonlySet<string>;
  private readonly keys = new Set<string>();

  constructor(models: readonly string[]) {
    this.models = new Set(models);
  }

  written(model: string, key: string): void {
    if (this.models.has(model)) this.keys.add(key);
  }

  /** True when the row is certainly not in the store: its model started empty and this catch-up never wrote it. */
  absent(model: string, key: string): boolean {
    return this.models.has(model) && !this.keys.has(key);
  }
}
