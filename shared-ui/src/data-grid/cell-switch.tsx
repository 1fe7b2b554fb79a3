import type { MouseEvent, Ref } from 'react';
import { BRAND_COLOR } from 'shared-contracts';
import { ensureStyle } from './ensure-style';

/** Props of a cell switch. */
export interface CellSwitchProps {
  checked: boolean;
  /** What it switches, such as 'Agent of ACME-WIN-0001' (its accessible name). */
  label: string;
  disabled?: boolean;
  /** A change is being saved: the switch keeps focus but ignores clicks until it ends. */
  loading?: boolean;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  /** The button itself: a popover around the switch (a confirmation) aligns to it. */
  ref?: Ref<HTMLButtonElement>;
}

const STYLE_ID = 'console-cell-switch';
// antd's small switch, drawn by CSS on one button: no transitions, wave or handle elements to lay out in each row.
const CELL_SWITCH_CSS = `.console-cell-switch{position:relative;flex:none;box-sizing:border-box;width:28px;height:16px;margin:0;padding:0;border:0;border-radius:8px;cursor:pointer;background:rgba(0,0,0,.25);vertical-align:middle}
.console-cell-switch::after{content:"";position:absolute;top:2px;left:2px;width:12px;height:12px;border-radius:50%;background:#fff;box-shadow:0 2px 4px rgba(0,35,11,.2)}
.console-cell-switch[aria-checked=true]{background:${BRAND_COLOR}}
.console-cell-switch[aria-checked=true]::after{left:14px}
.console-cell-switch:not(:disabled):not([aria-busy=true]):hover{filter:brightness(1.15)}
.console-cell-switch:disabled{cursor:not-allowed;opacity:.65}
.console-cell-switch[aria-busy=true]{cursor:progress;opacity:.65}
.console-cell-switch:focus-visible{outline:2px solid ${BRAND_COLOR};outline-offset:2px}`;

/**
 * An on/off switch light enough for each row of a long grid (the device grid scrolls 1,000 rows, two switches a row,
 * and antd's Switch cost it about 5 frames a second): one button with role="switch", styled like antd's small switch.
 * Forms keep antd's Switch.
 */
export function CellSwitch({ checked, label, disabled = false, loading = false, onClick, ref }: CellSwitchProps) {
  ensureStyle(STYLE_ID, CELL_SWITCH_CSS);
  return (
    <button
      ref={ref}
      type="button"
      role="switch"
      className="console-cell-switch"
      aria-checked={checked}
      aria-label={label}
      aria-busy={loading || undefined}
      disabled={disabled}
      onClick={(event) => {
        if (loading) {
          event.stopPropagation();
          return;
        }
        onClick(event);
      }}
    />
  );
}
