// One Jest run over every package; each package keeps its own jest.config.cjs.
module.exports = {
  projects: [
    '<rootDir>/shared-contracts',
    '<rootDir>/shared-ui',
    '<rootDir>/host-shell',
    '<rootDir>/mfe-dashboard',
    '<rootDir>/mfe-incidents',
    '<rootDir>/mfe-egress',
    '<rootDir>/mfe-policies',
    '<rootDir>/mfe-settings',
    '<rootDir>/mfe-reports',
    '<rootDir>/mfe-devices',
    '<rootDir>/api',
  ],
};
