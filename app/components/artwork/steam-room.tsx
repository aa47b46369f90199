/** A calm steam room: a tiled bench and walls in pale stone, soft vapour rising from a vent. */
export function SteamRoomArt({ className = "", title }: { className?: string; title: string }) {
  const tiles = Array.from({ length: 10 }, (_, i) => i * 40);
  const rows = Array.from({ length: 10 }, (_, i) => i * 40);
  return (
    <svg
      viewBox="0 0 400 400"
      preserveAspectRatio="xMidYMid slice"
      className={className}
      role="img"
    >
      <title>{title}</title>
      <defs>
        <linearGradient id="st-wall" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#d9d3cb" />
          <stop offset="1" stopColor="#b9ada0" />
        </linearGradient>
        <radialGradient id="st-vapour" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.75" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="st-light" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#8fb3c0" stopOpacity="0.35" />
          <stop offset="1" stopColor="#8fb3c0" stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect width="400" height="400" fill="url(#st-wall)" />
      {tiles.map((x) => (
        <line key={`v${x}`} x1={x} y1="0" x2={x} y2="400" stroke="#ffffff" strokeOpacity="0.35" />
      ))}
      {rows.map((y) => (
        <line key={`h${y}`} x1="0" y1={y} x2="400" y2={y} stroke="#ffffff" strokeOpacity="0.35" />
      ))}
      <rect width="400" height="220" fill="url(#st-light)" />
      {/* Curved ceiling edge and a tiled bench */}
      <path d="M0 40 Q200 -10 400 40 V0 H0 Z" fill="#cfc7bd" />
      <rect x="0" y="250" width="400" height="24" fill="#ece4d8" />
      <rect x="0" y="274" width="400" height="126" fill="#a99d90" />
      {tiles.map((x) => (
        <line key={`b${x}`} x1={x} y1="274" x2={x} y2="400" stroke="#ffffff" strokeOpacity="0.3" />
      ))}
      <line x1="0" y1="330" x2="400" y2="330" stroke="#ffffff" strokeOpacity="0.3" />
      {/* Steam outlet and vapour */}
      <rect x="60" y="226" width="40" height="8" rx="2" fill="#6d645c" />
      <ellipse cx="80" cy="180" rx="70" ry="50" fill="url(#st-vapour)" />
      <ellipse cx="130" cy="120" rx="110" ry="70" fill="url(#st-vapour)" />
      <ellipse cx="230" cy="90" rx="140" ry="80" fill="url(#st-vapour)" opacity="0.7" />
      {/* A folded towel on the bench */}
      <rect x="270" y="232" width="80" height="18" rx="3" fill="#f6f2ec" />
      <rect x="270" y="240" width="80" height="2" fill="#d8c6a6" />
    </svg>
  );
}
