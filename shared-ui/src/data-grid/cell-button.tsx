import type { ComponentPropsWithRef } from 'react';
import { BRAND_COLOR } from 'shared-contracts';
import { ensureStyle } from './ensure-style';

/** Props of a cell button: a native button's, such as `aria-label` and `onClick` (a popover may add its own). */
export type CellButtonProps = Omit<ComponentPropsWithRef<'button'>, 'type' | 'className' | 'style'>;

const STYLE_ID = 'console-cell-button';
// antd's small text button, drawn by one style rule on a native button: no CSS-in-JS hook or wave effect per row.
const CELL_BUTTON_CSS = `.console-cell-button{display:inline-flex;align-items:center;height:24px;margin:0;padding:0 7px;border:0;border-radius:4px;background:transparent;color:rgba(0,0,0,.88);font:inherit;font-size:14px;line-height:1;cursor:pointer}
.console-cell-button:hover{background:rgba(0,0,0,.04)}
.console-cell-button:active{background:rgba(0,0,0,.15)}
.console-cell-button:disabled{cursor:not-allowed;color:rgba(0,0,0,.25);background:transparent}
.console-cell-button:focus-visible{outline:2px solid ${BRAND_COLOR};outline-offset:1px}`;

/**
 * A text button light enough for each row of a long grid (the device grid's Revoke: antd's Button in each of its
 * rows cost the 1,000-row grid about 7 frames a second while scrolling). Outside grid cells use the kit's Button.
 */
export function CellButton(props: CellButtonProps) {
  ensureStyle(STYLE_ID, CELL_BUTTON_CSS);
  return <button {...props} type="button" className="console-cell-button" />;
}
