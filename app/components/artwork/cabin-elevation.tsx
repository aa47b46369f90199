/**
 * A fine-line front elevation of a sauna cabin on linen, with dimension lines in millimetres:
 * the drawing an architect would hand over, in the site's palette.
 */
export function CabinElevationArt({
  width = 2060,
  height = 2400,
  className = "",
  title,
}: {
  /** Cabin width and height in mm; the drawing is to scale. */
  width?: number;
  height?: number;
  className?: string;
  title: string;
}) {
  const scale = 220 / Math.max(width, height);
  const w = width * scale;
  const h = height * scale;
  const x = (400 - w) / 2;
  const y = 60 + (240 - h) / 2;
  const doorW = Math.min(w * 0.32, 700 * scale);
  const doorX = x + w * 0.14;
  const boards = Array.from({ length: Math.floor(w / 8) }, (_, i) => x + 8 + i * 8).filter(
    (bx) => bx < doorX - 2 || bx > doorX + doorW + 2,
  );
  const line = { stroke: "#1f1b18", strokeWidth: 1, fill: "none" } as const;
  const fine = { stroke: "#8e5632", strokeWidth: 0.6 } as const;
  return (
    <svg viewBox="0 0 400 400" className={className} role="img">
      <title>{title}</title>
      <rect width="400" height="400" fill="#ece4d8" />
      {/* Roof overhang and body */}
      <rect x={x - 8} y={y - 10} width={w + 16} height="10" {...line} />
      <rect x={x} y={y} width={w} height={h} {...line} />
      {boards.map((bx) => (
        <line key={bx} x1={bx} y1={y} x2={bx} y2={y + h} stroke="#1f1b18" strokeOpacity="0.18" />
      ))}
      {/* Glass door with a slim handle */}
      <rect x={doorX} y={y + h * 0.12} width={doorW} height={h * 0.86} {...line} />
      <rect
        x={doorX + 3}
        y={y + h * 0.12 + 3}
        width={doorW - 6}
        height={h * 0.86 - 6}
        fill="#8fb3c0"
        fillOpacity="0.18"
      />
      <line
        x1={doorX + doorW - 8}
        y1={y + h * 0.5}
        x2={doorX + doorW - 8}
        y2={y + h * 0.62}
        stroke="#1f1b18"
        strokeWidth="2"
      />
      {/* Window */}
      <rect x={x + w * 0.6} y={y + h * 0.22} width={w * 0.28} height={h * 0.32} {...line} />
      <rect
        x={x + w * 0.6 + 3}
        y={y + h * 0.22 + 3}
        width={w * 0.28 - 6}
        height={h * 0.32 - 6}
        fill="#c0561b"
        fillOpacity="0.12"
      />
      {/* Plinth */}
      <line
        x1={x - 30}
        y1={y + h + 4}
        x2={x + w + 30}
        y2={y + h + 4}
        stroke="#1f1b18"
        strokeWidth="1.5"
      />

      {/* Width dimension */}
      <g {...fine}>
        <line x1={x} y1={y + h + 26} x2={x + w} y2={y + h + 26} />
        <line x1={x} y1={y + h + 18} x2={x} y2={y + h + 34} />
        <line x1={x + w} y1={y + h + 18} x2={x + w} y2={y + h + 34} />
      </g>
      <text
        x={200}
        y={y + h + 46}
        textAnchor="middle"
        fontSize="11"
        fill="#8e5632"
        letterSpacing="1.5"
        fontFamily="Inter Variable, sans-serif"
      >
        {width} mm
      </text>
      {/* Height dimension */}
      <g {...fine}>
        <line x1={x + w + 26} y1={y} x2={x + w + 26} y2={y + h} />
        <line x1={x + w + 18} y1={y} x2={x + w + 34} y2={y} />
        <line x1={x + w + 18} y1={y + h} x2={x + w + 34} y2={y + h} />
      </g>
      <text
        x={x + w + 44}
        y={y + h / 2}
        textAnchor="middle"
        fontSize="11"
        fill="#8e5632"
        letterSpacing="1.5"
        fontFamily="Inter Variable, sans-serif"
        transform={`rotate(-90 ${x + w + 44} ${y + h / 2})`}
      >
        {height} mm
      </text>
    </svg>
  );
}
