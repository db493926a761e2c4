/** A link back to the list a detail screen belongs to, followed in the app. */
export function Crumb({ href, label, navigate }: { href: string; label: string; navigate: (href: string) => void }) {
  return (
    <p className="admin-breadcrumb">
      <a
        href={href}
        onClick={(e) => {
          e.preventDefault();
          navigate(href);
        }}
      >
        ← {label}
      </a>
    </p>
  );
}
