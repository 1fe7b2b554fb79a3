import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

/** Repository root. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The seven remotes: package folder, federation name, default port offset. */
export const REMOTES = [
  { dir: 'mfe-dashboard', name: 'mfe_dashboard', mountPath: '/dashboard' },
  { dir: 'mfe-incidents', name: 'mfe_incidents', mountPath: '/incidents' },
  { dir: 'mfe-egress', name: 'mfe_egress', mountPath: '/egress' },
  { dir: 'mfe-policies', name: 'mfe_policies', mountPath: '/policies' },
  { dir: 'mfe-settings', name: 'mfe_settings', mountPath: '/settings' },
  { dir: 'mfe-reports', name: 'mfe_reports', mountPath: '/report-templates' },
  { dir: 'mfe-devices', name: 'mfe_devices', mountPath: '/devices' },
];

/** Every app that webpack builds: the host and the remotes. */
export const APPS = ['host-shell', ...REMOTES.map((remote) => remote.dir)];

/** Local identity provider's project id, shared by the API and the shell's runtime config. */
export const LOCAL_PROJECT_ID = 'P2LocalConsole00000000000000';
