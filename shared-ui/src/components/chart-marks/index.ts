export * from './chart-marks';
export * from './g2-elements';
