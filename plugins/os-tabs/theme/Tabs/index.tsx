import React, {Children, cloneElement, isValidElement, type ReactNode} from 'react';
import clsx from 'clsx';
// @theme-init is the classic theme's component; in a plugin's theme folder,
// @theme-original would be this file itself (https://docusaurus.io/docs/advanced/client#theme-aliases).
import Tabs from '@theme-init/Tabs';
import type TabsType from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';

import {OS_TAB_GROUPS, tabClass} from '../../groups';

type Props = WrapperProps<typeof TabsType>;

/**
 * The theme's `Tabs`, plus, for a group of `OS_TAB_GROUPS`
 * (`plugins/os-tabs/groups.ts`): the group's `queryString`, and a class on
 * each tab and panel naming its value, which the plugin's pre-hydration CSS
 * uses to show the reader's tab at first paint.
 *
 * @throws Error when a tab of such a group has a value the group does not
 *   list, naming the group and the value (the build fails on that page)
 */
export default function TabsWrapper(props: Props): ReactNode {
  const groupId = props.groupId;
  const group = groupId === undefined ? undefined : OS_TAB_GROUPS[groupId];
  if (groupId === undefined || group === undefined) return <Tabs {...props} />;
  const children = Children.map(props.children, (child) => {
    if (!isValidElement<TabItemProps>(child)) return child;
    const {value, className, attributes} = child.props;
    if (!group.values.includes(value)) {
      throw new Error(
        `<Tabs groupId="${groupId}"> has a tab with value "${value}"; the group's values are ${group.values.join(', ')} (plugins/os-tabs/groups.ts).`,
      );
    }
    const mark = tabClass(groupId, value);
    return cloneElement(child, {
      className: clsx(className, mark),
      attributes: {...attributes, className: clsx(attributes?.className as string, mark)},
    });
  });
  return (
    <Tabs {...props} queryString={group.queryString}>
      {children}
    </Tabs>
  );
}
