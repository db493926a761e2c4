/**
 * One design setting's control, by its type: a colour picker with its text, a font's family,
 * size and weight, a slider with its number for a measure, a list of options, a checkbox.
 */
import { useEffect, useId, useState } from 'react';
import {
  colorAsHex, FONT_FAMILIES, FONT_WEIGHTS, isColor,
  type ColorTweak, type FontTweak, type FontValue, type Tweak, type TweakValue, type ValueTweak,
} from '../../../domain/design/tweaks.js';

export interface TweakControlProps {
  tweak: Tweak;
  value: TweakValue;
  disabled: boolean;
  /** The server's message for this setting, when it refused it. */
  error: string | undefined;
  onChange: (value: TweakValue) => void;
  /** Whether what is typed in the control is a value (a colour, a number in range) or not yet. */
  onValidity: (valid: boolean) => void;
}

/** Tells the form when the control's typed text stops or starts being a value it can save. */
function useValidity(wrong: string | undefined, onValidity: (valid: boolean) => void): void {
  useEffect(() => onValidity(wrong === undefined), [wrong, onValidity]);
}

export function TweakControl(props: TweakControlProps) {
  const { tweak } = props;
  if (tweak.type === 'color') return <ColorControl {...props} tweak={tweak} />;
  if (tweak.type === 'font') return <FontControl {...props} tweak={tweak} />;
  if (tweak.type === 'value') return <ValueControl {...props} tweak={tweak} />;
  const id = `tweak-${tweak.name}`;
  if (tweak.type === 'checkbox') {
    return (
      <div className="admin-field design-field">
        <label className="admin-check">
          <input type="checkbox" id={id} checked={props.value === true} disabled={props.disabled} onChange={(e) => props.onChange(e.target.checked)} />
          {tweak.title}
        </label>
        <FieldError id={id} error={props.error} />
      </div>
    );
  }
  return (
    <div className="admin-field design-field">
      <label htmlFor={id}>{tweak.title}</label>
      <select id={id} value={String(props.value)} disabled={props.disabled} onChange={(e) => props.onChange(e.target.value)} aria-describedby={props.error ? `${id}-error` : undefined}>
        {tweak.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldError id={id} error={props.error} />
    </div>
  );
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? <p id={`${id}-error`} className="admin-field-error">{error}</p> : null;
}

function ColorControl({ tweak, value, disabled, error, onChange, onValidity }: TweakControlProps & { tweak: ColorTweak }) {
  const id = `tweak-${tweak.name}`;
  const text = typeof value === 'string' ? value : tweak.default;
  const [typed, setTyped] = useState(text);
  useEffect(() => setTyped(text), [text]);
  const wrong = !isColor(typed) ? 'Enter a colour such as #1f4e79 or rgb(31, 78, 121).' : undefined;
  useValidity(wrong, onValidity);
  const shown = error ?? wrong;
  return (
    <div className={shown ? 'admin-field admin-field-invalid design-field' : 'admin-field design-field'}>
      <label htmlFor={id}>{tweak.title}</label>
      <div className="design-color">
        <input
          type="color"
          aria-label={`${tweak.title}: colour picker`}
          value={colorAsHex(text) ?? '#000000'}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        />
        <input
          id={id}
          type="text"
          value={typed}
          disabled={disabled}
          spellCheck={false}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          onChange={(e) => {
            setTyped(e.target.value);
            if (isColor(e.target.value)) onChange(e.target.value.trim());
          }}
        />
      </div>
      <FieldError id={id} error={shown} />
    </div>
  );
}

function FontControl({ tweak, value, disabled, error, onChange }: TweakControlProps & { tweak: FontTweak }) {
  const id = useId();
  const font: FontValue = typeof value === 'object' ? value : tweak.default;
  const families = [...new Set([tweak.default.family, font.family, ...FONT_FAMILIES])];
  return (
    <fieldset className="design-font">
      <legend>{tweak.title}</legend>
      <div className="admin-field">
        <label htmlFor={`${id}-family`}>Font family</label>
        <select id={`${id}-family`} value={font.family} disabled={disabled} onChange={(e) => onChange({ ...font, family: e.target.value })}>
          {families.map((family) => (
            <option key={family} value={family}>
              {family === tweak.default.family ? `${family} (the design's own)` : family}
            </option>
          ))}
        </select>
      </div>
      {font.size !== undefined && (
        <div className="admin-field">
          <label htmlFor={`${id}-size`}>Font size ({font.unit ?? 'px'})</label>
          <input
            id={`${id}-size`}
            type="number"
            min={font.unit === 'px' ? 8 : 0.5}
            max={font.unit === 'px' ? 120 : 8}
            step={font.unit === 'px' ? 1 : 0.05}
            value={font.size}
            disabled={disabled}
            onChange={(e) => {
              const size = e.target.valueAsNumber;
              if (Number.isFinite(size) && size > 0) onChange({ ...font, size });
            }}
          />
        </div>
      )}
      {font.weight !== undefined && (
        <div className="admin-field">
          <label htmlFor={`${id}-weight`}>Font weight</label>
          <select id={`${id}-weight`} value={font.weight} disabled={disabled} onChange={(e) => onChange({ ...font, weight: Number(e.target.value) })}>
            {FONT_WEIGHTS.map((weight) => (
              <option key={weight} value={weight}>
                {weight}
              </option>
            ))}
          </select>
        </div>
      )}
      {error && <p className="admin-field-error">{error}</p>}
    </fieldset>
  );
}

function ValueControl({ tweak, value, disabled, error, onChange, onValidity }: TweakControlProps & { tweak: ValueTweak }) {
  const id = `tweak-${tweak.name}`;
  const number = typeof value === 'number' ? value : tweak.default;
  // The number as typed: a value on its way (`5` of `55`) is shown as it is and applied once it is in range.
  const [typed, setTyped] = useState(String(number));
  useEffect(() => setTyped(String(number)), [number]);
  const typedNumber = Number(typed);
  const wrong = typed.trim() === '' || !Number.isFinite(typedNumber) || typedNumber < tweak.min || typedNumber > tweak.max ? `Enter a number from ${tweak.min} to ${tweak.max}.` : undefined;
  useValidity(wrong, onValidity);
  const shown = error ?? wrong;
  return (
    <div className={shown ? 'admin-field admin-field-invalid design-field' : 'admin-field design-field'}>
      <label htmlFor={id}>
        {tweak.title} ({tweak.min}–{tweak.max}{tweak.unit})
      </label>
      <div className="design-range">
        <input id={id} type="range" min={tweak.min} max={tweak.max} step={tweak.step} value={number} disabled={disabled} onChange={(e) => onChange(e.target.valueAsNumber)} />
        <input
          type="number"
          aria-label={`${tweak.title} in ${tweak.unit || 'units'}`}
          min={tweak.min}
          max={tweak.max}
          step={tweak.step}
          value={typed}
          disabled={disabled}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          onChange={(e) => {
            setTyped(e.target.value);
            const next = e.target.valueAsNumber;
            if (Number.isFinite(next) && next >= tweak.min && next <= tweak.max) onChange(next);
          }}
        />
        <span aria-hidden="true">{tweak.unit}</span>
      </div>
      <FieldError id={id} error={shown} />
    </div>
  );
}
