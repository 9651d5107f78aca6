import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
// @theme-init is the classic theme's component; in a plugin's theme folder,
// @theme-original would be this file itself (https://docusaurus.io/docs/advanced/client#theme-aliases).
import MobileSidebar from '@theme-init/Navbar/MobileSidebar';

import {INTENT_EVENTS, TOGGLE_SELECTOR} from '../../../toggle';
import './styles.css';

/**
 * The theme's mobile sidebar, built only once the reader reaches for it.
 *
 * The theme renders the whole menu (the navbar's links and, on a docs
 * page, the docs sidebar) as soon as the window is measured as mobile,
 * right after hydration, although it stays hidden until the menu button is
 * pressed. This wrapper renders nothing until then: it starts building the
 * menu, as a transition, when a pointer goes down on the button or the
 * button takes focus ({@link INTENT_EVENTS}), and builds it at once if the
 * menu is opened first. Once built, the menu stays, so it closes and opens
 * as the theme's does. `styles.css` gives a menu built in the same frame
 * as it opens the theme's slide-in.
 */
export default function MobileSidebarOnDemand(): ReactNode {
  const {shown, shouldRender} = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(shown);
  // Opened before it was built: build it in this render.
  if (shown && !wanted) setWanted(true);

  useEffect(() => {
    if (wanted || !shouldRender) return undefined;
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(TOGGLE_SELECTOR)) {
        startTransition(() => setWanted(true));
      }
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, true);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
    };
  }, [wanted, shouldRender]);

  return wanted ? <MobileSidebar /> : null;
}
