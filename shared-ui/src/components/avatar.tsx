import { Avatar as AntAvatar } from 'antd';
import type { AvatarProps as AntAvatarProps } from 'antd';
import { avatarColor, avatarInitials } from 'shared-contracts';

/** Props of a user avatar. */
export interface AvatarProps extends Omit<AntAvatarProps, 'children' | 'src' | 'srcSet' | 'icon' | 'alt'> {
  /** The name (or identifier) the initials and colour come from. */
  name: string;
}

/** A round avatar with up to two initials on a colour chosen by hashing the name (SPEC §9); named by the name. */
export function Avatar({ name, style, ...rest }: AvatarProps) {
  return (
    <span role="img" aria-label={name} title={name} style={{ display: 'inline-flex', lineHeight: 0 }}>
      <AntAvatar {...rest} style={{ backgroundColor: avatarColor(name), color: '#FFFFFF', flexShrink: 0, ...style }}>
        <span aria-hidden="true">{avatarInitials(name)}</span>
      </AntAvatar>
    </span>
  );
}
