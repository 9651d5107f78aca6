/** The plugin's theme component, as other code imports it (`theme/StaticSection/index.tsx`). */
declare module '@theme/StaticSection' {
  import type {ReactNode} from 'react';

  export type Props = {
    /** The element to render, `div` by default. */
    readonly as?: 'div' | 'section';
    readonly id?: string;
    readonly className?: string;
    readonly hidden?: boolean;
    /**
     * The content, rendered on the server; a function builds it only when
     * the section renders it (MDX pages get one from the plugin's `recma.ts`).
     */
    readonly children: ReactNode | (() => ReactNode);
  };

  export default function StaticSection(props: Props): ReactNode;
}
