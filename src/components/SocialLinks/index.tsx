import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {IconType} from 'react-icons';
import {FaDiscord, FaGithub, FaLinkedin, FaXTwitter, FaYoutube} from 'react-icons/fa6';

import {SOCIAL_LINKS, type SocialIcon} from '@site/config/site';
import styles from './styles.module.css';

const ICONS: Record<SocialIcon, IconType> = {
  github: FaGithub,
  discord: FaDiscord,
  youtube: FaYoutube,
  linkedin: FaLinkedin,
  x: FaXTwitter,
};

/**
 * One community link drawn as an icon. The link's accessible name is the
 * label from `SOCIAL_LINKS`; the SVG itself is hidden from assistive tech.
 *
 * @param icon which community link to show (a key of `SOCIAL_LINKS`)
 * @param size icon edge in CSS pixels (default 20)
 */
export function SocialIconLink({
  icon,
  size = 20,
  className,
}: {
  icon: SocialIcon;
  size?: number;
  className?: string;
}): ReactNode {
  const {label, href} = SOCIAL_LINKS[icon];
  const Icon = ICONS[icon];
  return (
    <a
      className={clsx(styles.iconLink, className)}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={label}>
      <Icon size={size} aria-hidden="true" focusable="false" />
    </a>
  );
}

/** The full row of community icon links, as shown in the footer. */
export default function SocialLinks({className}: {className?: string}): ReactNode {
  return (
    <ul className={clsx(styles.list, className)} aria-label="Community links">
      {(Object.keys(SOCIAL_LINKS) as SocialIcon[]).map((icon) => (
        <li key={icon}>
          <SocialIconLink icon={icon} size={22} />
        </li>
      ))}
    </ul>
  );
}
