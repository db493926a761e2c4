/**
 * The admin: a menu of the screens the user's roles may open, the open screen (its code loaded
 * on first use), client-side navigation between them, and sign-out. Mounted by
 * `site/pages/admin/[...section].astro` for a signed-in user the server let in.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { may } from '../../domain/admin/permissions.js';
import { onSignedOut, setAdminToken } from './admin-api.js';
import { AdminMenu } from './AdminMenu.js';
import { api } from './query/api.js';
import { createAdminQueryClient } from './query/query-client.js';
import { useApiQuery } from './query/use-api-query.js';
import { ReauthDialog } from './ReauthDialog.js';
import type { ScreenProps } from './screen-props.js';
import { mayOpenScreen, SCREENS, screenOf, type ScreenDef } from './screens.js';
import { SignOutButton } from './SignOutButton.js';
import { NavigateContext } from './ui/AppLink.js';
import { ConfirmDialog } from './ui/ConfirmDialog.js';
import { ErrorState, Loading } from './ui/StateViews.js';
import { forgetUnsavedWork, hasUnsavedWork } from './ui/unsaved-work.js';

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

export default function AdminApp(props: AdminAppProps) {
  setAdminToken(props.xsrfToken);
  const [queries] = useState(createAdminQueryClient);
  useEffect(() => queries.stop, [queries]);
  return (
    <QueryClientProvider client={queries.client}>
      <AdminFrame {...props} />
    </QueryClientProvider>
  );
}

/** The site's title as saved now (Website settings), for roles that may read it; else the page's. */
function useSiteTitle(roles: string[], fromPage: string): string {
  const website = useApiQuery(api.website, undefined, { enabled: may(roles, 'content', 'read') });
  return website.status === 'ready' && website.data.value.siteTitle ? website.data.value.siteTitle : fromPage;
}

function AdminFrame({ user, siteTitle: pageSiteTitle, initialPath }: AdminAppProps) {
  const siteTitle = useSiteTitle(user.roles, pageSiteTitle);
  const [pathname, setPathname] = useState(initialPath);
  /** The address's query (`?kind=audio`): a screen's filters kept in the URL. */
  const [search, setSearch] = useState('');
  const here = useRef(initialPath);
  here.current = pathname;
  /** Where an in-app navigation was going when unsaved work made the app ask first. */
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  // The screen is rendered in the browser only: on the server its lazy module would suspend the
  // render, and React streams a suspended part as a hidden copy moved into place by an inline
  // script, which the Content-Security-Policy (site/server/csp.ts) does not trust — the copy would
  // stay in the page beside the screen. The server sends the loading state instead.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    setSearch(window.location.search);
  }, []);
  const visible = useMemo(() => SCREENS.filter((s) => mayOpenScreen(s, user.roles)), [user.roles]);

  useEffect(() => onSignedOut(() => setSignedOut(true)), []);
  useEffect(() => {
    const onPop = () => {
      if (!hasUnsavedWork()) {
        setPathname(window.location.pathname);
        setSearch(window.location.search);
        return;
      }
      // Back or forward with unsaved work: stay on this screen's address and ask first.
      const target = window.location.pathname + window.location.search;
      window.history.pushState(null, '', here.current);
      setLeavingFor(target);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedWork()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('popstate', onPop);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, []);

  const go = useCallback((href: string) => {
    if (href === window.location.pathname + window.location.search) return;
    window.history.pushState(null, '', href);
    const url = new URL(href, window.location.href);
    setPathname(url.pathname);
    setSearch(url.search);
    document.getElementById('admin-main')?.focus();
  }, []);
  const replaceSearch = useCallback((next: string) => {
    if (next === window.location.search) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + next + window.location.hash);
    setSearch(next);
  }, []);
  const navigate = useCallback(
    (href: string) => {
      if (href === window.location.pathname + window.location.search) return;
      if (hasUnsavedWork()) setLeavingFor(href);
      else go(href);
    },
    [go],
  );

  const { screen, subpath } = screenOf(pathname);
  const allowed = screen !== undefined && visible.includes(screen);
  const Screen = allowed ? screenComponent(screen) : undefined;
  useEffect(() => {
    document.title = `${screen?.title ?? 'Not found'} · ${siteTitle} admin`;
  }, [screen, siteTitle]);

  return (
    <NavigateContext.Provider value={navigate}>
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
      <AdminMenu screens={visible.filter((s) => s.inMenu !== false)} current={screen} />
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
              search={search}
              canWrite={screen?.area === undefined || may(user.roles, screen.writeArea ?? screen.area, 'write')}
              canWriteCode={may(user.roles, 'code', 'write')}
              navigate={navigate}
              replaceSearch={replaceSearch}
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
      <ConfirmDialog
        open={leavingFor !== null}
        title="Leave without saving?"
        confirmLabel="Leave and lose the changes"
        danger
        onCancel={() => setLeavingFor(null)}
        onConfirm={() => {
          const target = leavingFor;
          setLeavingFor(null);
          forgetUnsavedWork();
          if (target !== null) go(target);
        }}
      >
        <p>This screen has changes you have not saved yet. Leaving now loses them.</p>
      </ConfirmDialog>
    </div>
    </NavigateContext.Provider>
  );
}
