import { avatarInitials } from '@arms/domain';
import { useState, type HTMLAttributes, type Ref } from 'react';
import { avatarTone } from './tone';
import { Root } from './Avatar.styles';

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'> {
  /** The person's name: the initials (spec section 9: up to 3 letters), the colour and the alt text come from it. */
  name: string;
  /** A photo; when missing or when it fails to load, the initials show instead. */
  src?: string | null;
  /** The text alternative. `''` marks the avatar decorative, for when the name is written beside it. @default name */
  alt?: string;
  /** How large the circle and its initials are. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** The avatar's outer `<span>`. */
  ref?: Ref<HTMLSpanElement>;
}

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20c0-4 3.6-6 8-6s8 2 8 6z" />
    </svg>
  );
}

/**
 * A person's picture: their photo, or their initials from @arms/domain's `avatarInitials` on a colour
 * that stays the same for the same name; a plain figure when the name has no letters.
 */
export function Avatar({ name, src, alt = name, size = 'md', ref, ...rest }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const decorative = alt.trim() === '';
  const showPhoto = Boolean(src) && failed !== src;
  if (showPhoto && src) {
    return (
      <Root ref={ref} {...rest} data-variant="photo" data-size={size}>
        <img src={src} alt={decorative ? '' : alt} onError={() => setFailed(src)} />
      </Root>
    );
  }
  const initials = avatarInitials(name);
  const label = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': alt };
  return (
    <Root
      ref={ref}
      {...rest}
      {...label}
      data-variant={initials ? 'initials' : 'placeholder'}
      data-size={size}
      data-tone={initials ? avatarTone(name) : undefined}
      data-letters={initials ? [...initials].length : undefined}
    >
      {initials ? <span aria-hidden="true">{initials}</span> : <PersonIcon />}
    </Root>
  );
}
