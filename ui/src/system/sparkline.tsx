/** A small line chart of a series, inline SVG, scaled to its own maximum (0 at the bottom). */
export function Sparkline({ values, label }: { values: number[]; label: string }) {
  const width = 240;
  const height = 48;
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  const points = values
    .map((v, i) => `${(i * step).toFixed(1)},${(height - 2 - (v / max) * (height - 4)).toFixed(1)}`)
    .join(' ');
  return (
    <svg
      className="sparkline"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
    >
      <line x1="0" y1={height - 1} x2={width} y2={height - 1} className="sparkline__axis" />
      {values.length > 0 && <polyline points={points} className="sparkline__line" />}
    </svg>
  );
}
