import {
  ALL_TENANTS_ID,
  colorOf,
  describeEducationEffect,
  EDUCATION_REPEAT_DAYS,
  labelOf,
  repeatPercent,
  UNKNOWN_VALUE_COLOR,
} from 'shared-contracts';
import type { PolicyEducationEffectList } from 'shared-contracts';
import { Card, EmptyState, LoadState, Typography, useShell } from 'shared-ui';
import { WidgetCaption } from '../../common/widget-caption';
import { useEducationEffects } from './use-education-effects';

const TITLE = 'Does educating work?';
const EDUCATE = labelOf('verdict', 'educate');

/** What the widget counts, under it. */
export const EDUCATION_EFFECT_CAPTION =
  `Users each policy matched again within ${EDUCATION_REPEAT_DAYS} days of its first ${EDUCATE} verdict to them, ` +
  `against users it matched with another verdict before educating them; all stored events, users whose ` +
  `${EDUCATION_REPEAT_DAYS} days have passed`;

function Bar({ label, percent, color }: { label: string; percent: number; color: string }) {
  return (
    <div
      role="img"
      aria-label={`${label}: ${percent}%`}
      style={{ height: 6, borderRadius: 3, background: 'rgba(0, 0, 0, 0.06)' }}
    >
      <div style={{ width: `${percent}%`, height: '100%', borderRadius: 3, background: color }} />
    </div>
  );
}

/**
 * Does educating work? For each policy that educates (or did), the share of the users it educated that it matched
 * again within 30 days, against the same policy's users matched without education, with the counts behind each.
 */
export function EducationEffectWidget() {
  // Policies are each tenant's own: over All tenants the widget asks for a tenant instead of reading.
  const allTenants = useShell().tenant.id === ALL_TENANTS_ID;
  const state = useEducationEffects(!allTenants);
  return (
    <Card
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{TITLE}</h2>}
      role="region"
      aria-label={TITLE}
      aria-busy={state.isLoading}
    >
      {allTenants ? (
        <EmptyState
          title="Shown one tenant at a time"
          description="Each tenant's policies educate its own users: choose a tenant to see how often they repeat."
        />
      ) : (
        <LoadState
          noun={TITLE}
          errorTitle={`${TITLE} could not be loaded`}
          data={state.data}
          error={state.error}
          onRetry={() => void state.mutate()}
          isEmpty={(answer: PolicyEducationEffectList) => answer.policies.length === 0}
          empty={
            <EmptyState
              title={`No policy gives the ${EDUCATE} verdict`}
              description="A policy that educates shows here how often its users repeat."
            />
          }
        >
          {(answer) => (
            <div>
              <ul aria-label="Policies that educate" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {answer.policies.map((effect) => (
                  <li
                    key={effect.policyId}
                    style={{ display: 'flex', flexDirection: 'column', gap: 4, padding: '8px 0' }}
                  >
                    <Typography.Text strong>{effect.policyName}</Typography.Text>
                    <Typography.Text>{describeEducationEffect(effect)}</Typography.Text>
                    <Bar
                      label="Educated users who repeated"
                      percent={repeatPercent(effect.educated)}
                      color={colorOf('verdict', 'educate')}
                    />
                    <Bar
                      label="Users without education who repeated"
                      percent={repeatPercent(effect.baseline)}
                      color={UNKNOWN_VALUE_COLOR}
                    />
                  </li>
                ))}
              </ul>
              <WidgetCaption>{EDUCATION_EFFECT_CAPTION}</WidgetCaption>
            </div>
          )}
        </LoadState>
      )}
    </Card>
  );
}
