import GlobalOutlined from '@ant-design/icons/es/icons/GlobalOutlined';
import { Popover, Select } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../components/button';
import { browserTimeZone, supportedTimeZones, timeZoneGroups } from './export-time-zone';

/** Props of the export's time-zone picker. */
export interface ExportTimeZonePickerProps {
  /** The zone chosen. */
  value: string;
  /** Called with the zone chosen. */
  onChange: (zone: string) => void;
  /** Disables it (while an export runs). */
  disabled?: boolean;
  /** The zones offered beside UTC and the browser's; every IANA zone the browser knows by default (tests). */
  timeZones?: readonly string[];
}

interface ZoneListProps {
  value: string;
  zones: ReturnType<typeof timeZoneGroups>;
  onChoose: (zone: string) => void;
}

/** The searchable list of zones, focused as the popover opens: typing searches it, the arrow keys open it. */
function ZoneList({ value, zones, onChoose }: ZoneListProps) {
  const box = useRef<HTMLDivElement>(null);
  // The list's search input, focused once the popover's portal is in the document (it is attached after this mounts).
  useEffect(() => {
    const frame = requestAnimationFrame(() => box.current?.querySelector('input')?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div ref={box}>
      <Select
        aria-label="Time zone of the export"
        showSearch={{ optionFilterProp: 'label' }}
        value={value}
        options={zones}
        onChange={onChoose}
        style={{ width: 280 }}
      />
    </div>
  );
}

/**
 * A small button beside "Export CSV" naming the zone of the file's times; it opens a searchable list (UTC, the
 * browser's zone, then every IANA zone). Choosing, or Escape, closes it and gives focus back to the button.
 */
export function ExportTimeZonePicker({ value, onChange, disabled, timeZones }: ExportTimeZonePickerProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement | HTMLAnchorElement>(null);
  const zones = useMemo(() => timeZoneGroups(browserTimeZone(), timeZones ?? supportedTimeZones()), [timeZones]);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // Closed from inside (a choice, Escape): focus goes back to the button, not to the page. A click elsewhere keeps
    // the focus it gave.
    const active = document.activeElement;
    if (!next && (active === null || active === document.body || active.closest('.console-export-zones')))
      trigger.current?.focus();
  };
  const choose = (zone: string) => {
    onChange(zone);
    onOpenChange(false);
  };
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open && !disabled}
      onOpenChange={onOpenChange}
      title="Times in the CSV"
      content={<ZoneList value={value} zones={zones} onChoose={choose} />}
      classNames={{ root: 'console-export-zones' }}
      destroyOnHidden
    >
      <Button
        ref={trigger}
        variant="outline"
        size="icon"
        disabled={disabled}
        aria-label={`Time zone of the export: ${value}`}
        title={`Times in ${value}`}
        icon={<GlobalOutlined aria-hidden="true" />}
      />
    </Popover>
  );
}
