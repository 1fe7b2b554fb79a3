// The antd components the sign-in page and the shell's first frame need: the light part of the design system.
// Remotes and the host reach antd only through shared-ui, so the one ConfigProvider (theme) reaches every remote.
// Card, Form, Result and Typography are heavy (tabs, menus, field validation, tooltips): they live in ./kit.
export { Alert, ConfigProvider, Divider, Flex, Input, Spin, theme } from 'antd';
export type { AlertProps, InputProps, ThemeConfig } from 'antd';
