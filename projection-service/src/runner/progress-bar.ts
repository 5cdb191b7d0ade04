/** A one-line progress bar for long rebuilds; redraws at most ten times a second. */
export const progressBar = (total: number, out: NodeJS.WriteStream, width = 30) => {
  let last = 0;
  const draw = (done: number) => {
    const ratio = total > 0 ? Math.min(done / total, 1) : 1;
    const filled = Math.round(ratio * width);
    out.write(
      `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(ratio * 100).toFixed(0).padStart(3)}% ${done}/${total} events`,
    );
  };
  return {
    update(done: number) {
      const now = Date.now();
      if (now - last < 100) return;
      last = now;
      draw(done);
    },
    done() {
      draw(total);
      out.write('\n');
    },
  };
};
