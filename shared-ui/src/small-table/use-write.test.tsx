import '../components/testing/setup-dom';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import type { FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { ApiError } from '../shell/api-error';
import { createFakeNotify, createTestShell, TestShell } from '../testing';
import { STALE_WRITE_TOAST, useWrite } from './use-write';

function setup() {
  const { notify, toasts } = createFakeNotify();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestShell shell={createTestShell({ notify })}>{children}</TestShell>
  );
  const { result } = renderHook(() => useWrite(), { wrapper });
  return { write: result.current, toasts };
}

describe('useWrite', () => {
  it('toasts the success through the shell and answers the result', async () => {
    const { write, toasts } = setup();
    let outcome;
    await act(async () => {
      outcome = await write(() => Promise.resolve({ name: 'Blocked' }), { done: (saved) => `Saved ${saved.name}` });
    });
    expect(outcome).toEqual({ ok: true, result: { name: 'Blocked' } });
    expect(toasts).toEqual([{ title: 'Saved Blocked', variant: 'success' }]);
  });

  it('tells a failure in words, under its own title when given one', async () => {
    const { write, toasts } = setup();
    const refused = new ApiError(409, 'Conflict', 'The name is taken');
    await act(async () => {
      await write(() => Promise.reject(refused), { done: 'Saved' });
      await write(() => Promise.reject(refused), { done: null, failed: 'Not saved' });
    });
    expect(toasts).toEqual([
      { title: 'The name is taken', variant: 'destructive' },
      { title: 'Not saved', description: 'The name is taken', variant: 'destructive' },
    ]);
  });

  it('handles a stale write (412) once: one clear toast and one reload of the row, no other failure toast', async () => {
    const { write, toasts } = setup();
    const reload = jest.fn(() => Promise.resolve());
    let outcome: unknown;
    await act(async () => {
      outcome = await write(() => Promise.reject(new ApiError(412, 'Precondition Failed', 'Version 3 is stale')), {
        done: 'Saved',
        failed: 'Not saved',
        reload,
      });
    });
    expect(outcome).toMatchObject({ ok: false });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([{ ...STALE_WRITE_TOAST, variant: 'destructive' }]);
  });

  it('says a stale write in the page’s own words when given them, and reloads the row', async () => {
    const { write, toasts } = setup();
    const reload = jest.fn(() => Promise.resolve());
    const stale = { title: 'The change was not saved', description: 'Someone else changed this incident.' };
    await act(async () => {
      await write(() => Promise.reject(new ApiError(412, 'Precondition Failed', 'Stale')), {
        done: 'Saved',
        stale,
        reload,
      });
    });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([{ ...stale, variant: 'destructive' }]);
  });
});

function NameForm({ onForm }: { onForm: (form: FormInstance<{ name: string }>) => void }) {
  const [form] = Form.useForm<{ name: string }>();
  onForm(form);
  return (
    <Form form={form}>
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
    </Form>
  );
}

it('shows the API’s field errors next to the form’s fields instead of a toast', async () => {
  const { notify, toasts } = createFakeNotify();
  let form: FormInstance<{ name: string }> | undefined;
  let write: ReturnType<typeof useWrite> | undefined;
  function Probe() {
    write = useWrite();
    return null;
  }
  render(
    <TestShell shell={createTestShell({ notify })}>
      <NameForm onForm={(instance) => (form = instance)} />
      <Probe />
    </TestShell>,
  );
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Blocked' } });
  const refused = new ApiError(400, 'Bad Request', 'Invalid body', [{ field: '/template/name', message: 'Taken' }]);
  await act(async () => {
    await write!(() => Promise.reject(refused), { done: 'Saved', form: form!, fieldPrefix: 'template' });
  });
  await waitFor(() => expect(screen.getByText('Taken')).toBeInTheDocument());
  expect(toasts).toEqual([]);
});

it('tells a failure, and a stale write before its reload, inline instead of a toast when asked', async () => {
  const { write, toasts } = setup();
  const told: [string, number, boolean][] = [];
  const inline = (words: string, error: unknown, stale: boolean) =>
    told.push([words, error instanceof ApiError ? error.status : 0, stale]);
  const reload = jest.fn(() => Promise.resolve());
  await act(async () => {
    await write(() => Promise.reject(new ApiError(409, 'Conflict', 'The name is taken')), { done: 'Saved', inline });
    await write(() => Promise.reject(new ApiError(412, 'Precondition Failed', 'Stale')), {
      done: 'Saved',
      inline,
      reload,
    });
    await write(() => Promise.reject(new ApiError(412, 'Precondition Failed', 'Stale')), {
      done: 'Saved',
      inline,
      stale: { description: 'Someone else changed this list.' },
      reload,
    });
  });
  expect(told).toEqual([
    ['The name is taken', 409, false],
    [STALE_WRITE_TOAST.description, 412, true],
    ['Someone else changed this list.', 412, true],
  ]);
  expect(reload).toHaveBeenCalledTimes(2);
  expect(toasts).toEqual([]);
});
