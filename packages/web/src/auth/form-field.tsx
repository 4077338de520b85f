import { formErrorText } from '../ui/form-error-text.js';
import { useId, type InputHTMLAttributes, type ReactElement } from 'react';
import { useMessages } from '../i18n/messages.js';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  readonly label: string;
  readonly name: string;
  readonly error?: string | undefined;
  /** A hint under the label (format, rules), read with the input. */
  readonly hint?: string;
}

/** A labelled input with its hint and error, wired for screen readers (aria-invalid, aria-describedby). */
export function FormField({ label, name, error, hint, ...input }: FormFieldProps): ReactElement {
  const { t } = useMessages();
  const id = useId();
  const hintId = hint === undefined ? undefined : `${id}-hint`;
  const errorId = error === undefined ? undefined : `${id}-error`;
  const describedBy = [hintId, errorId].filter((x) => x !== undefined).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint !== undefined ? (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      ) : null}
      <input
        id={id}
        name={name}
        aria-invalid={error !== undefined ? true : undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        {...input}
      />
      {error !== undefined ? (
        <span id={errorId} className="field-error">
          {formErrorText(t, error)}
        </span>
      ) : null}
    </div>
  );
}

/** The text of a form field, '' when absent. */
export function fieldText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
