import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

// Small stroke icons drawn for this app; currentColor so they follow the text colour.
function Svg(props: IconProps & { d: string }) {
  const { d, ...rest } = props;
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...rest}
    >
      <path d={d} />
    </svg>
  );
}

export const PinIcon = (p: IconProps) => (
  <Svg
    {...p}
    d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z"
  />
);
export const EyeIcon = (p: IconProps) => (
  <Svg {...p} d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" />
);
export const HeartIcon = (p: IconProps) => (
  <Svg
    {...p}
    d="M20.8 5.6a5.5 5.5 0 0 0-7.8 0L12 6.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8L12 22l8.8-8.6a5.5 5.5 0 0 0 0-7.8z"
  />
);
export const ImagesIcon = (p: IconProps) => <Svg {...p} d="M3 5h14v14H3zM7 21h14V7M3 15l4-4 4 4 2-2 4 4" />;
export const SearchIcon = (p: IconProps) => <Svg {...p} d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5" />;
export const ClockIcon = (p: IconProps) => <Svg {...p} d="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2" />;
export const TagIcon = (p: IconProps) => (
  <Svg {...p} d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8zM7.5 7.5h.01" />
);
export const PhoneIcon = (p: IconProps) => (
  <Svg
    {...p}
    d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.5c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z"
  />
);
export const LockIcon = (p: IconProps) => <Svg {...p} d="M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4" />;
export const ChevronRightIcon = (p: IconProps) => <Svg {...p} d="M9 18l6-6-6-6" />;
export const ChevronLeftIcon = (p: IconProps) => <Svg {...p} d="M15 18l-6-6 6-6" />;
export const CloseIcon = (p: IconProps) => <Svg {...p} d="M18 6 6 18M6 6l12 12" />;
export const MegaphoneIcon = (p: IconProps) => (
  <Svg {...p} d="M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1zM15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
);
export const TrashIcon = (p: IconProps) => <Svg {...p} d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14" />;
export const UserIcon = (p: IconProps) => <Svg {...p} d="M20 21a8 8 0 0 0-16 0M12 13a5 5 0 1 0 0-10 5 5 0 0 0 0 10z" />;
export const CoinIcon = (p: IconProps) => (
  <Svg
    {...p}
    d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM15 9h-4.5a1.5 1.5 0 0 0 0 3h3a1.5 1.5 0 0 1 0 3H9M12 7v2M12 15v2"
  />
);
export const CrownIcon = (p: IconProps) => <Svg {...p} d="M3 7l4 4 5-6 5 6 4-4-2 12H5L3 7z" />;
export const ShieldIcon = (p: IconProps) => <Svg {...p} d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4" />;
export const DownloadIcon = (p: IconProps) => <Svg {...p} d="M12 3v12M7 10l5 5 5-5M5 21h14" />;
export const BellIcon = (p: IconProps) => (
  <Svg {...p} d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
);
export const PlusIcon = (p: IconProps) => <Svg {...p} d="M12 5v14M5 12h14" />;
export const ChatIcon = (p: IconProps) => <Svg {...p} d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />;
export const ShareIcon = (p: IconProps) => (
  <Svg {...p} d="M4 12v7a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-7M16 6l-4-4-4 4M12 2v13" />
);
export const FlagIcon = (p: IconProps) => <Svg {...p} d="M5 21V4M5 4h11l-2 4 2 4H5" />;
export const MapIcon = (p: IconProps) => <Svg {...p} d="M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2zM9 4v14M15 6v14" />;
export const LocateIcon = (p: IconProps) => (
  <Svg
    {...p}
    d="M12 19a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM12 2v3M12 19v3M2 12h3M19 12h3M12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4z"
  />
);
