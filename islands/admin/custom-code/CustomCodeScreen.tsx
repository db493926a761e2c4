/**
 * Custom code (`/admin/custom-code`, area `settings`): the third-party code the site has — header
 * and footer code, the ad pixel's script, the captcha's hosts — with who set each, when, and
 * whether the pages carry it; and the ADMIN's switches that allow the code injection and the ad
 * pixel on the pages. Allowing names what the ADMIN sees here: an edit made since answers 409 and
 * a reload is offered. Other roles see the list and a note.
 */
import { CUSTOM_CODE_ONLY_ADMIN, saveCustomCodeSchema, type CustomCodeView, type TrustedCodeEntry } from '../../../domain/admin/custom-code.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import type { ScreenProps } from '../screen-props.js';
import { EmptyState, ResourceView } from '../ui/StateViews.js';
import { SwitchesForm, type SwitchDef } from '../ui/SwitchesForm.js';
import { useVersionedSave } from '../ui/use-versioned-save.js';
import './custom-code.css';

const setOn = (entry: TrustedCodeEntry): string => (entry.setAt === null ? 'Not known' : new Date(entry.setAt).toLocaleString());

export default function CustomCodeScreen(_props: ScreenProps) {
  const view = useApiQuery(api.customCode);
  return (
    <>
      <h1>Custom code</h1>
      <p className="admin-hint">
        Code from other parties runs on your pages with your visitors' and your own sessions. Header and footer code and the ad pixel are left out of the pages, and
        the browser refuses them, until an ADMIN allows what is set now; a later change to them needs allowing again.
      </p>
      <ResourceView resource={view} label="Loading custom code…">
        {(data) =>
          data.entries.every((entry) => entry.value === '') && data.approvals.codeInjection === null && data.approvals.adPixel === null ? (
            <EmptyState title="No third-party code">
              Header and footer code is set under Header &amp; footer, the ad pixel under Website settings; both then wait here for an ADMIN.
            </EmptyState>
          ) : (
            <CustomCodeForm view={data} onReload={view.reload} />
          )
        }
      </ResourceView>
    </>
  );
}

function TrustedList({ entries }: { entries: readonly TrustedCodeEntry[] }) {
  return (
    <table className="admin-table cc-table">
      <caption className="cc-caption">Third-party code of this site</caption>
      <thead>
        <tr>
          <th scope="col">What</th>
          <th scope="col">Code or address</th>
          <th scope="col">Set by</th>
          <th scope="col">Set on</th>
          <th scope="col">On the pages</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} data-entry={entry.id}>
            <th scope="row">{entry.label}</th>
            <td>{entry.value === '' ? <span className="admin-hint">None</span> : <pre className="cc-code">{entry.value}</pre>}</td>
            <td>{entry.setBy ?? 'Not known'}</td>
            <td>{setOn(entry)}</td>
            <td>
              <strong>{entry.onPages ? 'Yes' : 'No'}</strong> <span className="admin-hint">{entry.status}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const SWITCH_SCHEMA = saveCustomCodeSchema.pick({ codeInjection: true, adPixel: true });

function CustomCodeForm({ view, onReload }: { view: CustomCodeView; onReload: () => void }) {
  const codeAllowed = view.entries.some((e) => (e.id === 'code-header' || e.id === 'code-footer') && e.onPages);
  const pixelAllowed = view.entries.some((e) => e.id === 'ad-pixel' && e.onPages);
  const hasCode = view.entries.some((e) => (e.id === 'code-header' || e.id === 'code-footer') && e.value !== '');
  const saver = useVersionedSave<CustomCodeView>();
  const switches: SwitchDef<'codeInjection' | 'adPixel'>[] = [
    {
      key: 'codeInjection',
      label: 'Allow the header and footer code',
      hint: hasCode ? 'The code as listed above, in every page.' : 'No header or footer code is set.',
      unavailable: !hasCode,
    },
    {
      key: 'adPixel',
      label: 'Allow the ad pixel',
      hint: view.adPixelUrl === '' ? 'No ad pixel script is set (Website settings).' : `Its script is loaded from ${view.adPixelUrl}.`,
      unavailable: view.adPixelUrl === '',
    },
  ];
  return (
    <SwitchesForm
      label="Custom code"
      legend="Allowed on the pages"
      className="cc-switches"
      switches={switches}
      schema={SWITCH_SCHEMA}
      stored={{ codeInjection: codeAllowed, adPixel: pixelAllowed }}
      canWrite={view.mayChange}
      readOnlyNote={CUSTOM_CODE_ONLY_ADMIN}
      submitLabel="Save custom code"
      saveState={saver.state}
      onSave={(allowed) => saver.send(api.saveCustomCode, undefined, { expectedVersion: view.version, codeVersion: view.codeVersion, adPixelUrl: view.adPixelUrl, ...allowed })}
      onReload={saver.reloadWith(onReload)}
    >
      <TrustedList entries={view.entries} />
    </SwitchesForm>
  );
}
