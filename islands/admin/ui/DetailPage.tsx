/** One record's screen: the way back to its list, then the record once read (loading and error states included). */
import type { ReactNode } from 'react';
import type { Endpoint } from '../query/endpoint.js';
import { useApiQuery, type QueryArgs, type Resource } from '../query/use-api-query.js';
import { AppLink } from './AppLink.js';
import { ResourceView } from './StateViews.js';

interface Props<P, B, T> {
  back: { href: string; label: string };
  navigate: (href: string) => void;
  /** The call that reads the record, and its parameters. */
  read: Endpoint<P, B, T>;
  params: P;
  /** What the loading state says. */
  loading: string;
  /** The record, and the resource it came from (to replace it after a save, or read it again). */
  children: (data: T, resource: Resource<T>) => ReactNode;
}

export function DetailPage<P, B, T>({ back, navigate, read, params, loading, children }: Props<P, B, T>) {
  const resource = useApiQuery(read, ...([params] as QueryArgs<P>));
  return (
    <>
      <p>
        <AppLink href={back.href} navigate={navigate}>
          {back.label}
        </AppLink>
      </p>
      <ResourceView resource={resource} label={loading}>
        {(data: T) => children(data, resource)}
      </ResourceView>
    </>
  );
}
