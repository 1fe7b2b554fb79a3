import {
  labelOf,
  REPEAT_EVERY_COUNT_MAX,
  REPEAT_EVERY_PERIODS,
  repeatOnChoices,
  scheduleDayLabel,
} from 'shared-contracts';
import type { RepeatEveryPeriod } from 'shared-contracts';
import { Flex, Form, Input, Select } from 'shared-ui';

const PERIOD_OPTIONS = REPEAT_EVERY_PERIODS.map((period) => ({
  value: period,
  label: labelOf('reportPeriod', period),
}));

/**
 * The schedule in SPEC §9's terms: repeat every N days, weeks, months or quarters, on week days Su-Sa, on the 1st
 * and/or the 15th, or on a quarter's first day (shown as the 1st), at a time of day in the template's time zone.
 */
export function SchedulePicker() {
  const form = Form.useFormInstance();
  const period = (Form.useWatch('repeatEveryPeriod', form) ?? 'week') as RepeatEveryPeriod;
  const counts = Array.from({ length: REPEAT_EVERY_COUNT_MAX[period] }, (_, index) => ({
    value: index + 1,
    label: String(index + 1),
  }));
  const days = repeatOnChoices(period).map((day) => ({
    value: day,
    label: period === 'week' ? labelOf('weekDay', day) : scheduleDayLabel(day),
  }));
  const onPeriod = (next: RepeatEveryPeriod) => {
    // Days of one period mean nothing in another; a quarter has one choice.
    form.setFieldsValue({ repeatEveryCount: 1, repeatOn: next === 'quarter' ? ['First Day'] : [] });
  };
  return (
    <>
      <Flex gap={8} align="end">
        <Form.Item label="Repeat every" name="repeatEveryCount" rules={[{ required: true }]}>
          <Select aria-label="Repeat every count" options={counts} style={{ width: 80 }} />
        </Form.Item>
        <Form.Item name="repeatEveryPeriod" rules={[{ required: true }]}>
          <Select
            aria-label="Repeat every period"
            options={PERIOD_OPTIONS}
            style={{ width: 120 }}
            onChange={onPeriod}
          />
        </Form.Item>
        <Form.Item label="At" name="time" rules={[{ required: true, pattern: /^([01]\d|2[0-3]):[0-5]\d$/ }]}>
          <Input aria-label="Time" type="time" style={{ width: 120 }} />
        </Form.Item>
      </Flex>
      {period !== 'day' && (
        <Form.Item label="Repeat on" name="repeatOn" rules={[{ required: true, message: 'Choose at least one day' }]}>
          <Select aria-label="Repeat on" mode="multiple" options={days} />
        </Form.Item>
      )}
    </>
  );
}
