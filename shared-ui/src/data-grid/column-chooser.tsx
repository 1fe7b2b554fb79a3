import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import { Checkbox, Popover, Segmented } from 'antd';
import { useId } from 'react';
import { Button } from '../components/button';
import { isColumnShown } from './grid-preferences';
import type { GridDensity, GridPreferencesState, PreferenceColumn } from './grid-preferences';

/** A column the chooser lists. */
export interface ChooserColumn extends PreferenceColumn {
  title: string;
}

/** Props of the column chooser. */
export interface ColumnChooserProps {
  /** Every column of the grid, in order. */
  columns: readonly ChooserColumn[];
  /** The user's choices for this grid (useGridPreferences). */
  state: GridPreferencesState;
}

const DENSITIES: { value: GridDensity; label: string }[] = [
  { value: 'compact', label: 'Compact' },
  { value: 'comfortable', label: 'Comfortable' },
];

/**
 * "Columns": which columns the grid shows (at least one stays; those hidden by default are listed too), its row
 * height, and a reset of those and of the resized widths. The choice is the user's, kept per grid (useGridPreferences).
 */
export function ColumnChooser({ columns, state }: ColumnChooserProps) {
  const { preferences, setHidden, setDensity, reset } = state;
  const headingId = useId();
  const shown = columns.filter((column) => isColumnShown(column, preferences));
  const content = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 220 }}>
      <div role="group" aria-labelledby={headingId}>
        <div id={headingId} style={{ fontWeight: 600, marginBottom: 6 }}>
          Columns shown
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 4, maxHeight: 320, overflowY: 'auto' }}>
          {columns.map((column) => {
            const visible = isColumnShown(column, preferences);
            return (
              <Checkbox
                key={column.key}
                checked={visible}
                // The last column shown stays: an empty grid would look like no data.
                disabled={visible && shown.length === 1}
                onChange={(event) => setHidden(column.key, !event.target.checked)}
              >
                {column.title}
              </Checkbox>
            );
          })}
        </div>
      </div>
      <div>
        <div style={{ fontWeight: 600, marginBottom: 6 }}>Row height</div>
        <Segmented<GridDensity>
          aria-label="Row height"
          options={DENSITIES}
          value={preferences.density}
          onChange={(value) => setDensity(value)}
        />
      </div>
      <Button variant="link" size="sm" onClick={reset} style={{ alignSelf: 'flex-start', padding: 0 }}>
        Reset columns
      </Button>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" content={content} arrow={false}>
      {/* An icon, like the export's time zone: at 1024 px the Device Manager's own actions and the grid's tools share one row. */}
      <Button
        variant="outline"
        size="icon"
        aria-haspopup="dialog"
        aria-label="Columns"
        title="Columns and row height"
        icon={<SettingOutlined aria-hidden="true" />}
      />
    </Popover>
  );
}
