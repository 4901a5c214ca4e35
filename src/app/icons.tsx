// Inline stroke icons (24-unit grid, currentColor) so the shell needs no icon font or extra requests.
import type { ReactNode } from 'react';

function Icon({ children, filled = false }: { children: ReactNode; filled?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="100%"
      height="100%"
      aria-hidden="true"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const BackIcon = () => (
  <Icon>
    <path d="M15 5l-7 7 7 7" />
  </Icon>
);
export const HomeIcon = () => (
  <Icon>
    <path d="M3.5 10.5L12 4l8.5 6.5V19a1.5 1.5 0 0 1-1.5 1.5h-4v-6h-6v6H5A1.5 1.5 0 0 1 3.5 19z" />
  </Icon>
);
export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </Icon>
);
export const MakeIcon = () => (
  <Icon>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <path d="M12 8.5v7M8.5 12h7" />
  </Icon>
);
export const VideoIcon = () => (
  <Icon>
    <rect x="3" y="5.5" width="18" height="13" rx="3.5" />
    <path d="M10.5 9.5v5l4-2.5z" />
  </Icon>
);
export const UserIcon = () => (
  <Icon>
    <circle cx="12" cy="8.5" r="4" />
    <path d="M4.5 20c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5" />
  </Icon>
);
export const LogoMark = () => (
  <svg viewBox="0 0 32 32" width="100%" height="100%" aria-hidden="true">
    <defs>
      <linearGradient id="gp-logo" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" style={{ stopColor: 'var(--lilac)' }} />
        <stop offset="0.55" style={{ stopColor: 'var(--accent)' }} />
        <stop offset="1" style={{ stopColor: 'var(--pink)' }} />
      </linearGradient>
    </defs>
    <rect width="32" height="32" rx="9" fill="url(#gp-logo)" />
    <path
      d="M10 9.5h9.5a3 3 0 0 1 3 3V22l-3.2-2.2-3.3 2.2-3.3-2.2L10 22z"
      style={{ fill: 'var(--white)' }}
      opacity="0.95"
    />
    <path d="M13 13.5h6M13 16.5h4" style={{ stroke: 'var(--accent)' }} strokeWidth="1.6" strokeLinecap="round" />
  </svg>
);
