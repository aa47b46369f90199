/**
 * A warm, low-key sauna interior: slatted walls, two benches lit from beneath, a heater with stones.
 * Drawn as vector art so it is crisp at every size and weighs a few kilobytes.
 */
export function SaunaInteriorArt({ className = "" }: { className?: string }) {
  const wallBoards = Array.from({ length: 21 }, (_, i) => i * 20);
  const floorBoards = Array.from({ length: 11 }, (_, i) => i * 40);
  const skirtSlats = Array.from({ length: 14 }, (_, i) => 126 + i * 20);
  const lowerSkirt = Array.from({ length: 17 }, (_, i) => 66 + i * 20);
  const stones = [
    [46, 292, 11],
    [64, 288, 12],
    [84, 291, 10],
    [100, 294, 9],
    [54, 282, 9],
    [75, 279, 10],
    [93, 283, 8],
  ] as const;
  return (
    <svg viewBox="0 0 400 500" className={className} role="img" aria-labelledby="sauna-art-title">
      <title id="sauna-art-title">
        Illustration of a sauna interior: slatted cedar walls, two benches glowing from beneath and
        a heater with stones
      </title>
      <defs>
        <linearGradient id="sa-wall" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3a2d24" />
          <stop offset="1" stopColor="#1f1b18" />
        </linearGradient>
        <radialGradient id="sa-heat" cx="0.2" cy="0.62" r="0.7">
          <stop offset="0" stopColor="#e8834a" stopOpacity="0.55" />
          <stop offset="0.45" stopColor="#c0561b" stopOpacity="0.16" />
          <stop offset="1" stopColor="#c0561b" stopOpacity="0" />
        </radialGradient>
        <radialGradient id="sa-lamp" cx="0.82" cy="0.2" r="0.35">
          <stop offset="0" stopColor="#f3c9a0" stopOpacity="0.45" />
          <stop offset="1" stopColor="#f3c9a0" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="sa-bench" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#c98a5a" />
          <stop offset="1" stopColor="#8e5632" />
        </linearGradient>
        <linearGradient id="sa-skirt" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#5a3a25" />
          <stop offset="1" stopColor="#3a2a1f" />
        </linearGradient>
        <linearGradient id="sa-glow" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f0a36b" stopOpacity="0.8" />
          <stop offset="1" stopColor="#f0a36b" stopOpacity="0" />
        </linearGradient>
      </defs>

      <rect width="400" height="500" fill="url(#sa-wall)" />
      {wallBoards.map((x) => (
        <line key={x} x1={x} y1="0" x2={x} y2="440" stroke="#d8c6a6" strokeOpacity="0.07" />
      ))}
      <rect width="400" height="500" fill="url(#sa-heat)" />
      <rect width="400" height="500" fill="url(#sa-lamp)" />

      {/* Wall lamp behind a slatted shade */}
      <rect x="300" y="70" width="56" height="64" rx="2" fill="#2a2521" />
      {[306, 316, 326, 336, 346].map((x) => (
        <rect key={x} x={x} y="70" width="5" height="64" fill="#b57a4d" />
      ))}

      {/* Upper bench, its lit lip and the skirt below */}
      <rect x="120" y="236" width="280" height="9" fill="url(#sa-bench)" />
      <rect x="120" y="248" width="280" height="9" fill="url(#sa-bench)" />
      <rect x="120" y="258" width="280" height="22" fill="url(#sa-glow)" />
      <rect x="120" y="262" width="280" height="82" fill="url(#sa-skirt)" />
      {skirtSlats.map((x) => (
        <line key={x} x1={x} y1="262" x2={x} y2="344" stroke="#1f1b18" strokeOpacity="0.5" />
      ))}

      {/* Lower bench */}
      <rect x="60" y="344" width="340" height="9" fill="url(#sa-bench)" />
      <rect x="60" y="356" width="340" height="9" fill="url(#sa-bench)" />
      <rect x="60" y="366" width="340" height="20" fill="url(#sa-glow)" />
      <rect x="60" y="370" width="340" height="70" fill="url(#sa-skirt)" />
      {lowerSkirt.map((x) => (
        <line key={x} x1={x} y1="370" x2={x} y2="440" stroke="#1f1b18" strokeOpacity="0.5" />
      ))}

      {/* Bucket and ladle on the lower bench */}
      <path d="M300 344 l4 -30 h30 l4 30 z" fill="#9c6139" />
      <rect x="302" y="322" width="34" height="3" fill="#2a2521" />
      <rect x="302" y="334" width="34" height="3" fill="#2a2521" />
      <path d="M330 316 l30 -44" stroke="#c98a5a" strokeWidth="4" strokeLinecap="round" />

      {/* Heater: steel body, stones, wooden guard */}
      <rect x="30" y="296" width="84" height="144" rx="3" fill="#2b2826" />
      <rect x="30" y="296" width="84" height="144" rx="3" fill="url(#sa-heat)" />
      {stones.map(([cx, cy, r]) => (
        <ellipse key={`${cx}-${cy}`} cx={cx} cy={cy} rx={r} ry={r * 0.7} fill="#6d645c" />
      ))}
      {stones.map(([cx, cy, r]) => (
        <ellipse
          key={`h-${cx}-${cy}`}
          cx={cx - r * 0.25}
          cy={cy - r * 0.25}
          rx={r * 0.45}
          ry={r * 0.25}
          fill="#a89a8c"
          opacity="0.6"
        />
      ))}
      {[18, 28, 118, 128].map((x) => (
        <rect key={x} x={x} y="300" width="6" height="140" fill="#8e5632" />
      ))}

      {/* Duckboard floor */}
      <rect y="440" width="400" height="60" fill="#2f241d" />
      {floorBoards.map((x) => (
        <rect key={x} x={x + 2} y="444" width="36" height="56" fill="#4a3325" opacity="0.8" />
      ))}
      <rect y="440" width="400" height="4" fill="#f0a36b" opacity="0.25" />
    </svg>
  );
}
