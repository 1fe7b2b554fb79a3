export * from './conditions';
export * from './evaluate-policies';
export * from './empty-policy';
export * from './education-effect-text';
export * from './policy-differences';
