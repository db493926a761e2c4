/**
 * A link to an admin screen: a real `href` (a new tab with ctrl/cmd/shift or the middle button,
 * copied, read by screen readers), a plain click followed inside the app (which asks first when
 * the screen holds unsaved work).
 */
import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';

export type Navigate = (href: string) => void;

/** The app's navigation, provided once by AdminApp. */
export const NavigateContext = createContext<Navigate | undefined>(undefined);

/** Whether a click is a plain one the app follows itself (not a modified or middle click). */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export interface AppLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Defaults to the app's. */
  navigate?: Navigate;
  /** Called on every click of the link (plain or modified), e.g. to record a tracking event. */
  onFollow?: () => void;
  'aria-current'?: 'page' | undefined;
}

export function AppLink({ href, navigate, onFollow, className, children, ...aria }: AppLinkProps) {
  const appNavigate = useContext(NavigateContext);
  const go = navigate ?? appNavigate;
  return (
    <a
      href={href}
      className={className}
      {...aria}
      onClick={(event) => {
        onFollow?.();
        if (!go || !isPlainClick(event)) return;
        event.preventDefault();
        go(href);
      }}
    >
      {children}
    </a>
  );
}
