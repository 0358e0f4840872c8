// The chapter's section headings, with ids the table of contents links to.
import type { ReactNode } from 'react';
import { slugify, textOf } from '../headings';

export function H2({ children }: { children?: ReactNode }) {
  return <h2 id={slugify(textOf(children))}>{children}</h2>;
}

export function H3({ children }: { children?: ReactNode }) {
  return <h3 id={slugify(textOf(children))}>{children}</h3>;
}
