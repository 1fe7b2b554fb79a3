export * from './evaluate-policies';
