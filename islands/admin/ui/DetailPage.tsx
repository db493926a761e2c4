/**
 * One record's screen: the way back to its list, then the record once read (loading and error
 * states included), shown by `body` with the record's saves (`useRecordSave`).
 */
import type { ComponentType, ReactElement } from 'react';
import type { Endpoint } from '../query/endpoint.js';
import { useApiQuery, type Resource } from '../query/use-api-query.js';
import type { ScreenProps } from '../screen-props.js';
import { AppLink } from './AppLink.js';
import { SaveStatus } from './SaveStatus.js';
import { ResourceView } from './StateViews.js';
import { useRecordSave } from './use-versioned-save.js';

/** What a record's screen is opened with: the record's id (from the address) and the screen's props. */
export type RecordScreenProps = { id: string } & Pick<ScreenProps, 'canWrite' | 'navigate'>;

/**
 * What a record's body is given: the record, its saves, what became of the last one (`SaveStatus`,
 * whose Reload reads the record again), a reload of it, and whether the user may change it.
 */
export interface RecordBodyProps<T> {
  record: T;
  saving: ReturnType<typeof useRecordSave<T>>;
  saveStatus: ReactElement;
  reload: () => void;
  canWrite: boolean;
}

interface Props<B, T> extends RecordScreenProps {
  back: { href: string; label: string };
  /** The call that reads the record by its id. */
  read: Endpoint<{ id: string }, B, T>;
  /** What the loading state says. */
  loading: string;
  body: ComponentType<RecordBodyProps<T>>;
}

export function DetailPage<B, T>({ id, canWrite, navigate, back, read, loading, body }: Props<B, T>) {
  const resource = useApiQuery(read, { id });
  return (
    <>
      <p>
        <AppLink href={back.href} navigate={navigate}>
          {back.label}
        </AppLink>
      </p>
      <ResourceView resource={resource} label={loading}>
        {(data: T) => <RecordBody record={data} resource={resource} canWrite={canWrite} body={body} />}
      </ResourceView>
    </>
  );
}

function RecordBody<T>({ record, resource, canWrite, body: Body }: { record: T; resource: Resource<T>; canWrite: boolean; body: ComponentType<RecordBodyProps<T>> }) {
  const saving = useRecordSave(resource);
  const saveStatus = <SaveStatus state={saving.state} onReload={saving.onReload} />;
  return <Body record={record} saving={saving} saveStatus={saveStatus} reload={resource.reload} canWrite={canWrite} />;
}
