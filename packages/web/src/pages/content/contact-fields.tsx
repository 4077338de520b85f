import { useId, type ReactElement, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useMessages } from '../../i18n/messages.js';
import { formErrorText } from '../../ui/form-error-text.js';

interface Described {
  readonly label: string;
  readonly name: string;
  readonly error?: string | undefined;
  /** A hint under the field (a live count, a format), read with it. */
  readonly hint?: string | undefined;
}

/** The ids of a field's hint and error, and what the field is described by (as auth/form-field.tsx wires an input). */
function useDescription(hint: string | undefined, error: string | undefined) {
  const id = useId();
  const hintId = hint === undefined ? undefined : `${id}-hint`;
  const errorId = error === undefined ? undefined : `${id}-error`;
  const describedBy = [hintId, errorId].filter((x) => x !== undefined).join(' ');
  return {
    id,
    hintId,
    errorId,
    aria: { 'aria-invalid': error !== undefined ? true : undefined, 'aria-describedby': describedBy === '' ? undefined : describedBy },
  };
}

function FieldError({ id, error }: { readonly id: string | undefined; readonly error: string | undefined }): ReactElement | null {
  const { t } = useMessages();
  if (error === undefined) return null;
  return (
    <span id={id} className="field-error">
      {formErrorText(t, error)}
    </span>
  );
}

export interface SelectFieldProps extends Omit<Described, 'hint'>, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> {
  /** The option of no choice (value ''), e.g. "Choose a subject". */
  readonly placeholder: string;
  readonly options: readonly { readonly id: string; readonly label: string }[];
}

/** A labelled select with its error, wired for screen readers like FormField's input. */
export function SelectField({ label, name, error, placeholder, options, ...select }: SelectFieldProps): ReactElement {
  const { id, errorId, aria } = useDescription(undefined, error);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} {...aria} {...select}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export type TextAreaFieldProps = Described & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'>;

/** A labelled textarea with its hint (under it) and error, wired for screen readers like FormField's input. */
export function TextAreaField({ label, name, error, hint, ...textarea }: TextAreaFieldProps): ReactElement {
  const { id, hintId, errorId, aria } = useDescription(hint, error);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} name={name} {...aria} {...textarea} />
      {hint !== undefined ? (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
