/**
 * The class of the menu button, as the classic theme renders it
 * (`@docusaurus/theme-classic` 3.8.1,
 * `lib/theme/Navbar/MobileSidebar/Toggle/index.js`;
 * `tests/unit/canaries.test.ts` checks it).
 */
export const TOGGLE_CLASS = 'navbar__toggle';

/** The menu button, for `Element.closest`. */
export const TOGGLE_SELECTOR = `button.${TOGGLE_CLASS}`;

/**
 * The events on the menu button that announce a tap or a keypress on it:
 * a finger or mouse going down comes before its `click`, and a keyboard
 * reaches the button (focus) before it presses it.
 */
export const INTENT_EVENTS = ['pointerdown', 'focusin'] as const;
