/** One record's screen: the way back to its list, then the record once loaded (loading and error states included). */
import type { ReactNode } from 'react';
import type { Resource } from '../query/use-api-query.js';
import { AppLink } from './AppLink.js';
import { ResourceView } from './StateViews.js';

interface Props<T> {
  back: { href: string; label: string };
  navigate: (href: string) => void;
  resource: Resource<T>;
  /** What the loading state says. */
  loading: string;
  children: (data: T) => ReactNode;
}

export function DetailPage<T>({ back, navigate, resource, loading, children }: Props<T>) {
  return (
    <>
      <p>
        <AppLink href={back.href} navigate={navigate}>
          {back.label}
        </AppLink>
      </p>
      <ResourceView resource={resource} label={loading}>
        {children}
      </ResourceView>
    </>
  );
}
