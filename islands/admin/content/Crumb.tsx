import { AppLink } from '../ui/AppLink.js';

/** A link back to the list a detail screen belongs to, followed in the app. */
export function Crumb({ href, label }: { href: string; label: string }) {
  return (
    <p className="admin-breadcrumb">
      <AppLink href={href}>← {label}</AppLink>
    </p>
  );
}
