/** A locally drawn street-map sketch with a pin: the map's preview, which loads nothing from elsewhere. */
export function MapSketch() {
  return (
    <svg
      viewBox="0 0 640 400"
      className="map-sketch"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="640" height="400" fill="#eef0f4" />
      <g fill="#e1e5ec">
        <rect x="20" y="24" width="150" height="96" rx="8" />
        <rect x="200" y="24" width="120" height="96" rx="8" />
        <rect x="350" y="24" width="120" height="96" rx="8" />
        <rect x="500" y="24" width="130" height="96" rx="8" />
        <rect x="20" y="160" width="150" height="90" rx="8" />
        <rect x="350" y="160" width="120" height="90" rx="8" />
        <rect x="500" y="160" width="130" height="90" rx="8" />
        <rect x="20" y="290" width="150" height="96" rx="8" />
        <rect x="200" y="290" width="120" height="96" rx="8" />
        <rect x="500" y="290" width="130" height="96" rx="8" />
      </g>
      <rect x="200" y="160" width="120" height="90" rx="10" fill="#cfe8d4" />
      <rect x="350" y="290" width="120" height="96" rx="10" fill="#cfe8d4" />
      <g stroke="#ffffff" strokeLinecap="round">
        <path d="M0 140 H640" strokeWidth="22" />
        <path d="M0 270 H640" strokeWidth="16" />
        <path d="M185 0 V400" strokeWidth="16" />
        <path d="M335 0 V400" strokeWidth="22" />
        <path d="M485 0 V400" strokeWidth="16" />
      </g>
      <path d="M-10 380 C 160 330, 300 360, 650 300" stroke="#f7d9a8" strokeWidth="14" fill="none" />
      <g stroke="#d2d6df" strokeWidth="2" strokeDasharray="10 10">
        <path d="M0 140 H640" />
        <path d="M335 0 V400" />
      </g>
      <ellipse cx="410" cy="218" rx="30" ry="9" fill="#17132e" opacity="0.15" />
      <path
        d="M410 214 C 388 184, 378 170, 378 154 a32 32 0 1 1 64 0 c 0 16 -10 30 -32 60 z"
        fill="#553cdf"
        stroke="#ffffff"
        strokeWidth="4"
      />
      <circle cx="410" cy="153" r="11" fill="#ffffff" />
    </svg>
  )
}
