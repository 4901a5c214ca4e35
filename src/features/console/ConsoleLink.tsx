import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from 'wouter/use-browser-location';

/** A link inside the console: client-side navigation, a real href for new tabs and middle clicks. */
export function ConsoleLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={follow} {...rest} />;
}
