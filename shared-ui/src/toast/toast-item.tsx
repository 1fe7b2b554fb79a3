import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled';
import CloseOutlined from '@ant-design/icons/es/icons/CloseOutlined';
import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import LoadingOutlined from '@ant-design/icons/es/icons/LoadingOutlined';
import { theme } from 'antd';
import { useCallback } from 'react';
import type { CSSProperties } from 'react';
import type { ToastRecord } from './toast-store';
import { useSwipeDismiss } from './use-swipe-dismiss';
import { useToastTimer } from './use-toast-timer';

/** Props of one toast. */
export interface ToastItemProps {
  /** The toast to show. */
  toast: ToastRecord;
  /** Whether its timer is stopped. */
  paused: boolean;
  /** Dismisses it (timeout, close button, swipe). */
  onDismiss: (id: string) => void;
}

/** One toast: icon, title, description and close button; a live region of its own. */
export function ToastItem({ toast, paused, onDismiss }: ToastItemProps) {
  const { token } = theme.useToken();
  const dismiss = useCallback(() => onDismiss(toast.id), [onDismiss, toast.id]);
  useToastTimer(toast, paused, dismiss);
  const { offset, handlers } = useSwipeDismiss(dismiss);

  const destructive = toast.variant === 'destructive';
  const dragging = offset.x !== 0 || offset.y !== 0;
  const style: CSSProperties = {
    pointerEvents: toast.status === 'dismissed' ? 'none' : 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: 12,
    padding: '12px 12px 12px 16px',
    borderRadius: token.borderRadiusLG,
    border: `1px solid ${destructive ? token.colorError : token.colorBorderSecondary}`,
    background: destructive ? token.colorError : token.colorBgElevated,
    color: destructive ? token.colorTextLightSolid : token.colorText,
    boxShadow: token.boxShadowSecondary,
    touchAction: 'none',
    transform: `translate(${offset.x}px, ${offset.y}px)`,
    opacity: dragging ? Math.max(0.4, 1 - Math.max(Math.abs(offset.x), Math.abs(offset.y)) / 200) : undefined,
    transition: dragging ? 'none' : undefined,
  };

  return (
    <li
      className="console-toast"
      data-toast-id={toast.id}
      data-variant={toast.variant}
      data-state={toast.status}
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      aria-busy={toast.pending || undefined}
      aria-hidden={toast.status === 'dismissed' || undefined}
      style={style}
      {...handlers}
    >
      <span aria-hidden="true" style={{ fontSize: 16, lineHeight: '22px' }}>
        {toast.pending ? <LoadingOutlined spin style={{ color: token.colorPrimary }} /> : null}
        {!toast.pending && toast.variant === 'success' ? (
          <CheckCircleFilled style={{ color: token.colorSuccess }} />
        ) : null}
        {!toast.pending && destructive ? <CloseCircleFilled /> : null}
      </span>
      <div style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <div style={{ fontWeight: 600, lineHeight: '22px' }}>{toast.title}</div>
        {toast.description ? <div style={{ opacity: 0.85, marginTop: 2 }}>{toast.description}</div> : null}
      </div>
      <button
        type="button"
        className="console-toast-close"
        aria-label="Close"
        onClick={dismiss}
        style={{
          border: 'none',
          background: 'transparent',
          color: 'inherit',
          cursor: 'pointer',
          padding: 4,
          lineHeight: 0,
          borderRadius: token.borderRadiusSM,
          opacity: 0.7,
        }}
      >
        <CloseOutlined aria-hidden="true" />
      </button>
    </li>
  );
}
