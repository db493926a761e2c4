/** The admin's menu: the screens the user may open, by group, the current one marked. */
import type { MouseEvent } from 'react';
import { screenHref, type ScreenDef } from './screens.js';

export function AdminMenu({ screens, current, navigate }: { screens: readonly ScreenDef[]; current: ScreenDef | undefined; navigate: (href: string) => void }) {
  const groups = [...new Set(screens.map((s) => s.group))];
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(event.currentTarget.getAttribute('href') ?? '/admin');
  };
  return (
    <nav className="admin-menu" aria-label="Admin">
      {groups.map((group) => (
        <div key={group} className="admin-menu-group">
          <h2 className="admin-menu-title">{group}</h2>
          <ul>
            {screens.filter((s) => s.group === group).map((s) => (
              <li key={s.path}>
                <a href={screenHref(s)} aria-current={s === current ? 'page' : undefined} onClick={follow}>
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
