import { useGlobal } from '../state/global';
import { useLocale } from '../state/locale';
import { go, hrefFor } from './nav';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/**
 * An <a> to a desktop-form path: the href carries the current layout's and language's form (so open-in-new-tab and
 * hover previews are right) and a plain click navigates in-app through go() with its login/VIP rules.
 */
export function AppLink({
  to,
  onClick,
  ...rest
}: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const { isDesktop } = useGlobal();
  // The href carries the language's prefix (/en): follow a language switch.
  useLocale();
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (
      e.defaultPrevented ||
      e.button !== 0 ||
      e.metaKey ||
      e.ctrlKey ||
      e.shiftKey ||
      e.altKey ||
      rest.target === '_blank'
    )
      return;
    e.preventDefault();
    go(to);
  };
  return <a {...rest} href={hrefFor(to, isDesktop ? 'desktop' : 'mobile')} onClick={handle} />;
}
