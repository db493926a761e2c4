/**
 * The admin: a menu of the screens the user's roles may open, the open screen (its code loaded
 * on first use), client-side navigation between them, and sign-out. Mounted by
 * `site/pages/admin/[...section].astro` for a signed-in user the server let in.
 */
import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { may } from '../../domain/admin/permissions.js';
import { onSignedOut, setAdminToken } from './admin-api.js';
import { AdminMenu } from './AdminMenu.js';
import { ReauthDialog } from './ReauthDialog.js';
import { mayOpenScreen, SCREENS, screenOf, type ScreenDef, type ScreenProps } from './screens.js';
import { SignOutButton } from './SignOutButton.js';
import { ErrorState, Loading } from './ui/StateViews.js';

export interface AdminUser {
  email: string;
  roles: string[];
}

export interface AdminAppProps {
  user: AdminUser;
  xsrfToken: string;
  siteTitle: string;
  initialPath: string;
}

const lazyScreens = new Map<ScreenDef, ComponentType<ScreenProps>>();
function screenComponent(screen: ScreenDef): ComponentType<ScreenProps> {
  let component = lazyScreens.get(screen);
  if (!component) {
    component = lazy(screen.load);
    lazyScreens.set(screen, component);
  }
  return component;
}

export default function AdminApp({ user, xsrfToken, siteTitle, initialPath }: AdminAppProps) {
  setAdminToken(xsrfToken);
  const [pathname, setPathname] = useState(initialPath);
  const [signedOut, setSignedOut] = useState(false);
  // The screen is rendered in the browser only: on the server its lazy module would suspend the
  // render, and React streams a suspended part as a hidden copy moved into place by an inline
  // script, which the Content-Security-Policy (site/server/csp.ts) does not trust — the copy would
  // stay in the page beside the screen. The server sends the loading state instead.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const visible = useMemo(() => SCREENS.filter((s) => mayOpenScreen(s, user.roles)), [user.roles]);

  useEffect(() => onSignedOut(() => setSignedOut(true)), []);
  useEffect(() => {
    const onPop = () => setPathname(window.location.pathname);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigate = (href: string) => {
    if (href === window.location.pathname + window.location.search) return;
    window.history.pushState(null, '', href);
    setPathname(new URL(href, window.location.href).pathname);
    document.getElementById('admin-main')?.focus();
  };

  const { screen, subpath } = screenOf(pathname);
  const allowed = screen !== undefined && visible.includes(screen);
  const Screen = allowed ? screenComponent(screen) : undefined;
  useEffect(() => {
    document.title = `${screen?.title ?? 'Not found'} · ${siteTitle} admin`;
  }, [screen, siteTitle]);

  return (
    <div className="admin-frame">
      <header className="admin-header">
        <a className="admin-skip" href="#admin-main">Skip to content</a>
        <p className="admin-brand">
          <a href="/">{siteTitle}</a> <span>admin</span>
        </p>
        <p className="admin-user">
          <span>{user.email}</span> <span className="admin-roles">({user.roles.join(', ').toLowerCase()})</span>
        </p>
        <SignOutButton />
      </header>
      <AdminMenu screens={visible} current={screen} navigate={navigate} />
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        {signedOut && (
          <div className="admin-error" role="alert">
            <p>Your session has ended.</p>
            <a className="admin-button" href={`/account/login?next=${encodeURIComponent(pathname)}`}>Sign in again</a>
          </div>
        )}
        {Screen && !mounted ? (
          <Loading />
        ) : Screen ? (
          <Suspense fallback={<Loading />}>
            <Screen
              key={screen?.path}
              subpath={subpath}
              canWrite={screen?.area === undefined || may(user.roles, screen.writeArea ?? screen.area, 'write')}
              canWriteCode={may(user.roles, 'code', 'write')}
              navigate={navigate}
            />
          </Suspense>
        ) : (
          <>
            <h1>{screen ? 'Not allowed' : 'Page not found'}</h1>
            <ErrorState message={screen ? 'Your account is not allowed to open this screen.' : 'There is no admin screen at this address.'} />
          </>
        )}
      </main>
      <ReauthDialog email={user.email} />
    </div>
  );
}
