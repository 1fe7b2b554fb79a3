import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import { Popover } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { Button } from '../components/button';

/** Props of a filter's trigger and popup. */
export interface FilterPopoverProps {
  /** Text of the trigger (the filter's label and what it is set to). */
  triggerText: string;
  /** Accessible name of the popup, usually the filter's label. */
  label: string;
  /** The popup's content; `close` closes it and puts focus back on the trigger. */
  children: (close: () => void) => ReactNode;
  /** Called when the popup opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Width of the popup in px. */
  width?: number;
}

const FOCUSABLE =
  'input:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled])';

/** The elements Tab reaches inside `root`, in order (of a radio group, only its checked radio when one is). */
export function focusablesIn(root: HTMLElement | null): HTMLElement[] {
  if (!root) return [];
  const all = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
  const checkedGroups = new Set(
    all
      .filter((element) => element instanceof HTMLInputElement && element.type === 'radio' && element.checked)
      .map((element) => (element as HTMLInputElement).name),
  );
  return all.filter(
    (element) =>
      !(element instanceof HTMLInputElement && element.type === 'radio' && !element.checked) ||
      !element.name ||
      !checkedGroups.has(element.name),
  );
}

// Mounted with the popup's content (the popover is destroyed when hidden), so each opening moves focus into it: to the
// element marked data-autofocus, else the first one Tab reaches. The popup's portal joins the page a frame after its
// content mounts, so focus waits for it (a few frames at most).
function FocusOnOpen({ root }: { root: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    let frame = 0;
    let tries = 0;
    const focusFirst = () => {
      const element = root.current;
      if (!element?.isConnected) {
        tries += 1;
        if (tries < 10) frame = requestAnimationFrame(focusFirst);
        return;
      }
      const first = element.querySelector<HTMLElement>('[data-autofocus]') ?? focusablesIn(element)[0];
      first?.focus({ preventScroll: true });
    };
    focusFirst();
    return () => cancelAnimationFrame(frame);
  }, [root]);
  return null;
}

/**
 * A filter's trigger button and its popup, shared by every filter control so each behaves alike by keyboard: Enter,
 * Space or Arrow Down on the trigger opens it and moves focus inside; Tab moves through it and closes it when leaving
 * either end; Escape closes it (only it: the event stops there, so a drawer or modal under it stays open) and puts
 * focus back on the trigger, which carries aria-haspopup and aria-expanded.
 */
export function FilterPopover({ triggerText, label, children, onOpenChange, width }: FilterPopoverProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);

  const change = (next: boolean, refocus = false) => {
    setOpen(next);
    onOpenChange?.(next);
    if (refocus) trigger.current?.focus();
  };
  const close = () => change(false, true);

  const onPopupKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusablesIn(root.current);
    const edge = event.shiftKey ? items[0] : items[items.length - 1];
    if (items.length === 0 || document.activeElement === edge) {
      // The popup sits at the end of the page: leaving it returns to the trigger, so the tab order stays the bar's.
      event.preventDefault();
      close();
    }
  };

  const content = (
    // The keys of the popup's own controls bubble here; the dialog itself takes no focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={root}
      className="console-filter-popup"
      role="dialog"
      aria-label={label}
      style={width ? { width } : undefined}
      onKeyDown={onPopupKeyDown}
    >
      <FocusOnOpen root={root} />
      {children(close)}
    </div>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomLeft"
      arrow={false}
      destroyOnHidden
      open={open}
      onOpenChange={(next) => change(next)}
      content={content}
    >
      <Button
        ref={trigger}
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            change(true);
          }
        }}
      >
        {triggerText}
        <DownOutlined aria-hidden="true" style={{ fontSize: 10, marginLeft: 6 }} />
      </Button>
    </Popover>
  );
}
