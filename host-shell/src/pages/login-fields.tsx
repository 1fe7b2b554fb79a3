import { Input, theme } from 'shared-ui/core';
import { useState, type ChangeEvent, type ReactNode } from 'react';

// The sign-in form's two required fields without antd's Form (field store and validator): the same labels, the
// same messages under the field, checked on submit and then on every change, as antd's required rule does.

type FieldName = 'loginId' | 'password';
const REQUIRED_MESSAGES: Record<FieldName, string> = {
  loginId: 'Enter your email',
  password: 'Enter your password',
};

/** The values of the sign-in form and their messages; `check` answers the values when every named field is filled. */
export function useLoginFields() {
  const [values, setValues] = useState<Record<FieldName, string>>({ loginId: '', password: '' });
  const [checked, setChecked] = useState<Partial<Record<FieldName, boolean>>>({});
  const errorOf = (name: FieldName) => (checked[name] && values[name] === '' ? REQUIRED_MESSAGES[name] : undefined);
  const change = (name: FieldName) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((previous) => ({ ...previous, [name]: value }));
    setChecked((previous) => ({ ...previous, [name]: true }));
  };
  const check = (names: FieldName[]) => {
    setChecked((previous) => ({ ...previous, ...Object.fromEntries(names.map((name) => [name, true])) }));
    return names.every((name) => values[name] !== '') ? values : undefined;
  };
  return { values, errorOf, change, check };
}

interface LoginFieldProps {
  id: string;
  label: string;
  error?: string;
  /** The input, given the props that tie it to the label and the message. */
  children: (input: { id: string; status?: 'error'; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled field laid out as antd's vertical form item, with its message below in the error colour. */
export function LoginField({ id, label, error, children }: LoginFieldProps) {
  const { token } = theme.useToken();
  const errorId = `${id}-error`;
  return (
    <div style={{ marginBottom: error ? 0 : token.marginLG }}>
      <div style={{ paddingBottom: token.paddingXS, lineHeight: token.lineHeight }}>
        <label htmlFor={id} style={{ color: token.colorTextHeading, fontSize: token.fontSize }}>
          {label}
        </label>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', minHeight: token.controlHeight }}>
        <div style={{ flex: 'auto' }}>
          {children(error ? { id, status: 'error', 'aria-invalid': true, 'aria-describedby': errorId } : { id })}
        </div>
      </div>
      {error && (
        <div id={errorId} role="alert" style={{ minHeight: token.marginLG, color: token.colorError }}>
          {error}
        </div>
      )}
    </div>
  );
}

/** The email and password fields of the sign-in form. */
export function CredentialFields({ fields }: { fields: ReturnType<typeof useLoginFields> }) {
  const { values, errorOf, change } = fields;
  return (
    <>
      <LoginField id="loginId" label="Email" error={errorOf('loginId')}>
        {(input) => <Input {...input} autoComplete="username" value={values.loginId} onChange={change('loginId')} />}
      </LoginField>
      <LoginField id="password" label="Password" error={errorOf('password')}>
        {(input) => (
          <Input.Password
            {...input}
            autoComplete="current-password"
            value={values.password}
            onChange={change('password')}
          />
        )}
      </LoginField>
    </>
  );
}
