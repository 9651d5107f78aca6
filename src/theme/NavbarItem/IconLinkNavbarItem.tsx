import React, {type ReactNode} from 'react';
import clsx from 'clsx';

import {SocialIconLink} from '@site/src/components/SocialLinks';
import type {SocialIcon} from '@site/config/site';

/**
 * Navbar item type `custom-iconLink`: a community link drawn as an icon.
 * Config: `{type: 'custom-iconLink', icon: 'github' | 'discord' | ..., position}`.
 * In the mobile menu it renders as a list item like other navbar links.
 */
export default function IconLinkNavbarItem({
  icon,
  mobile,
}: {
  icon: SocialIcon;
  mobile?: boolean;
  position?: 'left' | 'right';
}): ReactNode {
  const link = <SocialIconLink icon={icon} className={clsx(!mobile && 'navbar__item')} />;
  return mobile ? <li className="menu__list-item">{link}</li> : link;
}
