/** Small inline icons (no icon font or sprite to download); decorative, so hidden from screen readers. */
type IconProps = { className?: string };

const base = (className?: string) => ({
  className: className ?? "size-5",
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
  "aria-hidden": true,
  focusable: false,
});

export const MenuIcon = ({ className }: IconProps) => (
  <svg {...base(className)}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);

export const CloseIcon = ({ className }: IconProps) => (
  <svg {...base(className)}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

export const CalendarIcon = ({ className }: IconProps) => (
  <svg {...base(className)}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </svg>
);

export const PinIcon = ({ className }: IconProps) => (
  <svg {...base(className)}>
    <path d="M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </svg>
);

export const TrophyIcon = ({ className }: IconProps) => (
  <svg {...base(className)}>
    <path d="M8 4h8v5a4 4 0 0 1-8 0V4zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 20h8" />
  </svg>
);

export const ExternalIcon = ({ className }: IconProps) => (
  <svg {...base(className)}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </svg>
);

export const ChevronIcon = ({ className }: IconProps) => (
  <svg {...base(className)}>
    <path d="M9 6l6 6-6 6" />
  </svg>
);

export const GlobeIcon = ({ className }: IconProps) => (
  <svg {...base(className)}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </svg>
);

export const BellIcon = ({ className }: IconProps) => (
  <svg {...base(className)}>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2z" />
    <path d="M10 21h4" />
  </svg>
);

/** The bell of notices that are on: filled. */
export const BellOnIcon = ({ className }: IconProps) => (
  <svg {...base(className)} fill="currentColor">
    <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2z" />
    <path d="M10 21h4" />
  </svg>
);
