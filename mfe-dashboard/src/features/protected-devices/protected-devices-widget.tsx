import { BRAND_COLOR, DASHBOARD_DRILL_DOWN, formatCompactNumber, formatNumber } from 'shared-contracts';
import type { ProtectedDevices } from 'shared-contracts';
import { Typography } from 'shared-ui';
import { Link } from 'shared-ui/core';
import { DRILL_LINK_STYLE } from '../../common/count-link';
import { devicesGridLink } from '../../common/grid-links';
import { WIDGET_CAPTIONS, WidgetCaption } from '../../common/widget-caption';
import { WidgetCard } from '../../common/widget-card';
import { useProtectedDevices } from './api/get-protected-devices';

/** A part of the devices as a whole percentage; 0 of 0 is 0%. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

function Share({ label, part, whole, to }: { label: string; part: number; whole: number; to: string }) {
  const percent = percentOf(part, whole);
  // The figure opens the device grid on the devices it counts.
  const figure = `${formatCompactNumber(part)} of ${formatCompactNumber(whole)} (${percent}%)`;
  return (
    <div>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <Typography.Text>{label}</Typography.Text>
        <Typography.Text strong>
          {part === 0 ? (
            figure
          ) : (
            <Link to={to} title={`${formatNumber(part)} devices: ${label}`} style={DRILL_LINK_STYLE}>
              {figure}
            </Link>
          )}
        </Typography.Text>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={whole}
        aria-valuenow={part}
        aria-valuetext={`${formatNumber(part)} of ${formatNumber(whole)} devices (${percent}%)`}
        style={{ height: 8, marginTop: 4, borderRadius: 4, background: 'rgba(0, 0, 0, 0.06)' }}
      >
        <div style={{ width: `${percent}%`, height: '100%', borderRadius: 4, background: BRAND_COLOR }} />
      </div>
    </div>
  );
}

/**
 * Protected devices: of the devices seen since the period's start, those protected (agent and browser extension
 * both active), with agent and extension separately. Each figure opens the device grid on the devices it counts.
 */
export function ProtectedDevicesWidget() {
  const state = useProtectedDevices();
  return (
    <WidgetCard
      title="Protected devices"
      state={state}
      isEmpty={(answer: ProtectedDevices) => answer.devices === 0}
      emptyTitle="No device was seen in this period"
    >
      {(answer, range) => {
        const link = (part: Parameters<typeof DASHBOARD_DRILL_DOWN.protectedDevices>[0]) =>
          devicesGridLink(range.rangeStart, DASHBOARD_DRILL_DOWN.protectedDevices(part));
        return (
          <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
            <Typography.Paragraph style={{ margin: 0 }}>
              <Link
                to={link('seen')}
                style={DRILL_LINK_STYLE}
              >{`${formatCompactNumber(answer.devices)} devices seen`}</Link>
              {' in this period'}
            </Typography.Paragraph>
            <Share
              label="Protected (agent and extension active)"
              part={answer.protected}
              whole={answer.devices}
              to={link('protected')}
            />
            <Share label="Agent active" part={answer.agentActive} whole={answer.devices} to={link('agentActive')} />
            <Share
              label="Browser extension active"
              part={answer.extensionActive}
              whole={answer.devices}
              to={link('extensionActive')}
            />
            <WidgetCaption>{WIDGET_CAPTIONS.protectedDevices}</WidgetCaption>
          </div>
        );
      }}
    </WidgetCard>
  );
}
