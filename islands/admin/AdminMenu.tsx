/** The admin's menu: the screens the user may open, by group, the current one marked. */
import { screenHref, type ScreenDef } from './screens.js';
import { AppLink } from './ui/AppLink.js';

export function AdminMenu({ screens, current }: { screens: readonly ScreenDef[]; current: ScreenDef | undefined }) {
  const groups = [...new Set(screens.map((s) => s.group))];
  return (
    <nav className="admin-menu" aria-label="Admin">
      {groups.map((group) => (
        <div key={group} className="admin-menu-group">
          <h2 className="admin-menu-title">{group}</h2>
          <ul>
            {screens.filter((s) => s.group === group).map((s) => (
              <li key={s.path}>
                <AppLink href={screenHref(s)} aria-current={s === current ? 'page' : undefined}>
                  {s.title}
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
