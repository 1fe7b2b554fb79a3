import { checklistOptions, pickerOptions } from './picker-options';

const option = (value: string) => ({ value, label: value.toUpperCase() });

describe('pickerOptions', () => {
  it('puts the selected first, drops duplicates and caps at 100', () => {
    const results = Array.from({ length: 150 }, (_, index) => option(`r${index}`));
    const merged = pickerOptions([option('r120'), option('x')], results);
    expect(merged).toHaveLength(100);
    expect(merged.slice(0, 3).map((item) => item.value)).toEqual(['r120', 'x', 'r0']);
    expect(merged.filter((item) => item.value === 'r120')).toHaveLength(1);
  });
});

describe('checklistOptions', () => {
  it('keeps the list order, puts selected values the list lacks first and narrows by label', () => {
    const list = [option('email'), option('usb'), option('web')];
    expect(checklistOptions([option('usb'), option('gone')], list, '').map((item) => item.value)).toEqual([
      'gone',
      'email',
      'usb',
      'web',
    ]);
    expect(checklistOptions([], list, ' US ').map((item) => item.value)).toEqual(['usb']);
  });
});
