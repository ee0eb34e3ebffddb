/** The Convoy mark: a route line ending in a located vehicle. */
export function ConvoyLogo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#3A4563" />
      <path
        d="M14 46c4-10 10-14 18-14s12-6 18-16"
        fill="none"
        stroke="#9FB6E8"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="2 7"
      />
      <circle cx="14" cy="46" r="5" fill="#fff" />
      <path
        d="M50 9c-4.4 0-8 3.4-8 7.7C42 22 50 30 50 30s8-8 8-13.3C58 12.4 54.4 9 50 9z"
        fill="#5B8DEF"
      />
      <circle cx="50" cy="16.5" r="3" fill="#fff" />
    </svg>
  );
}
