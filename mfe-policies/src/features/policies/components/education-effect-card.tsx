import { describeEducationEffect, EDUCATION_REPEAT_DAYS, labelOf } from 'shared-contracts';
import { Card, LoadState, Typography } from 'shared-ui';
import { usePolicyEducationEffect } from '../api/use-policies';

const TITLE = 'Does educating work?';
const EDUCATE = labelOf('verdict', 'educate');

/**
 * The policy's educate effect (README "Does educating work?"): of the users it educated, how many it matched again
 * within 30 days, against its users matched without education, with the counts behind each percentage. Shown for a
 * policy that educates now or educated users before.
 */
export function EducationEffectCard({ policyId, educates }: { policyId: string; educates: boolean }) {
  const state = usePolicyEducationEffect(policyId);
  const effect = state.data?.educationEffect;
  if (!educates && (!effect || effect.educated.users === 0)) return null;
  return (
    <section aria-label={TITLE}>
      <Card title={TITLE} aria-busy={state.isLoading}>
        <LoadState
          noun={TITLE}
          errorTitle={`${TITLE} could not be loaded`}
          data={state.data}
          error={state.error}
          onRetry={() => void state.mutate()}
        >
          {(answer) => (
            <div>
              <Typography.Paragraph strong style={{ margin: 0 }}>
                {describeEducationEffect(answer.educationEffect)}
              </Typography.Paragraph>
              <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
                {`Users this policy matched again within ${EDUCATION_REPEAT_DAYS} days of its first ${EDUCATE} ` +
                  'verdict to them, against users it matched with another verdict before educating them; all stored ' +
                  `events, users whose ${EDUCATION_REPEAT_DAYS} days have passed.`}
              </Typography.Paragraph>
            </div>
          )}
        </LoadState>
      </Card>
    </section>
  );
}
