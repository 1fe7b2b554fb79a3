import '../testing/setup-dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { SearchPickerOption } from './picker-options';
import { SearchPicker } from './search-picker';
import type { SearchPickerProps } from './search-picker';

const HOSTS = ['alpha-01', 'alpha-02', 'beta-01', 'gamma-07'].map((name) => ({ value: name, label: name }));

function Harness(props: Partial<SearchPickerProps> & { initial?: SearchPickerOption[] }) {
  const [value, setValue] = useState<SearchPickerOption[]>(props.initial ?? []);
  return (
    <>
      <SearchPicker
        label="Hostname"
        value={value}
        onSearch={async (text) => HOSTS.filter((host) => host.label.includes(text))}
        {...props}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
      <button>Next field</button>
    </>
  );
}

const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
const trigger = () => screen.getByRole('button', { name: /^Hostname/ });
const input = () => screen.getByRole('combobox', { name: 'Search Hostname' });
const open = () => fireEvent.click(trigger());
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const optionLabels = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('SearchPicker', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens a popup with a magnifier, placeholder Search and Type to search', () => {
    render(<Harness />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    open();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(input()).toHaveAttribute('placeholder', 'Search');
    expect(input()).toHaveFocus();
    expect(screen.getByTestId('search-picker-magnifier')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Type to search');
  });

  it('lays the popup out bottom-start with a 4 px gutter and at most 370 px high', () => {
    render(<Harness />);
    open();
    const popup = document.querySelector<HTMLElement>('.console-search-picker-popup')!;
    expect(popup).toHaveAttribute('data-placement', 'bottom-start');
    expect(popup.style.top).toBe('calc(100% + 4px)');
    expect(popup.style.left).toBe('0px');
    expect(popup.style.maxHeight).toBe('370px');
  });

  it('searches 500 ms after typing stops and shows No results for no matches', async () => {
    const onSearch = jest.fn(async (text: string) => HOSTS.filter((host) => host.label.includes(text)));
    render(<Harness onSearch={onSearch} />);
    open();
    type('al');
    await advance(300);
    type('alp');
    await advance(499);
    expect(onSearch).not.toHaveBeenCalled();
    await advance(1);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('alp');
    expect(optionLabels()).toEqual(['alpha-01', 'alpha-02']);
    type('zzz');
    await advance(500);
    expect(optionLabels()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No results');
  });

  it('ignores an answer that arrives after a newer search', async () => {
    const resolvers: Array<(value: SearchPickerOption[]) => void> = [];
    const onSearch = jest.fn(() => new Promise<SearchPickerOption[]>((resolve) => resolvers.push(resolve)));
    render(<Harness onSearch={onSearch} />);
    open();
    type('a');
    await advance(500);
    type('b');
    await advance(500);
    await act(async () => {
      resolvers[1]!([{ value: 'b', label: 'beta' }]);
      resolvers[0]!([{ value: 'a', label: 'alpha' }]);
    });
    expect(optionLabels()).toEqual(['beta']);
  });

  it('lists the selected options first and at most 100', async () => {
    const many = Array.from({ length: 150 }, (_, index) => ({ value: `h${index}`, label: `host ${index}` }));
    render(<Harness initial={[{ value: 'h149', label: 'host 149' }]} onSearch={async () => many} />);
    open();
    expect(optionLabels()).toEqual(['host 149']);
    type('host');
    await advance(500);
    expect(optionLabels()).toHaveLength(100);
    expect(optionLabels()[0]).toBe('host 149');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('chooses with arrows and Enter, closes in single mode and returns focus to the trigger', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    type('a');
    await advance(500);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    const active = input().getAttribute('aria-activedescendant');
    expect(document.getElementById(active!)).toHaveTextContent('alpha-02');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith([{ value: 'alpha-02', label: 'alpha-02' }]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveTextContent('Hostname: alpha-02');
    expect(trigger()).toHaveFocus();
  });

  it('stays open and toggles in multiple mode', async () => {
    const onChange = jest.fn();
    render(<Harness multiple onChange={onChange} />);
    open();
    type('alpha');
    await advance(500);
    fireEvent.click(screen.getByRole('option', { name: 'alpha-01' }));
    fireEvent.click(screen.getByRole('option', { name: 'alpha-02' }));
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    expect(trigger()).toHaveTextContent('Hostname (2)');
    fireEvent.click(screen.getByRole('option', { name: 'alpha-01' }));
    expect(onChange).toHaveBeenLastCalledWith([{ value: 'alpha-02', label: 'alpha-02' }]);
  });

  it('resets the search text when it closes with Escape and when it opens again', async () => {
    render(<Harness />);
    open();
    type('beta');
    await advance(500);
    expect(optionLabels()).toEqual(['beta-01']);
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    open();
    expect(input()).toHaveValue('');
    expect(optionLabels()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Type to search');
  });

  it('closes when focus leaves (Tab) or on a click outside', () => {
    render(<Harness />);
    open();
    const next = screen.getByRole('button', { name: 'Next field' });
    fireEvent.blur(input(), { relatedTarget: next });
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    open();
    fireEvent.mouseDown(next);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('passes the current search text to Add and closes', () => {
    const onAdd = jest.fn();
    render(<Harness onAdd={onAdd} />);
    open();
    const add = screen.getByRole('button', { name: /Add/ });
    expect(add).toBeDisabled();
    type('  new-host  ');
    const popup = document.querySelector<HTMLElement>('.console-search-picker-popup')!;
    fireEvent.click(within(popup).getByRole('button', { name: /Add/ }));
    expect(onAdd).toHaveBeenCalledWith('new-host');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('says when a search fails', async () => {
    render(<Harness onSearch={() => Promise.reject(new Error('offline'))} />);
    open();
    type('x');
    await advance(500);
    expect(screen.getByRole('status')).toHaveTextContent('Search failed');
  });
});
