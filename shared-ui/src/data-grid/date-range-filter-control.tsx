import FieldTimeOutlined from '@ant-design/icons/es/icons/FieldTimeOutlined';
import { DatePicker, Dropdown, Space } from 'antd';
import type { MenuProps } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { DateRangeFilterDefinition, FilterValue } from 'shared-contracts';
import { Button } from '../components/button';

/** Props of the date-range filter. */
export interface DateRangeFilterControlProps {
  /** The filter. */
  definition: DateRangeFilterDefinition;
  /** Its value now (ISO times). */
  value: { from?: string; to?: string } | undefined;
  /** Sets the filter (undefined clears it). */
  onChange: (value: FilterValue | undefined) => void;
}

/** The range of whole local days from `start` to `end`, as ISO times (from the first day's start to the last's end). */
export function dayRange(start: Dayjs | null, end: Dayjs | null): FilterValue | undefined {
  const from = start?.startOf('day').toISOString();
  const to = end?.endOf('day').toISOString();
  if (!from && !to) return undefined;
  return { kind: 'dateRange', ...(from && { from }), ...(to && { to }) };
}

const presets = () => [
  { label: 'Last 24 hours', value: [dayjs().subtract(1, 'day'), dayjs()] as [Dayjs, Dayjs] },
  { label: 'Last 7 days', value: [dayjs().subtract(6, 'day'), dayjs()] as [Dayjs, Dayjs] },
  { label: 'Last 30 days', value: [dayjs().subtract(29, 'day'), dayjs()] as [Dayjs, Dayjs] },
  { label: 'Last 90 days', value: [dayjs().subtract(89, 'day'), dayjs()] as [Dayjs, Dayjs] },
];

/**
 * The date picker: antd's RangePicker, whole days in local time, sent as from/to. By keyboard its inputs open the
 * calendar on focus or Enter, take typed dates, and Escape closes the calendar only (the event stops there, so a
 * drawer or modal under it stays open) with focus left in the input. The presets (last 24 hours, 7, 30, 90 days) are
 * in the calendar for a pointer and in a menu beside the dates for a keyboard.
 */
export function DateRangeFilterControl({ definition, value, onChange }: DateRangeFilterControlProps) {
  const [open, setOpen] = useState(false);
  const current: [Dayjs | null, Dayjs | null] | null =
    value?.from || value?.to ? [value.from ? dayjs(value.from) : null, value.to ? dayjs(value.to) : null] : null;
  const menu: MenuProps = {
    items: presets().map((preset, index) => ({ key: String(index), label: preset.label })),
    onClick: ({ key }) => {
      const preset = presets()[Number(key)];
      if (preset) onChange(dayRange(preset.value[0], preset.value[1]));
    },
  };
  return (
    <Space.Compact>
      <DatePicker.RangePicker
        aria-label={definition.label}
        placeholder={['From', 'To']}
        allowEmpty={[true, true]}
        // Two dates fit; antd's default width would take a filter's room in the bar.
        style={{ width: 230 }}
        value={current}
        presets={presets()}
        disabledDate={(date) => date.isAfter(dayjs(), 'day')}
        onOpenChange={setOpen}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) event.stopPropagation();
        }}
        onChange={(range) => onChange(dayRange(range?.[0] ?? null, range?.[1] ?? null))}
      />
      {/* The calendar's own presets take a pointer only: the same ranges from a menu, one Tab after the dates. */}
      {/* The menu takes focus when opened, so the arrows and Enter choose a preset at once. */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
      <Dropdown menu={menu} trigger={['click']} autoFocus>
        <Button
          variant="outline"
          size="icon"
          aria-label={`${definition.label} presets`}
          aria-haspopup="menu"
          title="Last 24 hours, 7, 30 or 90 days"
          icon={<FieldTimeOutlined aria-hidden="true" />}
        />
      </Dropdown>
    </Space.Compact>
  );
}
