import { formatDate } from "../../../lib/format";

interface Point {
  date: string;
  score: number;
}

const width = 320;
const height = 120;
const padding = 8;
// Room on the left for the 0 / 50 / 100 % labels.
const axis = 34;

/** A small line chart of scores (0–100 %) over time; the caller supplies the text summary and table. */
export function ScoreChart({ points, label }: { points: Point[]; label: string }) {
  if (points.length === 0) return null;
  const step = points.length > 1 ? (width - axis - 2 * padding) / (points.length - 1) : 0;
  const coordinates = points.map((point, index) => ({
    x: axis + padding + index * step,
    y: padding + ((100 - point.score) / 100) * (height - 2 * padding),
    point,
  }));
  const path = coordinates
    .map(({ x, y }, index) => `${index === 0 ? "M" : "L"}${x.toFixed(1)},${y.toFixed(1)}`)
    .join(" ");
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      className="h-28 w-full text-brand-600 dark:text-brand-400"
    >
      {[0, 50, 100].map((score) => {
        const y = padding + ((100 - score) / 100) * (height - 2 * padding);
        return (
          <g key={score}>
            <text
              x={axis - 4}
              y={y + 4}
              textAnchor="end"
              className="fill-slate-500 text-[11px] dark:fill-slate-400"
            >
              {`${score}%`}
            </text>
            <line
              x1={axis}
              x2={width - padding}
              y1={y}
              y2={y}
              className="stroke-slate-200 dark:stroke-slate-700"
              strokeDasharray="3 3"
            />
          </g>
        );
      })}
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      {coordinates.map(({ x, y, point }) => (
        <circle key={`${point.date}-${x}`} cx={x} cy={y} r="3.5" fill="currentColor">
          <title>{`${formatDate(point.date)}: ${point.score}%`}</title>
        </circle>
      ))}
    </svg>
  );
}
