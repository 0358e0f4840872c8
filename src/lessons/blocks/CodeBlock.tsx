// A chapter's code block (MDX ```): a long command scrolls sideways rather than wrapping, so the
// block takes the keyboard focus (Tab, then the arrows scroll it), as a scrollable region must.
import type { ComponentPropsWithoutRef } from 'react';

export function CodeBlock(props: ComponentPropsWithoutRef<'pre'>) {
  return <pre tabIndex={0} {...props} />;
}
