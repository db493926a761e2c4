/**
 * The Templates screen (`/admin/templates/<path>`): the site folder's templates by group, the
 * chosen one in the editor with its problems, publishing, history, and the live preview.
 */
import { TEMPLATE_GROUPS, templateGroupOf, type TemplateFileSummary } from '../../../domain/admin/templates.js';
import type { ScreenProps } from '../screen-props.js';
import { AppLink } from '../ui/AppLink.js';
import { EmptyState, ResourceView } from '../ui/StateViews.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { TemplateWorkspace } from './TemplateWorkspace.js';
import './templates.css';

const hrefOf = (path: string): string => `/admin/templates/${path}`;

function FileList({ files, current }: { files: TemplateFileSummary[]; current: string }) {
  return (
    <nav className="tpl-files" aria-label="Template files">
      {TEMPLATE_GROUPS.map((group) => {
        const inGroup = files.filter((f) => templateGroupOf(f.kind) === group);
        if (inGroup.length === 0) return null;
        return (
          <div key={group}>
            <h2 className="tpl-files-group">{group}</h2>
            <ul>
              {inGroup.map((file) => (
                <li key={file.path}>
                  <AppLink href={hrefOf(file.path)} aria-current={file.path === current ? 'page' : undefined}>
                    <span className="tpl-file-name">{file.path}</span>
                    <span className="tpl-file-state">{file.overridden ? `published v${file.version}` : 'folder file'}</span>
                  </AppLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

export default function TemplatesScreen({ subpath, canWrite }: ScreenProps) {
  const list = useApiQuery(api.templates);
  return (
    <>
      <h1>Templates</h1>
      <ResourceView resource={list} label="Loading the templates…">
        {(data) => {
          if (data.files.length === 0) return <EmptyState title="The site folder has no templates." />;
          const chosen = data.files.find((f) => f.path === subpath);
          return (
            <div className="tpl-layout">
              <FileList files={data.files} current={subpath} />
              {chosen ? (
                <TemplateWorkspace
                  key={chosen.path}
                  path={chosen.path}
                  canWrite={canWrite}
                  previewUrl={data.previewUrls[chosen.path] ?? '/'}
                  onPublished={(saved) => {
                    // The list is updated in place: reading it again would close the open editor.
                    if (list.status !== 'ready') return;
                    const files = data.files.map((f) => (f.path === saved.path ? { path: f.path, kind: f.kind, version: saved.version, overridden: saved.overridden } : f));
                    list.replace({ ...data, files });
                  }}
                />
              ) : (
                <EmptyState title={subpath === '' ? 'Choose a template to edit.' : `The site folder has no template ${subpath}.`}>
                  <p>Regions frame every page; collections list and show items; blocks are applied inside other templates; pages render a page of their own.</p>
                </EmptyState>
              )}
            </div>
          );
        }}
      </ResourceView>
    </>
  );
}
