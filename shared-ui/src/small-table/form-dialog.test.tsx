import '../components/testing/setup-dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { ApiError } from '../shell/api-error';
import { createFakeNotify, createTestShell, TestShell } from '../testing';
import { FormDialog } from './form-dialog';

interface Values {
  email: string;
}

function InviteDialog(props: { save: (values: Values) => Promise<string>; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <FormDialog<Values, string>
      title="Invite a user"
      form={form}
      save={props.save}
      write={{ done: null, describe: () => 'The user could not be invited.' }}
      problems="inline"
      onSaved={setSecret}
      onClose={props.onClose}
      saveLabel="Invite"
      outcome={secret === null ? undefined : <p>First password {secret}</p>}
    >
      <Form.Item name="email" label="E-mail" rules={[{ required: true, message: 'Enter the e-mail address' }]}>
        <Input />
      </Form.Item>
    </FormDialog>
  );
}

function renderDialog(save: (values: Values) => Promise<string>) {
  const { notify, toasts } = createFakeNotify();
  const onClose = jest.fn();
  render(
    <TestShell shell={createTestShell({ notify })}>
      <InviteDialog save={save} onClose={onClose} />
    </TestShell>,
  );
  const dialog = screen.getByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'new@acme.example' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
  return { toasts, onClose, dialog };
}

describe('FormDialog', () => {
  it('saves the values, then shows the outcome in place of the form with a Done button that closes', async () => {
    const save = jest.fn(() => Promise.resolve('Pw-1'));
    const { dialog, onClose, toasts } = renderDialog(save);
    expect(await within(dialog).findByText('First password Pw-1')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith({ email: 'new@acme.example' });
    expect(within(dialog).queryByLabelText('E-mail')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it('tells a failure in the dialog, not in a toast, and keeps the form open', async () => {
    const { dialog, toasts } = renderDialog(() => Promise.reject(new ApiError(502, 'Bad Gateway', 'Refused')));
    expect(await within(dialog).findByText('The user could not be invited.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('new@acme.example');
    expect(toasts).toEqual([]);
  });

  it('shows the API’s field errors by their fields, with no other message', async () => {
    const refused = new ApiError(400, 'Bad Request', 'Invalid body', [{ field: '/email', message: 'Not an address' }]);
    const { dialog } = renderDialog(() => Promise.reject(refused));
    const message = await within(dialog).findByText('Not an address');
    expect(message.closest('.ant-form-item')).toContainElement(within(dialog).getByLabelText('E-mail'));
    await waitFor(() => expect(within(dialog).queryByText('The user could not be invited.')).toBeNull());
  });
});
