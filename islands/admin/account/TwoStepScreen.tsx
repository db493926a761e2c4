/**
 * `/admin/security`: the signed-in admin's own two-step verification. Off: set it up (the
 * password is asked again first), the secret shown as a QR code, as text and as an otpauth:// link, turned on by
 * a first code, then the 10 recovery codes shown this once. On: how many recovery codes are left,
 * and turning it off (after a confirmation and the password again).
 */
import { useState, type FormEvent } from 'react';
import { confirmTwoStepSchema, type TwoStepEnrolment, type TwoStepState } from '../../../domain/admin/two-step.js';
import { failureMessage } from '../admin-api.js';
import { api } from '../query/api.js';
import { callApi } from '../query/endpoint.js';
import { useApiQuery } from '../query/use-api-query.js';
import { useSchemaForm } from '../ui/use-schema-form.js';
import { useVersionedSave } from '../ui/use-versioned-save.js';
import type { ScreenProps } from '../screen-props.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { Field } from '../ui/Field.js';
import { ResourceView } from '../ui/StateViews.js';
import { QrCode } from './QrCode.js';
import './two-step.css';

export default function TwoStepScreen(_props: ScreenProps) {
  const state = useApiQuery(api.twoStep);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | undefined>();
  return (
    <>
      <h1>Security</h1>
      <h2>Two-step verification</h2>
      <p className="admin-hint">With two-step verification on, signing in asks for a code from an authenticator app on your phone after your password.</p>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onDone={() => { setRecoveryCodes(undefined); state.reload(); }} />
      ) : (
        <ResourceView resource={state} label="Loading two-step verification…">
          {(data) => <TwoStepPanel state={data} onChanged={state.reload} onEnabled={setRecoveryCodes} />}
        </ResourceView>
      )}
    </>
  );
}

function TwoStepPanel({ state, onChanged, onEnabled }: { state: TwoStepState; onChanged: () => void; onEnabled: (codes: string[]) => void }) {
  const [enrolment, setEnrolment] = useState<TwoStepEnrolment | undefined>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirmOff, setConfirmOff] = useState(false);

  if (!state.available && !state.enabled) {
    return <p className="admin-error" role="alert">Two-step verification is not available on this server: ADMIN_SECRET_KEY is not set. Ask whoever runs the shop to set it.</p>;
  }

  const begin = async () => {
    setBusy(true);
    setError('');
    const result = await callApi(api.startTwoStep, undefined, {});
    setBusy(false);
    if (result.ok) setEnrolment(result.data);
    else setError(failureMessage(result));
  };

  const turnOff = async () => {
    setConfirmOff(false);
    setBusy(true);
    setError('');
    const result = await callApi(api.stopTwoStep, undefined);
    setBusy(false);
    if (result.ok) onChanged();
    else setError(failureMessage(result));
  };

  if (enrolment) return <EnrolForm enrolment={enrolment} onEnabled={onEnabled} onCancel={() => setEnrolment(undefined)} />;

  return (
    <div className="two-step-panel">
      {state.enabled ? (
        <>
          <p className="two-step-status"><strong>On.</strong> {state.recoveryCodesLeft === 1 ? '1 recovery code left.' : `${String(state.recoveryCodesLeft)} recovery codes left.`}</p>
          <button type="button" className="admin-button admin-button-danger" disabled={busy} onClick={() => setConfirmOff(true)}>Turn off two-step verification</button>
          <ConfirmDialog open={confirmOff} title="Turn off two-step verification?" confirmLabel="Turn off" danger onConfirm={() => void turnOff()} onCancel={() => setConfirmOff(false)}>
            <p>Signing in will then ask for your password only. Your recovery codes stop working.</p>
          </ConfirmDialog>
        </>
      ) : (
        <>
          <p className="two-step-status"><strong>Off.</strong></p>
          <button type="button" className="admin-button admin-button-primary" disabled={busy} onClick={() => void begin()}>{busy ? 'Starting…' : 'Set up two-step verification'}</button>
        </>
      )}
      {error && <p className="admin-error" role="alert">{error}</p>}
    </div>
  );
}

function EnrolForm({ enrolment, onEnabled, onCancel }: { enrolment: TwoStepEnrolment; onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const saver = useVersionedSave<{ recoveryCodes: string[] }>();
  const form = useSchemaForm(confirmTwoStepSchema, { code: '' }, saver.state);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = form.check();
    if (!checked) return;
    const confirmed = await saver.send(api.confirmTwoStep, undefined, checked);
    if (!confirmed) return;
    form.markSaved();
    onEnabled(confirmed.recoveryCodes);
  };
  const state = saver.state;
  const error = form.errorAt('code') ?? (state.status === 'failed' || state.status === 'invalid' || state.status === 'stale' ? state.message : undefined);
  const busy = state.status === 'saving';
  return (
    <form className="admin-form two-step-enrol" noValidate onSubmit={(e) => void submit(e)}>
      <ol>
        <li>
          <p>Add this account to your authenticator app: scan the code, open the link on your phone, or type the key in.</p>
          <QrCode text={enrolment.otpauthUri} label="QR code of the setup link for your authenticator app" />
          <p><a href={enrolment.otpauthUri}>Open in an authenticator app</a></p>
          <Field label="Setup key" hint="Time-based, 6 digits, every 30 seconds.">
            <input type="text" readOnly value={enrolment.secret} className="two-step-secret" spellCheck={false} />
          </Field>
          <Field label="Setup link (otpauth)">
            <input type="text" readOnly value={enrolment.otpauthUri} spellCheck={false} />
          </Field>
        </li>
        <li>
          <Field label="Code from the app" error={error}>
            <input name="code" type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={6} spellCheck={false} value={form.values.code} onChange={(e) => form.set('code', e.currentTarget.value)} />
          </Field>
        </li>
      </ol>
      <div className="admin-dialog-actions">
        <button type="button" className="admin-button" onClick={onCancel}>Cancel</button>
        <button type="submit" className="admin-button admin-button-primary" disabled={busy}>{busy ? 'Checking…' : 'Turn on'}</button>
      </div>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <section className="two-step-codes" aria-labelledby="recovery-title">
      <p role="status"><strong>Two-step verification is on.</strong></p>
      <h3 id="recovery-title">Your recovery codes</h3>
      <p>Keep these somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.</p>
      <ul className="two-step-code-list">
        {codes.map((code) => <li key={code}><code>{code}</code></li>)}
      </ul>
      <button type="button" className="admin-button admin-button-primary" onClick={onDone}>I have saved them</button>
    </section>
  );
}
