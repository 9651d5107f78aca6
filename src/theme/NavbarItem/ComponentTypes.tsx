import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import IconLinkNavbarItem from './IconLinkNavbarItem';

/** The theme's navbar item types plus `custom-iconLink` (see IconLinkNavbarItem). */
export default {
  ...ComponentTypes,
  'custom-iconLink': IconLinkNavbarItem,
};
