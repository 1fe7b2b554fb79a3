// The antd components the sign-in page and the shell's frame need: the light part of the design system.
// Remotes and the host reach antd only through shared-ui, so the one ConfigProvider (theme) reaches every remote.
export { Alert, Card, ConfigProvider, Divider, Flex, Form, Input, Result, Spin, Typography, theme } from 'antd';
export type { AlertProps, CardProps, FormProps, InputProps, ThemeConfig } from 'antd';
