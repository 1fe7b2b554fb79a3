import { Flex, theme } from 'shared-ui/core';
import type { CSSProperties, ReactNode } from 'react';
import { ConsoleLogo } from '../layout/console-logo';

// The sign-in page draws its card and headings with the theme's tokens instead of antd's Card and Typography, which
// bring tabs, menus and tooltips along: /login stays light and looks the same.

interface SecondaryTextProps {
  as?: 'span' | 'p';
  children: ReactNode;
  style?: CSSProperties;
}

/** Secondary text in the theme's colour (antd's Typography type="secondary"), marked for session recordings to keep (SPEC §7); `as="p"` for a paragraph. */
export function SecondaryText({ as: Tag = 'span', children, style }: SecondaryTextProps) {
  const { token } = theme.useToken();
  return (
    <Tag style={{ color: token.colorTextDescription, ...style }} data-unmask>
      {children}
    </Tag>
  );
}

/** The card around the sign-in form: the console's mark, "Sign in" and the product line. */
export function LoginCard({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const card: CSSProperties = {
    boxSizing: 'border-box',
    width: 400,
    maxWidth: '100%',
    padding: token.paddingLG,
    background: token.colorBgContainer,
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    color: token.colorText,
    fontFamily: token.fontFamily,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
  };
  const title: CSSProperties = {
    margin: 0,
    color: token.colorTextHeading,
    fontSize: token.fontSizeHeading3,
    fontWeight: token.fontWeightStrong,
    lineHeight: token.lineHeightHeading3,
  };
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', background: '#f5f5f7', padding: 16 }}>
      <section style={card} aria-labelledby="login-title">
        <Flex vertical align="center" gap={8} style={{ marginBottom: 24 }}>
          <ConsoleLogo size={40} />
          <h3 id="login-title" style={title} data-unmask>
            Sign in
          </h3>
          <SecondaryText>Data security console</SecondaryText>
        </Flex>
        {children}
      </section>
    </Flex>
  );
}
