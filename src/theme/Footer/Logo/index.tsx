import React, {type ReactNode} from 'react';
import Logo from '@theme-original/Footer/Logo';
import type LogoType from '@theme/Footer/Logo';
import type {WrapperProps} from '@docusaurus/types';

import SocialLinks from '@site/src/components/SocialLinks';

type Props = WrapperProps<typeof LogoType>;

/** The footer logo followed by the row of community icon links. */
export default function LogoWrapper(props: Props): ReactNode {
  return (
    <>
      <Logo {...props} />
      <SocialLinks />
    </>
  );
}
