import '../components/testing/setup-dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Form, Input } from 'antd';
import { ApiError } from '../shell/api-error';
import { createFakeNotify, createTestShell, TestShell } from '../testing';
import { FormDrawer } from './form-drawer';

interface Values {
  name: string;
}

function NameDrawer(props: { save: (values: Values) => Promise<Values>; onSaved: (saved: Values) => void }) {
  const [form] = Form.useForm<Values>();
  return (
    <FormDrawer<Values, Values>
      title="New list"
      form={form}
      initialValues={{ name: '' }}
      save={props.save}
      write={{ done: (saved) => `Saved ${saved.name}` }}
      onSaved={props.onSaved}
      onClose={() => undefined}
    >
      <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Enter a name' }]}>
        <Input />
      </Form.Item>
    </FormDrawer>
  );
}

function renderDrawer(save: (values: Values) => Promise<Values>) {
  const { notify, toasts } = createFakeNotify();
  const onSaved = jest.fn();
  render(
    <TestShell shell={createTestShell({ notify })}>
      <NameDrawer save={save} onSaved={onSaved} />
    </TestShell>,
  );
  const dialog = screen.getByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Blocked' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  return { toasts, onSaved, dialog };
}

describe('FormDrawer', () => {
  it('saves the values once they pass the rules, toasts the save and hands over the result', async () => {
    const save = jest.fn((values: Values) => Promise.resolve(values));
    const { toasts, onSaved } = renderDrawer(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ name: 'Blocked' }));
    expect(save).toHaveBeenCalledWith({ name: 'Blocked' });
    expect(toasts).toEqual([{ title: 'Saved Blocked', variant: 'success' }]);
  });

  it('shows the API’s field errors by their fields and stays open', async () => {
    const refused = new ApiError(400, 'Bad Request', 'Invalid body', [
      { field: '/name', message: 'A list of this name exists' },
    ]);
    const { toasts, onSaved, dialog } = renderDrawer(() => Promise.reject(refused));
    const message = await within(dialog).findByText('A list of this name exists');
    expect(message.closest('.ant-form-item')).toContainElement(within(dialog).getByLabelText('Name'));
    expect(onSaved).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });
});
