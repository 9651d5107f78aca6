/** The plugin's theme component, as other code imports it (`theme/StaticSection/index.tsx`). */
declare module '@theme/StaticSection' {
  import type {ReactNode} from 'react';

  export type Props = {
    /** The element to render, `div` by default. */
    readonly as?: 'div' | 'section';
    readonly id?: string;
    readonly className?: string;
    readonly hidden?: boolean;
    /** The content, rendered on the server. */
    readonly children: ReactNode;
  };

  export default function StaticSection(props: Props): ReactNode;
}
