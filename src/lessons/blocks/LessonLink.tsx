// A link in a chapter's text: "/views/sweep" is a page of the lab (under its base path, opened
// without a reload); anything else (an anchor, another site) is an ordinary link.
import type { AnchorHTMLAttributes } from 'react';
import { Link } from '../../app/Link';

export function LessonLink({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href?.startsWith('/') && !href.startsWith('//')) return <Link to={href} {...rest} />;
  return <a href={href} {...rest} />;
}
