import { BRAND_COLOR } from 'shared-contracts';

/** The few rules inline styles cannot express (hover, focus, active rail entry, the skip link shown on focus). */
export const SHELL_CSS = `
.console-rail { display: flex; flex-direction: column; align-items: stretch; gap: 4px; padding: 12px 8px; }
.console-rail-home { display: flex; justify-content: center; padding: 4px 0 16px; border-radius: 8px; }
.console-rail-link { display: flex; flex-direction: column; align-items: center; gap: 4px; padding: 10px 4px;
  border-radius: 8px; color: #4b4b5a; font-size: 12px; line-height: 1.2; text-align: center; text-decoration: none; }
.console-rail-link:hover { background: #f4f0fb; color: ${BRAND_COLOR}; }
.console-rail-link:focus-visible, .console-rail-home:focus-visible { outline: 2px solid ${BRAND_COLOR}; outline-offset: 1px; }
.console-rail-link.active { background: #f0e6ff; color: ${BRAND_COLOR}; font-weight: 600; }
.console-rail-icon { font-size: 20px; }
.console-tabs .ant-tabs-tab a { color: inherit; }
/* Off-screen but readable until focused (a visually hidden link that appears on focus). */
.console-skip-link { position: absolute; top: 8px; left: 8px; z-index: 1100; width: 1px; height: 1px; overflow: hidden;
  clip-path: inset(50%); white-space: nowrap; }
.console-skip-link:focus { width: auto; height: auto; overflow: visible; clip-path: none; padding: 8px 16px;
  background: #fff; color: ${BRAND_COLOR}; font-weight: 600; border-radius: 8px; box-shadow: 0 2px 8px rgba(0, 0, 0, 0.16);
  outline: 2px solid ${BRAND_COLOR}; outline-offset: 1px; }
.console-main:focus { outline: none; }
.console-tenant-switcher .ant-select:focus-within { outline: 2px solid ${BRAND_COLOR}; outline-offset: 1px; border-radius: 6px; }
.console-user-menu .ant-dropdown-menu { box-shadow: none; background: transparent; max-height: min(420px, 60vh); overflow-y: auto; }
`;
